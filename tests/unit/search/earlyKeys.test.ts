/**
 * The inline head script that keeps the search shortcut, and the query typed after it, until the
 * SearchBar has hydrated (plugins/search/client/earlyKeys.ts). The script runs here against a
 * stand-in `window`, the way the browser runs it: one keydown listener on the window.
 */
import {runInNewContext} from 'node:vm';
import {afterEach, describe, expect, it} from 'vitest';

import {EARLY_KEYS_SCRIPT, takeEarlyKeypress} from '../../../plugins/search/client/earlyKeys';
import {startTypeAhead} from '../../../plugins/search/client/typeAhead';

type Listener = (event: KeyboardEvent) => void;

interface FakeWindow {
  listeners: Set<Listener>;
  addEventListener(type: string, listener: Listener): void;
  removeEventListener(type: string, listener: Listener): void;
  [key: string]: unknown;
}

function fakeWindow(): FakeWindow {
  const listeners = new Set<Listener>();
  return {
    listeners,
    addEventListener: (type, listener) => {
      if (type === 'keydown') listeners.add(listener);
    },
    removeEventListener: (type, listener) => {
      if (type === 'keydown') listeners.delete(listener);
    },
  };
}

interface Press {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  isComposing?: boolean;
  target?: {tagName?: string; isContentEditable?: boolean};
}

/** Dispatches a keydown to the window's listeners; returns whether the page's default was prevented. */
function press(w: FakeWindow, init: Press): boolean {
  let prevented = false;
  const event = {
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    target: {tagName: 'BODY'},
    ...init,
    preventDefault: () => {
      prevented = true;
    },
    stopPropagation: () => undefined,
  } as unknown as KeyboardEvent;
  for (const listener of [...w.listeners]) listener(event);
  return prevented;
}

const typeText = (w: FakeWindow, text: string) => [...text].map((key) => press(w, {key}));

let current: FakeWindow | null = null;

/** A window with the inline script run in it, installed as the global the module reads. */
function pageWithScript(): FakeWindow {
  const w = fakeWindow();
  runInNewContext(EARLY_KEYS_SCRIPT, {window: w});
  current = w;
  (globalThis as {window?: unknown}).window = w;
  return w;
}

afterEach(() => {
  delete (globalThis as {window?: unknown}).window;
  current = null;
});

describe('early keys script', () => {
  it('records Ctrl+K and the query typed after it, Backspace applied', () => {
    const w = pageWithScript();
    expect(press(w, {key: 'k', ctrlKey: true})).toBe(true);
    expect(typeText(w, 'ensurepaht')).toEqual(Array(10).fill(true));
    press(w, {key: 'Backspace'});
    press(w, {key: 'Backspace'});
    typeText(w, 'th');
    expect(takeEarlyKeypress()).toEqual({typed: 'ensurepath'});
    // Listening stopped: DocSearch's own listener takes over.
    expect(w.listeners.size).toBe(0);
    expect(takeEarlyKeypress()).toBeNull();
  });

  it('records Cmd+K and "/" outside a text field, and keeps a "/" typed after the shortcut', () => {
    const w = pageWithScript();
    expect(press(w, {key: 'K', metaKey: true})).toBe(true);
    typeText(w, 'a/b');
    expect(takeEarlyKeypress()).toEqual({typed: 'a/b'});

    const w2 = pageWithScript();
    expect(press(w2, {key: '/'})).toBe(true);
    typeText(w2, 'tables');
    expect(takeEarlyKeypress()).toEqual({typed: 'tables'});
  });

  it('leaves the page alone until a shortcut is pressed', () => {
    const w = pageWithScript();
    expect(typeText(w, 'abc')).toEqual([false, false, false]);
    // "/" in a text field is the reader typing, not the shortcut.
    expect(press(w, {key: '/', target: {tagName: 'INPUT'}})).toBe(false);
    expect(press(w, {key: '/', target: {tagName: 'DIV', isContentEditable: true}})).toBe(false);
    expect(takeEarlyKeypress()).toBeNull();
    expect(current?.listeners.size).toBe(0);
  });

  it('keeps modifier chords, composition and non-printing keys out of the query', () => {
    const w = pageWithScript();
    press(w, {key: 'k', ctrlKey: true});
    expect(press(w, {key: 'c', ctrlKey: true})).toBe(false);
    expect(press(w, {key: 'x', altKey: true})).toBe(false);
    expect(press(w, {key: 'a', isComposing: true})).toBe(false);
    expect(press(w, {key: 'Shift'})).toBe(false);
    expect(press(w, {key: 'ArrowDown'})).toBe(false);
    typeText(w, 'ok');
    expect(takeEarlyKeypress()).toEqual({typed: 'ok'});
  });

  it('lets Escape take the shortcut back: nothing opens and keys reach the page again', () => {
    const w = pageWithScript();
    press(w, {key: 'k', ctrlKey: true});
    typeText(w, 'abc');
    expect(press(w, {key: 'Escape'})).toBe(false);
    expect(typeText(w, 'x')).toEqual([false]);
    expect(takeEarlyKeypress()).toBeNull();
    // A new shortcut starts over.
    const w2 = pageWithScript();
    press(w2, {key: 'k', ctrlKey: true});
    press(w2, {key: 'Escape'});
    press(w2, {key: '/'});
    typeText(w2, 'ok');
    expect(takeEarlyKeypress()).toEqual({typed: 'ok'});
  });

  it('ignores events without a key (autofill fires keydown with none)', () => {
    const w = pageWithScript();
    expect(press(w, {key: undefined as unknown as string})).toBe(false);
    expect(takeEarlyKeypress()).toBeNull();
  });
});

describe('type-ahead after hydration', () => {
  it('continues from the text typed before hydration', () => {
    const w = fakeWindow();
    (globalThis as {window?: unknown}).window = w;
    // Node has no DOM: no event target here is the modal's input.
    (globalThis as {HTMLInputElement?: unknown}).HTMLInputElement ??= class {};
    const typeAhead = startTypeAhead('ensure');
    typeText(w, 'path');
    press(w, {key: 'Backspace'});
    expect(typeAhead.stop()).toBe('ensurepat');
    expect(w.listeners.size).toBe(0);
  });

  it('tells the modal of each key it keeps, and of no other key', () => {
    const w = fakeWindow();
    (globalThis as {window?: unknown}).window = w;
    (globalThis as {HTMLInputElement?: unknown}).HTMLInputElement ??= class {};
    let kept = 0;
    const typeAhead = startTypeAhead('', () => kept++);
    typeText(w, 'ab');
    press(w, {key: 'Shift'});
    press(w, {key: 'k', ctrlKey: true});
    press(w, {key: 'Backspace'});
    expect(kept).toBe(3);
    expect(typeAhead.stop()).toBe('a');
    typeText(w, 'c');
    expect(kept).toBe(3);
  });
});
