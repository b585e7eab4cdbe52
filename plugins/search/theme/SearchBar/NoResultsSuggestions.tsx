import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import {suggestionStore} from '../../client/searchErrorStore';
import {setModalQuery} from '../../client/typeAhead';

/** Up to 3 suggested queries on DocSearch's no-results screen (spec, error catalogue). */
export default function NoResultsSuggestions({
  label,
  container,
}: {
  label: string;
  /** The open modal's container; nothing is observed while the modal is closed. */
  container: HTMLElement | null;
}): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [items, setItems] = useState<string[]>([]);

  useEffect(() => {
    if (!container) {
      setHost(null);
      return undefined;
    }
    let frame = 0;
    const sync = () => {
      frame = 0;
      const screen = container.querySelector<HTMLElement>('.DocSearch-NoResults');
      if (!screen || screen.querySelector('.DocSearch-NoResults-Prefill-List')) {
        setHost((h) => (h && h.isConnected ? h : null));
        return;
      }
      const list = suggestionStore.get().slice(0, 3);
      if (list.length === 0) return;
      const node = document.createElement('div');
      node.className = 'DocSearch-NoResults-Prefill-List';
      const title = screen.querySelector('.DocSearch-Title');
      title?.after(node);
      setItems(list);
      setHost(node);
    };
    // Scoped to the modal, and at most one look per frame however many
    // nodes DocSearch replaces while the reader types.
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(sync);
    });
    observer.observe(container, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);

  if (!host || !host.isConnected) return null;
  return createPortal(
    <>
      <p className="DocSearch-Help">{label}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {items.map((q) => (
          <p key={q}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => setModalQuery(`${q.toLowerCase()} `)}
            >
              {q}
            </button>
          </p>
        ))}
      </div>
    </>,
    host,
  );
}
