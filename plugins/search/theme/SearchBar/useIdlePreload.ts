import {useEffect} from 'react';

import {idlePreloadAllowed, onIdleAfterLoad} from '../../client/idlePreload';
import {importModal} from './modalChunk';

/**
 * While the page is idle after load: the modal's chunk (downloaded and run, so Ctrl+K costs only
 * the modal's render) and the embedded engine (in its worker). Not with Save-Data or 2G.
 */
export function useIdlePreload(preload: () => void): void {
  useEffect(() => {
    if (!idlePreloadAllowed()) return;
    onIdleAfterLoad(() => {
      void importModal();
      preload();
    });
  }, [preload]);
}
