import {describe, expect, it} from 'vitest';

import {
  cacheControlFor,
  hashedFolders,
  htmlRedirect,
  IMMUTABLE,
  metaPolicy,
  pagesOf,
  REVALIDATE,
  servedPaths,
  siteRedirects,
  twinPath,
  withMetaPolicy,
} from '../../../plugins/security-headers/shared/siteRules.mjs';

const BASE = '/docs/';

describe('siteRules: the one source of the hosts’ files', () => {
  it('caches hashed files for a year and revalidates everything else', () => {
    expect(cacheControlFor('assets/js/main.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/index.0123abcd.json.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/shard.89abcdef.json')).toBe(IMMUTABLE);
    expect(cacheControlFor('search/index.0123abc.json.gz')).toBe(REVALIDATE); // 7 hex: no hash
    expect(cacheControlFor('search/manifest.json')).toBe(REVALIDATE);
    expect(cacheControlFor('tools/tables/index.html')).toBe(REVALIDATE);
  });

  it('names twins as the README says, and redirects .html addresses but the 404 page', () => {
    expect(twinPath('/docs/', BASE)).toBe('/docs/index.md');
    expect(twinPath('/docs/tools/tables/', BASE)).toBe('/docs/tools/tables.md');
    expect(twinPath('/docs/tools/tables', BASE)).toBe('/docs/tools/tables.md');
    expect(htmlRedirect('/docs/index.html', BASE)).toBe('/docs/');
    expect(htmlRedirect('/docs/a/index.html', BASE)).toBe('/docs/a/');
    expect(htmlRedirect('/docs/a.html', BASE)).toBe('/docs/a');
    expect(htmlRedirect('/docs/404.html', BASE)).toBeNull();
    expect(htmlRedirect('/elsewhere/a.html', BASE)).toBeNull();
  });

  it('lists each page’s addresses and the redirects a host must send', () => {
    const html = ['index.html', 'tools/tables/index.html', 'search.html', '404.html'];
    expect(pagesOf(html, BASE).map(({page, bare}) => [page, bare])).toEqual([
      ['/docs/', '/docs/'],
      ['/docs/search', '/docs/search'],
      ['/docs/tools/tables/', '/docs/tools/tables'],
    ]);
    expect(siteRedirects(html, BASE).map(({from, to}) => `${from} ${to}`)).toEqual([
      '/ /docs/',
      '/docs /docs/',
      '/docs/index.html /docs/',
      '/docs/search.html /docs/search',
      '/docs/tools/tables/index.html /docs/tools/tables/',
      '/docs/tools/tables.html /docs/tools/tables',
    ]);
    expect(servedPaths('tools/tables/index.html', BASE)).toEqual([
      '/docs/tools/tables/',
      '/docs/tools/tables',
      '/docs/tools/tables/index.html',
    ]);
  });

  it('groups hashed files by folder, with every other URL a folder wildcard may match', () => {
    const files = [
      'assets/js/main.0123abcd.js',
      'search/index.0123abcd.json.gz',
      'search/manifest.json',
      'search/index.html',
      'search.md',
      'tools/tables/index.html',
    ];
    expect(hashedFolders(files, BASE)).toEqual([
      {folder: 'assets/', exceptions: []},
      {
        folder: 'search/',
        exceptions: [
          {url: '/docs/search', file: 'search/index.html'},
          {url: '/docs/search.md', file: 'search.md'},
          {url: '/docs/search/', file: 'search/index.html'},
          {url: '/docs/search/index.html', file: 'search/index.html'},
          {url: '/docs/search/manifest.json', file: 'search/manifest.json'},
        ],
      },
    ]);
  });

  it('puts what a meta element can carry of the CSP before the page’s scripts', () => {
    const policy =
      "default-src 'self'; frame-ancestors 'self'; report-uri /r; sandbox; img-src data:";
    expect(metaPolicy(policy)).toBe("default-src 'self'; img-src data:");
    const page = '<html><head><meta charset=UTF-8><script>x()</script></head></html>';
    expect(withMetaPolicy(page, policy)).toBe(
      `<html><head><meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src data:"><script>x()</script></head></html>`,
    );
    expect(() => withMetaPolicy('<p>no head</p>', policy)).toThrow(/no <meta charset>/);
  });
});
