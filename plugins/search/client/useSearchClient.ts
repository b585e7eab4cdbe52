/**
 * The one place where the browser decides between the embedded engine and
 * hosted Algolia. Both the modal (via DocSearch's `transformSearchClient`) and
 * the search page get their client here.
 */
import {useEffect, useMemo, useState} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {PLUGIN_NAME, SEARCH_LIMITS} from '../shared/constants';
import type {SearchGlobalData} from '../shared/types';
import {embeddedAppId} from '../../../src/config/search';
import {
  createEmbeddedSearchClient,
  preloadEmbeddedEngine,
  type SearchClientLike,
} from './embeddedClient';

interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

export function useAlgoliaConfig(): AlgoliaConfig {
  const {siteConfig} = useDocusaurusContext();
  return (siteConfig.themeConfig as unknown as {algolia: AlgoliaConfig}).algolia;
}

export function useSearchMode(): {embedded: boolean; data: SearchGlobalData} {
  const {appId} = useAlgoliaConfig();
  const data = usePluginData(PLUGIN_NAME) as SearchGlobalData;
  return {embedded: appId === embeddedAppId, data};
}

/** Warm the embedded engine (no-op in hosted mode). */
export function usePreloadSearch(): () => void {
  const {embedded, data} = useSearchMode();
  return useMemo(
    () => (embedded ? () => preloadEmbeddedEngine(data) : () => undefined),
    [embedded, data],
  );
}

/** Client for the search page: embedded, or Algolia's lite client loaded on demand. */
export function useSearchPageClient(): SearchClientLike | null {
  const {embedded, data} = useSearchMode();
  const {appId, apiKey} = useAlgoliaConfig();
  const [client, setClient] = useState<SearchClientLike | null>(() =>
    embedded ? createEmbeddedSearchClient(data) : null,
  );
  useEffect(() => {
    if (embedded) return;
    let cancelled = false;
    import('algoliasearch/lite').then(({liteClient}) => {
      if (!cancelled) setClient(liteClient(appId, apiKey) as unknown as SearchClientLike);
    });
    return () => {
      cancelled = true;
    };
  }, [embedded, appId, apiKey]);
  return client;
}

/** Snippet length for the current screen: 10 words, 5 up to 768 px wide. */
export function useSnippetWords(): number {
  const query = `(max-width: ${SEARCH_LIMITS.narrowScreenMaxWidth}px)`;
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia(query);
    setNarrow(mql.matches);
    const onChange = (e: MediaQueryListEvent) => setNarrow(e.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, [query]);
  return narrow ? SEARCH_LIMITS.snippetWordsNarrow : SEARCH_LIMITS.snippetWords;
}
