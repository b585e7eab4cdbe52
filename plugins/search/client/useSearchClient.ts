/**
 * The one place where the browser decides between the embedded engine and
 * hosted Algolia, from the plugin's global data (`mode`). Both the modal and
 * the search page get their client here.
 */
import {useCallback, useEffect, useMemo, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';

import {PLUGIN_NAME, SEARCH_LIMITS} from '../shared/constants';
import type {MultiQueryBody} from '../shared/algoliaAdapter';
import type {SearchGlobalData} from '../shared/types';
import {
  createEmbeddedSearchClient,
  preloadEmbeddedEngine,
  type SearchClientLike,
} from './embeddedClient';
import {hostedSearchClient} from './hostedClient';
import {searchResultUrl} from './resultUrl';

export function useSearchData(): SearchGlobalData {
  return usePluginData(PLUGIN_NAME) as SearchGlobalData;
}

/**
 * Warm the embedded engine (no-op in hosted mode). `firstKeys`, asked at each preload, gives the
 * request whose first keys the worker answers ahead, if any.
 */
export function usePreloadSearch(firstKeys: () => MultiQueryBody | undefined): () => void {
  const data = useSearchData();
  return useMemo(
    () =>
      data.mode === 'embedded' ? () => preloadEmbeddedEngine(data, firstKeys()) : () => undefined,
    [data, firstKeys],
  );
}

/** Client for the search page: the embedded worker, or Algolia's lite client loaded on demand. */
export function useSearchPageClient(): SearchClientLike | null {
  const data = useSearchData();
  const [client, setClient] = useState<SearchClientLike | null>(() =>
    data.mode === 'embedded' ? createEmbeddedSearchClient(data) : null,
  );
  useEffect(() => {
    const hosted = data.hosted;
    if (!hosted) return undefined;
    let cancelled = false;
    hostedSearchClient(hosted).then(
      (c) => {
        if (!cancelled) setClient(c);
      },
      (error: unknown) => console.warn('[abstra-search] the Algolia client failed to load', error),
    );
    return () => {
      cancelled = true;
    };
  }, [data.hosted]);
  return client;
}

/** Hit URLs of this site become SPA paths; other sites' URLs are kept whole (resultUrl.ts). */
export function useSearchResultUrl(): (url: string) => string {
  const {siteOrigin} = useSearchData();
  return useCallback(
    (url: string) => {
      const page = typeof window === 'undefined' ? `${siteOrigin}/` : window.location.href;
      const origins =
        typeof window === 'undefined' ? [siteOrigin] : [siteOrigin, window.location.origin];
      return searchResultUrl(url, origins, page);
    },
    [siteOrigin],
  );
}

/** `/docs/search?q=…` for a query. */
export function useSearchPageLink(): (query: string) => string {
  const {searchPagePath} = useSearchData();
  return useCallback(
    (query: string) => `${searchPagePath}?q=${encodeURIComponent(query)}`,
    [searchPagePath],
  );
}

const NARROW_SCREEN = `(max-width: ${SEARCH_LIMITS.narrowScreenMaxWidth}px)`;

/** Snippet length in words for a screen: 10, or 5 up to 768 px wide. */
const snippetWordsFor = (narrow: boolean): number =>
  narrow ? SEARCH_LIMITS.snippetWordsNarrow : SEARCH_LIMITS.snippetWords;

/** Snippet length for the screen as it is now (in the browser). */
export const snippetWordsNow = (): number =>
  snippetWordsFor(window.matchMedia(NARROW_SCREEN).matches);

/** Snippet length for the current screen: 10 words, 5 up to 768 px wide. */
export function useSnippetWords(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia(NARROW_SCREEN);
    setNarrow(mql.matches);
    const onChange = (e: MediaQueryListEvent) => setNarrow(e.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return snippetWordsFor(narrow);
}
