import {describe, expect, it} from 'vitest';

import {embeddedIndexName, searchConfig, searchModeFromEnv} from '../../../src/config/search';

describe('search configuration', () => {
  it('uses the embedded index when no Algolia variable is set', () => {
    expect(searchModeFromEnv({})).toBe('embedded');
    const config = searchConfig({});
    expect(config.indexName).toBe(embeddedIndexName);
    expect(config.contextualSearch).toBe(false);
    expect(config.searchPagePath).toBe('search');
    expect(config.insights).toBe(false);
  });

  it('uses hosted Algolia when all three variables are set', () => {
    const env = {
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'abstra_docs',
    };
    expect(searchModeFromEnv(env)).toBe('hosted');
    expect(searchConfig(env)).toMatchObject({
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'abstra_docs',
      insights: true,
      contextualSearch: false,
    });
  });

  it('refuses a partial hosted configuration and names what is missing', () => {
    expect(() => searchModeFromEnv({ALGOLIA_APP_ID: 'APP123'})).toThrow(
      /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
    expect(() => searchModeFromEnv({ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toThrow(
      /missing: ALGOLIA_APP_ID/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(searchModeFromEnv({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: ''})).toBe('embedded');
  });
});
