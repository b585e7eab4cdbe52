import {useEffect} from 'react';

import {
  MODAL_CHUNK,
  chunkUrl,
  idlePreloadAllowed,
  onIdleAfterLoad,
  prefetch,
} from '../../client/idlePreload';
import {loadedModal} from './modalChunk';

/**
 * While the page is idle after load: the modal's chunk (downloaded, not run) and the embedded
 * engine (in its worker). Not with Save-Data or 2G.
 */
export function useIdlePreload(preload: () => void): void {
  useEffect(() => {
    if (!idlePreloadAllowed()) return;
    onIdleAfterLoad(() => {
      const url = loadedModal() ? null : chunkUrl(MODAL_CHUNK);
      if (url) prefetch(url);
      preload();
    });
  }, [preload]);
}
