import {describe, expect, it} from 'vitest';

import {READER_QUERIES, searchModeFromEnv, searchPluginOptions} from '../../../src/config/search';

describe('search configuration', () => {
  it('uses the embedded index when no Algolia variable is set', () => {
    expect(searchModeFromEnv({})).toBe('embedded');
    // No credentials of any kind, fake or real, in embedded mode.
    expect(searchPluginOptions({})).toEqual({mode: 'embedded', readerQueries: READER_QUERIES});
  });

  it('uses hosted Algolia when all three variables are set', () => {
    const env = {
      ALGOLIA_APP_ID: 'APP123',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'abstra_docs',
    };
    expect(searchModeFromEnv(env)).toBe('hosted');
    expect(searchPluginOptions(env)).toEqual({
      mode: 'hosted',
      readerQueries: READER_QUERIES,
      appId: 'APP123',
      apiKey: 'search-key',
      indexName: 'abstra_docs',
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

  it('refuses a partial hosted configuration in the plugin options too', () => {
    expect(() => searchPluginOptions({ALGOLIA_INDEX_NAME: 'i'})).toThrow(
      /missing: ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(searchModeFromEnv({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: ''})).toBe('embedded');
  });
});
