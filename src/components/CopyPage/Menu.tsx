/**
 * The menu of the "Copy page" button, loaded on intent (index.tsx): the items, their keyboard
 * handling (arrow keys, Home/End; Escape closes and returns focus to the button; Tab closes),
 * closing on a click outside, and the copy itself.
 */
import {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import styles from './styles.module.css';

export type CopyState = 'idle' | 'copied' | 'failed';

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

export interface MenuProps {
  id: string;
  open: boolean;
  /** The item to focus when the menu opens (negative counts from the end), or none. */
  focusIndex: number | null;
  buttonRef: RefObject<HTMLButtonElement | null>;
  close: (returnFocus: boolean) => void;
  onCopy: (state: CopyState) => void;
  /** Site-relative URL of the Markdown twin (`/docs/…md`). */
  markdownUrl: string;
  /** Absolute URL of the twin, for the chat assistants' prompt. */
  absoluteMarkdownUrl: string;
}

export default function Menu({
  id,
  open,
  focusIndex,
  buttonRef,
  close,
  onCopy,
  markdownUrl,
  absoluteMarkdownUrl,
}: MenuProps): ReactNode {
  const menuRef = useRef<HTMLUListElement>(null);
  const prompt = chatPrompt(absoluteMarkdownUrl);

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length) list[(index + list.length) % list.length]!.focus();
  };

  // Focuses the requested item once the menu is shown.
  useEffect(() => {
    if (open && focusIndex !== null) focusItem(focusIndex);
  }, [open, focusIndex]);

  // Closes on a click outside.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close, buttonRef]);

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

  const copy = () => {
    copyMarkdown(markdownUrl).then(
      () => onCopy('copied'),
      (error: unknown) => {
        console.warn('[copy-page] could not copy the Markdown', error);
        onCopy('failed');
      },
    );
    close(true);
  };

  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-label="Page actions"
      className={styles.menu}
      hidden={!open}
      onKeyDown={onMenuKeyDown}
    >
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
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
  );
}
