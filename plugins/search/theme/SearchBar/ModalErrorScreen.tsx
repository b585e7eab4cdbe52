import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {searchErrorStore} from '../../client/searchErrorStore';

const ERRORED = 'data-search-errored';

/** DocSearch's own error screen markup, kept up while the last search failed. */
export default function ModalErrorScreen({
  titleText,
  helpText,
  container,
}: {
  titleText: string;
  helpText: string;
  /** The open modal's container; nothing is observed while the modal is closed. */
  container: HTMLElement | null;
}): ReactNode {
  const failed = useSyncExternalStore(
    searchErrorStore.subscribe,
    searchErrorStore.get,
    () => false,
  );
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!failed || !container) {
      setHost(null);
      return undefined;
    }
    let dropdown: HTMLElement | null = null;
    let node: HTMLElement | null = null;
    const attach = () => {
      const next = container.querySelector<HTMLElement>('.DocSearch-Dropdown');
      if (next === dropdown && node?.isConnected) return;
      dropdown = next;
      if (!dropdown) return;
      node = document.createElement('div');
      node.className = 'DocSearch-Dropdown-Container';
      dropdown.setAttribute(ERRORED, '');
      dropdown.appendChild(node);
      setHost(node);
    };
    attach();
    const observer = new MutationObserver(attach);
    observer.observe(container, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      dropdown?.removeAttribute(ERRORED);
      node?.remove();
    };
  }, [failed, container]);

  if (!failed || !host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true" />
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    host,
  );
}
