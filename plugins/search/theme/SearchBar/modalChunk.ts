/**
 * The DocSearch modal lives in its own chunk, loaded and run when the reader shows intent or the
 * page is idle (useIdlePreload.ts).
 */
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';

export type DocSearchModalComponent = typeof DocSearchModalType;

let loaded: DocSearchModalComponent | null = null;

/** The modal component once its chunk has run, else null. */
export const loadedModal = (): DocSearchModalComponent | null => loaded;

export function importModal(): Promise<void> {
  if (loaded) return Promise.resolve();
  // One named chunk (the modal and its styles load together).
  return Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/style'),
  ]).then(([{DocSearchModal: Modal}]) => {
    loaded = Modal;
  });
}
