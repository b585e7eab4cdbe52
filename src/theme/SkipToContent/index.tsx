import React, {useCallback, type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';

const fallbackTargetId = '__docusaurus_skipToContent_fallback';

/**
 * The original link focuses `<main>` and removes its temporary `tabindex`
 * at once; current Chromium then drops focus back to `<body>`, so keyboard
 * users land nowhere. This wrapper runs after the original handler and keeps
 * the `tabindex` until the main content loses focus.
 */
export default function SkipToContentWrapper(): ReactNode {
  const keepFocusOnMain = useCallback((event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLAnchorElement)) {
      return;
    }
    const target =
      document.querySelector<HTMLElement>('main') ?? document.getElementById(fallbackTargetId);
    if (!target || document.activeElement === target) {
      return;
    }
    target.setAttribute('tabindex', '-1');
    target.focus();
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  }, []);

  return (
    // The click comes from the skip link inside; the div only observes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={keepFocusOnMain}>
      <SkipToContent />
    </div>
  );
}
