/**
 * "Copy page" menu button (WAI-ARIA menu button pattern): copy the page's Markdown twin, view it,
 * or open it in a chat assistant. Arrow keys, Home/End move between items; Escape closes and
 * returns focus to the button; Tab closes.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** Site-relative URL of the Markdown twin (`/docs/…md`). */
  markdownUrl: string;
  /** Absolute URL of the twin, for the chat assistants' prompt. */
  absoluteMarkdownUrl: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export function chatPrompt(absoluteMarkdownUrl: string): string {
  return `Read ${absoluteMarkdownUrl} so I can ask questions about it.`;
}

export const ASSISTANTS = [
  {
    label: 'Open in ChatGPT',
    url: (q: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(q)}`,
  },
  {label: 'Open in Claude', url: (q: string) => `https://claude.ai/new?q=${encodeURIComponent(q)}`},
] as const;

async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Safari only lets a clipboard write that starts inside the click: hand it the pending text.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

export default function CopyPage({markdownUrl, absoluteMarkdownUrl}: CopyPageProps): ReactNode {
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const prompt = chatPrompt(absoluteMarkdownUrl);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length) list[(index + list.length) % list.length]!.focus();
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Closes on a click outside.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const onCopy = () => {
    copyMarkdown(markdownUrl).then(
      () => setCopy('copied'),
      (error: unknown) => {
        console.warn('[copy-page] could not copy the Markdown', error);
        setCopy('failed');
      },
    );
    close(true);
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
        aria-controls={menuId}
        onClick={() => (open ? close(false) : setOpen(true))}
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
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="Page actions"
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={onCopy}
          >
            Copy as Markdown
          </button>
        </li>
        <li role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={markdownUrl}
            type="text/markdown"
            target="_blank"
            rel="noopener"
            onClick={() => close(false)}
          >
            View as Markdown
          </a>
        </li>
        {ASSISTANTS.map((assistant) => (
          <li role="none" key={assistant.label}>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={assistant.url(prompt)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}
            >
              {assistant.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
