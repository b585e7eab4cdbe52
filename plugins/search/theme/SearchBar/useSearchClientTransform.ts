import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SEARCH_LIMITS} from '../../shared/constants';
import type {MultiQueryBody} from '../../shared/algoliaAdapter';
import type {SearchGlobalData} from '../../shared/types';
import {createEmbeddedSearchClient, emptyResults} from '../../client/embeddedClient';
import {hostedSearchClient} from '../../client/hostedClient';
import {idlePreloadAllowed} from '../../client/idlePreload';
import {cutQueries} from '../../client/queryLimits';
import {isRetryError, searchErrorStore, suggestionStore} from '../../client/searchErrorStore';
import {firstQuery, reportSearch} from '../../client/reportSearch';

export interface TransformableClient {
  search: (body: MultiQueryBody, options?: unknown) => Promise<unknown>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: unknown;
}

/**
 * DocSearch's `transformSearchClient`: its `search` goes to the embedded worker or to hosted
 * Algolia, with queries cut at 64 characters; an unreachable index shows the error screen
 * (not an uncaught rejection), and each answered search is remembered for the no-results
 * suggestions and reported as the site's `search` event (client/reportSearch.ts).
 */
export function useSearchClientTransform(
  data: SearchGlobalData,
): (client: TransformableClient) => TransformableClient {
  const {siteMetadata} = useDocusaurusContext();
  return useCallback(
    (client: TransformableClient): TransformableClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // The modal shows at most maxResultsPerGroup hits of each section: body text for those only.
      // It searches on every key, so the next keys are answered ahead, unless the reader saves data.
      const embeddedClient =
        data.mode === 'embedded'
          ? createEmbeddedSearchClient(data, {
              contentPerGroup: SEARCH_LIMITS.maxResultsPerGroup,
              ahead: idlePreloadAllowed(),
            })
          : null;
      const search = (body: MultiQueryBody, options?: unknown): Promise<unknown> =>
        embeddedClient
          ? embeddedClient.search(body, options)
          : hostedSearchClient(data.hosted!).then((hosted) => {
              hosted.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
              return hosted.search(body, options);
            });
      return {
        ...client,
        search: (body: MultiQueryBody, options?: unknown) =>
          search(cutQueries(body), options).then(
            (response) => {
              searchErrorStore.set(false);
              // A superseded keystroke carries the newest query's answer: that
              // query reports it (embeddedClient.ts).
              if ((response as {superseded?: true}).superseded) return response;
              suggestionStore.remember((response as {results: []}).results ?? []);
              reportSearch(
                firstQuery(body),
                (response as {results?: unknown[]}).results?.[0],
                data.mode,
                'modal',
              );
              return response;
            },
            (error: unknown) => {
              // All hosts (or the index) unreachable: the error screen, and no
              // uncaught rejection left in the console.
              if (isRetryError(error)) {
                searchErrorStore.set(true);
                console.warn('[abstra-search] search unavailable:', (error as Error).message);
                return emptyResults(body);
              }
              throw error;
            },
          ),
      };
    },
    [data, siteMetadata.docusaurusVersion],
  );
}
