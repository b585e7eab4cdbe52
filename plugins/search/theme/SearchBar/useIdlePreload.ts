import {useEffect} from 'react';

import {idlePreloadAllowed, onIdleAfterLoad} from '../../client/idlePreload';
import {importModal} from './modalChunk';

/**
 * While the page is idle after load: the modal's chunk (downloaded and run, so Ctrl+K costs only
 * the modal's render), then the first list's icons and fonts (warmFirstList.ts, a chunk of its
 * own), and the embedded engine (in its worker). Not with Save-Data or 2G.
 */
export function useIdlePreload(preload: () => void): void {
  useEffect(() => {
    if (!idlePreloadAllowed()) return;
    onIdleAfterLoad(() => {
      void importModal().then(() =>
        // A warm-up only: if its chunk fails to load, the first list pays its own costs.
        import('./warmFirstList').then(
          ({warmFirstList}) => warmFirstList(),
          () => undefined,
        ),
      );
      preload();
    });
  }, [preload]);
}
