import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

import styles from './styles.module.css';

async function copyToClipboard(text: string): Promise<void> {
  // The clipboard API exists only in secure contexts (HTTPS, localhost); the
  // fallback is loaded only when it is needed, as the classic theme does.
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const {default: copy} = await import('copy-text-to-clipboard');
  if (!copy(text)) throw new Error('The browser refused to copy the code block.');
}

/** The classic theme's copy button (same labels and icons), reading the code from the page. */
export default function CopyButton({getText}: {getText: () => string}): ReactNode {
  const [isCopied, setIsCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const onClick = useCallback(() => {
    void copyToClipboard(getText()).then(() => {
      setIsCopied(true);
      timeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [getText]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <button
      type="button"
      aria-label={
        isCopied
          ? translate({
              id: 'theme.CodeBlock.copied',
              message: 'Copied',
              description: 'The copied button label on code blocks',
            })
          : translate({
              id: 'theme.CodeBlock.copyButtonAriaLabel',
              message: 'Copy code to clipboard',
              description: 'The ARIA label for copy code blocks button',
            })
      }
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      className={clsx('clean-btn', styles.copyButton, isCopied && styles.copied)}
      onClick={onClick}
    >
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.icon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}
