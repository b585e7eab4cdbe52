/**
 * Keypresses before hydration. The plugin puts `EARLY_KEYS_SCRIPT` inline in
 * every page's head: until the SearchBar mounts, Ctrl/Cmd+K or "/" (outside a
 * text field) is recorded, and the SearchBar opens the modal as soon as it is
 * ready, so the first shortcut after a page load is never lost. The script
 * adds a listener with `addEventListener` (no inline event handler, no eval),
 * so a CSP that hashes inline scripts allows it.
 */
export const EARLY_KEYS_FLAG = '__abstraSearchEarlyKey';
export const EARLY_KEYS_LISTENER = '__abstraSearchEarlyKeys';

export const EARLY_KEYS_SCRIPT = `(function(){var w=window;function k(e){var t=e.target,n=t&&t.tagName,f=t&&(t.isContentEditable||n==='INPUT'||n==='TEXTAREA'||n==='SELECT');if(((e.ctrlKey||e.metaKey)&&e.key&&e.key.toLowerCase()==='k')||(e.key==='/'&&!f)){e.preventDefault();w.${EARLY_KEYS_FLAG}=true;}}w.${EARLY_KEYS_LISTENER}=k;w.addEventListener('keydown',k);})();`;

type EarlyWindow = Window & {
  [EARLY_KEYS_FLAG]?: boolean;
  [EARLY_KEYS_LISTENER]?: (event: KeyboardEvent) => void;
};

/** Stops recording (DocSearch's own listener takes over) and tells whether a shortcut was pressed. */
export function takeEarlyKeypress(): boolean {
  const w = window as EarlyWindow;
  const listener = w[EARLY_KEYS_LISTENER];
  if (listener) window.removeEventListener('keydown', listener);
  delete w[EARLY_KEYS_LISTENER];
  const pressed = w[EARLY_KEYS_FLAG] === true;
  delete w[EARLY_KEYS_FLAG];
  return pressed;
}
