import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';

/** Index name used by the embedded engine when no hosted index is set. */
export const embeddedIndexName = 'abstra-docs';
/** Placeholder credentials: the embedded engine never sends them anywhere. */
export const embeddedAppId = 'EMBEDDED';
export const embeddedApiKey = 'embedded-search-no-key-needed';

export type SearchMode = 'embedded' | 'hosted';

type SearchEnv = Partial<
  Record<'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_API_KEY' | 'ALGOLIA_INDEX_NAME', string>
>;

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

/** The `themeConfig.algolia` block for either mode. */
export function searchConfig(env: SearchEnv): AlgoliaThemeConfig['algolia'] {
  const mode = searchModeFromEnv(env);
  const hosted = mode === 'hosted';
  return {
    appId: hosted ? env.ALGOLIA_APP_ID!.trim() : embeddedAppId,
    apiKey: hosted ? env.ALGOLIA_SEARCH_API_KEY!.trim() : embeddedApiKey,
    indexName: hosted ? env.ALGOLIA_INDEX_NAME!.trim() : embeddedIndexName,
    contextualSearch: false,
    searchPagePath: 'search',
    insights: hosted,
    searchParameters: {},
  };
}
