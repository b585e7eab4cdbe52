import {useCallback} from 'react';

import type {MultiQueryBody} from '../../shared/algoliaAdapter';
import {SEARCH_LIMITS} from '../../shared/constants';
import type {SearchGlobalData} from '../../shared/types';
import {idlePreloadAllowed} from '../../client/idlePreload';
import {modalSearchParameters} from '../../client/queryLimits';
import {snippetWordsNow} from '../../client/useSearchClient';

/**
 * The modal's search request with its query empty, as the embedded client sends it (with
 * `contentPerGroup`, see useSearchClientTransform.ts), for the worker to answer the first key of
 * every letter ahead (shared/speculation.ts): the reader's first key is then answered in the
 * same task. Asked at preload time, for the screen as it is then; none when the reader saves
 * data or is on 2G, as the modal's client then keeps no answers.
 */
export function useFirstKeysRequest(data: SearchGlobalData): () => MultiQueryBody | undefined {
  return useCallback(() => {
    if (data.mode !== 'embedded' || !idlePreloadAllowed()) return undefined;
    const parameters = modalSearchParameters(snippetWordsNow(), false);
    return {
      requests: [
        {
          query: '',
          indexName: data.indexName,
          ...parameters,
          contentPerGroup: SEARCH_LIMITS.maxResultsPerGroup,
        },
      ],
    };
  }, [data.mode, data.indexName]);
}
