/**
 * "Copy page" menu button (WAI-ARIA menu button pattern): copy the page's Markdown twin, view it,
 * or open it in a chat assistant.
 *
 * The page ships the button only. Its menu (Menu.tsx: the items, their keyboard handling and the
 * copy) loads on intent: when the pointer enters the button or the button gets focus, or at the
 * latest on the click or key that opens it. Measured on the built site: 1.8 KB gzip leave every
 * doc page's initial JS (bench/page/README.md).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type {CopyState} from './Menu';
import styles from './styles.module.css';

const Menu = lazy(() => import('./Menu'));

export interface CopyPageProps {
  /** Site-relative URL of the Markdown twin (`/docs/…md`). */
  markdownUrl: string;
  /** Absolute URL of the twin, for the chat assistants' prompt. */
  absoluteMarkdownUrl: string;
}

export default function CopyPage({markdownUrl, absoluteMarkdownUrl}: CopyPageProps): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const want = () => setWanted(true);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const openAt = (index: number | null) => {
    setWanted(true);
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  };

  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <div className={styles.copyPage} data-copy-page>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        // The menu exists once it has loaded; until then nothing can be controlled.
        aria-controls={wanted ? menuId : undefined}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onButtonKeyDown}
      >
        {copy === 'copied' ? 'Copied' : 'Copy page'}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <span role="status" className={styles.visuallyHidden}>
        {copy === 'copied'
          ? 'Page copied as Markdown'
          : copy === 'failed'
            ? 'Could not copy the page'
            : ''}
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <Menu
            id={menuId}
            open={open}
            focusIndex={focusIndex}
            buttonRef={buttonRef}
            close={close}
            onCopy={setCopy}
            markdownUrl={markdownUrl}
            absoluteMarkdownUrl={absoluteMarkdownUrl}
          />
        </Suspense>
      )}
    </div>
  );
}
