import {readFileSync} from 'node:fs';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';

import {
  assertBuilt,
  baseUrl,
  builtFileForRoute,
  resolveBuiltPath,
  sitemapPathnames,
} from './buildOutput';

beforeAll(assertBuilt);

const idCache = new Map<string, Set<string>>();

function idsOf(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const $ = load(readFileSync(file, 'utf8'));
    ids = new Set($('[id]').map((_, element) => $(element).attr('id') ?? '').get());
    idCache.set(file, ids);
  }
  return ids;
}

describe('internal links of every page in the sitemap', () => {
  it('point to pages and anchors that exist', () => {
    const broken: string[] = [];
    for (const pagePath of sitemapPathnames()) {
      const file = builtFileForRoute(pagePath);
      if (!file) {
        broken.push(`${pagePath}: page missing from the build`);
        continue;
      }
      const $ = load(readFileSync(file, 'utf8'));
      $('a[href]').each((_, element) => {
        const href = $(element).attr('href') ?? '';
        if (/^(https?:|mailto:|tel:|javascript:)/.test(href) || href === '#') return;
        const url = new URL(href, `http://localhost${pagePath}`);
        if (!url.pathname.startsWith(baseUrl)) {
          broken.push(`${pagePath}: ${href} leaves the site's base path`);
          return;
        }
        const target = url.pathname === pagePath ? file : resolveBuiltPath(url.pathname);
        if (!target) {
          broken.push(`${pagePath}: ${href} has no page`);
          return;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) {
          broken.push(`${pagePath}: ${href} has no #${anchor} anchor`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});
