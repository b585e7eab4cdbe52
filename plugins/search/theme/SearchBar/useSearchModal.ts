import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {flushSync} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';

import {takeEarlyKeypress} from '../../client/earlyKeys';
import {searchErrorStore} from '../../client/searchErrorStore';
import {flushTypeAhead, startTypeAhead, type TypeAhead} from '../../client/typeAhead';
import {importModal, loadedModal} from './modalChunk';

const noop = (): void => undefined;

export interface SearchModalState {
  isOpen: boolean;
  /** The key that opened the modal by typing, handed to its input. */
  initialQuery: string | undefined;
  /** The element the modal is portalled into (created on first open). */
  container: HTMLDivElement | null;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
  openModal: () => void;
  closeModal: () => void;
}

/**
 * Opening and closing the modal: from the button, Ctrl/Cmd+K, "/" or typing (DocSearch's
 * keyboard hook), and from a shortcut pressed before hydration (client/earlyKeys.ts). Keys typed
 * while the modal's chunk loads are kept and handed to its input (client/typeAhead.ts).
 */
export function useSearchModal(preload: () => void): SearchModalState {
  const container = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const typeAhead = useRef<TypeAhead | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  /** The modal is rendering in a transition (not yet in the page). */
  const opening = useRef(false);
  /** A key was kept while the modal opened: the reader is typing. */
  const keyKept = useRef(false);

  // A key typed while the modal renders in a transition: render it now, in this key's task. A
  // transition yields to input, and Chromium runs queued keys first, so a word typed at full speed
  // right after Ctrl+K would otherwise hold the modal (and the first hit) back until its last key.
  const onKeyKept = useCallback(() => {
    keyKept.current = true;
    if (!opening.current) return;
    opening.current = false;
    flushSync(() => setIsOpen(true));
  }, []);

  const openModal = useCallback(() => {
    if (!container.current) {
      const div = document.createElement('div');
      container.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    typeAhead.current ??= startTypeAhead('', onKeyKept);
    // The chunk already ran (the idle preload): the page is idle, a transition finishes at once.
    // Loaded on intent (Save-Data, or before the preload), it would yield to the loading work.
    const preloaded = loadedModal() !== null;
    preload();
    void importModal().then(
      () => {
        // Keys already typed, or the chunk just loaded: the reader is waiting, render at once.
        // Otherwise a transition: React renders the modal in slices of a few milliseconds, so
        // opening it is no long task.
        if (keyKept.current || !preloaded) setIsOpen(true);
        else {
          opening.current = true;
          startTransition(() => setIsOpen(true));
        }
      },
      (error: unknown) => {
        // The modal cannot open: stop keeping keys, the page has them again.
        typeAhead.current?.stop();
        typeAhead.current = null;
        throw error;
      },
    );
  }, [preload, onKeyKept]);

  useEffect(() => {
    if (!isOpen) return;
    opening.current = false;
    keyKept.current = false;
    if (!typeAhead.current) return;
    flushTypeAhead(typeAhead.current);
    typeAhead.current = null;
  }, [isOpen]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    // A closed modal starts clean; the next failing query shows the error again.
    searchErrorStore.set(false);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

  // Ctrl/Cmd+K or "/" pressed before hydration (recorded by the inline head
  // script) opens the modal now that it can, with what was typed after it.
  useEffect(() => {
    const early = takeEarlyKeypress();
    if (!early) return;
    typeAhead.current ??= startTypeAhead(early.typed, onKeyKept);
    if (early.typed) keyKept.current = true;
    openModal();
  }, [openModal, onKeyKept]);

  return {
    isOpen,
    initialQuery,
    container: container.current,
    searchButtonRef,
    openModal,
    closeModal,
  };
}
