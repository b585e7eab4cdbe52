/**
 * Keypresses before hydration. The plugin puts `EARLY_KEYS_SCRIPT` inline in
 * every page's head: until the SearchBar mounts, Ctrl/Cmd+K or "/" (outside a
 * text field) is recorded, and so is what the reader types after it (printable
 * keys and Backspace), and the SearchBar opens the modal with that text as soon
 * as it is ready. Neither the shortcut nor the query typed right after it is
 * lost, however long hydration takes (React hydrates in slices after `load`, so
 * a reader can press Ctrl+K and type a word before the SearchBar exists). The
 * script adds a listener with `addEventListener` (no inline event handler, no
 * eval), so a CSP that hashes inline scripts allows it.
 */
export const EARLY_KEYS_FLAG = '__abstraSearchEarlyKey';
export const EARLY_KEYS_TEXT = '__abstraSearchEarlyText';
export const EARLY_KEYS_LISTENER = '__abstraSearchEarlyKeys';

// Readable form of the script below (w = window, F = flag, T = text typed after the shortcut):
//   on keydown: if no shortcut yet and (Ctrl/Cmd+K, or "/" outside a text field): F = true, T = ''.
//   else if F and no modifier and not composing: a printable key is appended to T, Backspace
//   drops T's last character, and either is kept from the page (preventDefault); Escape takes the
//   shortcut back (the reader gave up: nothing opens, and keys reach the page again).
export const EARLY_KEYS_SCRIPT = `(function(){var w=window;function k(e){var t=e.target,n=t&&t.tagName,f=t&&(t.isContentEditable||n==='INPUT'||n==='TEXTAREA'||n==='SELECT'),K=e.key;if(!K)return;if(!w.${EARLY_KEYS_FLAG}){if(((e.ctrlKey||e.metaKey)&&K.toLowerCase()==='k')||(K==='/'&&!f)){e.preventDefault();w.${EARLY_KEYS_FLAG}=true;w.${EARLY_KEYS_TEXT}='';}return}if(K==='Escape'){w.${EARLY_KEYS_FLAG}=false;w.${EARLY_KEYS_TEXT}='';return}if(e.ctrlKey||e.metaKey||e.altKey||e.isComposing)return;if(K.length===1)w.${EARLY_KEYS_TEXT}+=K;else if(K==='Backspace')w.${EARLY_KEYS_TEXT}=w.${EARLY_KEYS_TEXT}.slice(0,-1);else return;e.preventDefault()}w.${EARLY_KEYS_LISTENER}=k;w.addEventListener('keydown',k);})();`;

type EarlyWindow = Window & {
  [EARLY_KEYS_FLAG]?: boolean;
  [EARLY_KEYS_TEXT]?: string;
  [EARLY_KEYS_LISTENER]?: (event: KeyboardEvent) => void;
};

export interface EarlyKeypress {
  /** What was typed after the shortcut, Backspace applied. */
  typed: string;
}

/**
 * Stops recording (DocSearch's own listener takes over). Returns the shortcut
 * pressed before hydration, with the text typed after it, or null if none was.
 */
export function takeEarlyKeypress(): EarlyKeypress | null {
  const w = window as EarlyWindow;
  const listener = w[EARLY_KEYS_LISTENER];
  if (listener) window.removeEventListener('keydown', listener);
  delete w[EARLY_KEYS_LISTENER];
  const pressed = w[EARLY_KEYS_FLAG] === true;
  const typed = w[EARLY_KEYS_TEXT] ?? '';
  delete w[EARLY_KEYS_FLAG];
  delete w[EARLY_KEYS_TEXT];
  return pressed ? {typed} : null;
}
