/**
 * Keys typed while the modal opens. Between Ctrl/Cmd+K (or "/") and the moment the modal's input
 * has focus, the modal's chunk runs and the modal renders; a reader who types the query right after
 * the shortcut would lose its first letters. Measured on the production build (Chromium, modal
 * chunk already prefetched): Ctrl+K then "how to upload a file in a form" typed at once left
 * " to upload a file in a form" in the input. These helpers keep those keys and hand them to the
 * input once it exists.
 */

const INPUT_SELECTOR = '.DocSearch-Input';

/** Sets the modal's query the way typing does, so DocSearch searches it, and focuses the input. */
export function setModalQuery(value: string): boolean {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return false;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
  return true;
}

export interface TypeAhead {
  /** Stops listening and returns what was typed (Backspace included). */
  stop(): string;
}

/**
 * Starts keeping the printable keys (and Backspace) typed anywhere but in the modal's input,
 * after `typed`: what the reader typed before hydration (client/earlyKeys.ts). `onKept` runs after
 * each key kept.
 */
export function startTypeAhead(typed = '', onKept?: () => void): TypeAhead {
  let text = typed;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const target = event.target;
    if (target instanceof HTMLInputElement && target.matches(INPUT_SELECTOR)) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === 'Backspace') text = text.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopPropagation();
    onKept?.();
  };
  window.addEventListener('keydown', onKey, true);
  return {
    stop() {
      window.removeEventListener('keydown', onKey, true);
      return text;
    },
  };
}

/**
 * Hands the kept keys to the modal's input: appended to what it holds (the initial query), once
 * the input is in the page; tries for up to 20 frames, then gives up (the modal was closed).
 */
export function flushTypeAhead(typeAhead: TypeAhead, framesLeft = 20): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) {
    if (framesLeft > 0) requestAnimationFrame(() => flushTypeAhead(typeAhead, framesLeft - 1));
    else typeAhead.stop();
    return;
  }
  const typed = typeAhead.stop();
  if (typed) setModalQuery(input.value + typed);
}
