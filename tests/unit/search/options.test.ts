import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

import {
  DEFAULT_OPTIONS,
  OptionsSchema,
  validateOptions,
  type Options,
} from '../../../plugins/search/options';
import {pushConfig, pushRecords} from '../../../plugins/search/server/push';
import {READER_QUERIES, searchModeFromEnv, searchPluginOptions} from '../../../src/config/search';
import {rec} from './helpers';

const validate = (options?: Options) =>
  validateOptions({validate: normalizePluginOptions as never, options});

describe('plugin options', () => {
  it('pins the defaults', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(DEFAULT_OPTIONS).toEqual({
      mode: 'embedded',
      indexName: 'abstra-docs',
      insights: true,
      searchPagePath: 'search',
      outputDir: 'search',
      topLevelLabel: 'Docs',
      blogLabel: 'Blog',
      ignorePatterns: ['/docs/tests/**'],
      indexTimeoutMs: 10000,
      missingResultsRepository: false,
      readerQueries: [],
    });
  });

  it('takes readerQueries as a list of paths, and refuses anything else', () => {
    expect(validate({readerQueries: ['bench/q.json', 'bench/q']}).readerQueries).toEqual([
      'bench/q.json',
      'bench/q',
    ]);
    expect(() => validate({readerQueries: 'bench/q.json' as unknown as string[]})).toThrow(
      /"readerQueries" must be an array/,
    );
    expect(() => validate({readerQueries: ['']})).toThrow(/readerQueries\[0\]/);
  });

  it('accepts overrides, including blogLabel: false', () => {
    expect(
      validate({blogLabel: false, outputDir: 'find/index', indexTimeoutMs: 5000}),
    ).toMatchObject({
      blogLabel: false,
      outputDir: 'find/index',
      indexTimeoutMs: 5000,
    });
  });

  it('rejects bad values with clear messages', () => {
    expect(() => validate({outputDir: '../out'})).toThrow(
      'outputDir must be a relative folder such as "search".',
    );
    expect(() => validate({indexTimeoutMs: 10})).toThrow(/indexTimeoutMs/);
    expect(() => validate({blogLabel: true as never})).toThrow(/blogLabel/);
    expect(() => validate({compress: true} as never)).toThrow(
      'The "compress" option was removed: the index is always written gzip-compressed.',
    );
    expect(OptionsSchema.validate({unknown: 1}).error?.message).toMatch(/not allowed/);
    expect(() => validate({mode: 'algolia' as never})).toThrow(/"mode" must be one of/);
    expect(() => validate({missingResultsRepository: true as never})).toThrow(
      'missingResultsRepository must be a GitHub repository URL such as "https://github.com/owner/name", or false.',
    );
    expect(() => validate({missingResultsRepository: 'https://gitlab.com/a/b'})).toThrow(
      'missingResultsRepository must be a GitHub repository URL such as "https://github.com/owner/name", or false.',
    );
    expect(
      validate({missingResultsRepository: 'https://github.com/abstra-app/abstra-lib'}),
    ).toMatchObject({missingResultsRepository: 'https://github.com/abstra-app/abstra-lib'});
    expect(() => validate({searchPagePath: '/search'})).toThrow(
      'searchPagePath must be a relative path such as "search".',
    );
  });

  it('hosted mode needs appId and apiKey; embedded mode refuses them (no fake credentials)', () => {
    expect(validate({mode: 'hosted', appId: 'APP', apiKey: 'key', indexName: 'idx'})).toMatchObject(
      {mode: 'hosted', appId: 'APP', apiKey: 'key', indexName: 'idx'},
    );
    expect(() => validate({mode: 'hosted', appId: 'APP'})).toThrow(
      'Hosted search needs "apiKey" (Algolia apiKey).',
    );
    expect(() => validate({mode: 'hosted', apiKey: 'key'})).toThrow(
      'Hosted search needs "appId" (Algolia appId).',
    );
    expect(() => validate({appId: 'EMBEDDED'})).toThrow(
      `"appId" is only used in hosted mode; set mode: 'hosted' or remove it.`,
    );
    expect(validate({})).not.toHaveProperty('appId');
  });
});

describe('search mode (src/config/search.ts)', () => {
  const hosted = {ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'};
  it('is embedded without credentials and hosted with all three', () => {
    expect(searchModeFromEnv({})).toBe('embedded');
    expect(searchPluginOptions({})).toEqual({mode: 'embedded', readerQueries: READER_QUERIES});
    expect(searchPluginOptions(hosted)).toEqual({
      mode: 'hosted',
      readerQueries: READER_QUERIES,
      appId: 'APP',
      apiKey: 'key',
      indexName: 'idx',
    });
    // What the config produces is valid plugin options in both modes.
    expect(validate(searchPluginOptions(hosted))).toMatchObject({mode: 'hosted', insights: true});
    expect(validate(searchPluginOptions({}))).toMatchObject({mode: 'embedded'});
  });

  it('throws a clear error when only some are set', () => {
    expect(() => searchModeFromEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(
      /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
    );
    expect(() => searchModeFromEnv({ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'})).toThrow(
      /missing: ALGOLIA_APP_ID/,
    );
  });
});

describe('search:push', () => {
  it('refuses to run without the admin key, naming what is missing', () => {
    expect(() => pushConfig({ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i'})).toThrow(
      /needs ALGOLIA_ADMIN_API_KEY/,
    );
  });

  it('uploads settings and batches to a temporary index, then moves it over the live one', async () => {
    const calls: Array<{method: string; url: string; body: unknown; key: string | null}> = [];
    const fakeFetch = (async (url: string, init: RequestInit = {}) => {
      const headers = init.headers as Record<string, string> | undefined;
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
        key: headers?.['X-Algolia-API-Key'] ?? null,
      });
      const body = url.includes('/task/') ? {status: 'published'} : {taskID: calls.length};
      return new Response(JSON.stringify(body), {status: 200});
    }) as typeof fetch;
    const records = [rec('a', 'A'), rec('b', 'B'), rec('c', 'C')];
    await pushRecords(
      records,
      {hitsPerPage: 20},
      {appId: 'APP', indexName: 'docs', adminKey: 'secret'},
      fakeFetch,
      2,
    );
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT https://APP.algolia.net/1/indexes/docs_tmp/settings',
      'POST https://APP.algolia.net/1/indexes/docs_tmp/synonyms/batch?replaceExistingSynonyms=true',
      'POST https://APP.algolia.net/1/indexes/docs_tmp/batch',
      'POST https://APP.algolia.net/1/indexes/docs_tmp/batch',
      'POST https://APP.algolia.net/1/indexes/docs_tmp/operation',
    ]);
    expect(writes[1]!.body).toContainEqual({
      objectID: 'syn-dir',
      type: 'synonym',
      synonyms: ['dir', 'directory', 'folder'],
    });
    expect((writes[2]!.body as {requests: unknown[]}).requests).toHaveLength(2);
    expect(writes[4]!.body).toEqual({operation: 'move', destination: 'docs'});
    expect(calls.every((c) => c.key === 'secret')).toBe(true);
  });
});
