import type {Options as SearchPluginOptions} from '../../plugins/search/options';

export type SearchMode = 'embedded' | 'hosted';

type SearchEnv = Partial<
  Record<'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_API_KEY' | 'ALGOLIA_INDEX_NAME', string>
>;

/**
 * The reader query set of bench/search (files and folders, relative to the site): the queries
 * the embedded engine learns readers' words from. The unseen set (bench/search/unseen) is never
 * among them, so its score shows how the learned words do on queries they were not learned from
 * (tests/build/searchRelevance.test.ts checks both).
 */
export const READER_QUERIES = ['bench/search/queries.json', 'bench/search/queries'];

/** Hosted mode needs all three variables; two of three is a configuration mistake. */
export function searchModeFromEnv(env: SearchEnv): SearchMode {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId && !apiKey && !indexName) {
    return 'embedded';
  }
  const missing = [
    !appId && 'ALGOLIA_APP_ID',
    !apiKey && 'ALGOLIA_SEARCH_API_KEY',
    !indexName && 'ALGOLIA_INDEX_NAME',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Hosted search needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME; missing: ${missing.join(', ')}. Unset all three to use the embedded search index.`,
    );
  }
  return 'hosted';
}

/** Options of the search plugin for either mode: embedded unless all three ALGOLIA_* are set. */
export function searchPluginOptions(env: SearchEnv): SearchPluginOptions {
  if (searchModeFromEnv(env) === 'embedded')
    return {mode: 'embedded', readerQueries: READER_QUERIES};
  return {
    mode: 'hosted',
    readerQueries: READER_QUERIES,
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_SEARCH_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
  };
}
