import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {
  assertBuilt,
  builtFileForRoute,
  docsDir,
  repoRoot,
  sitemapPathnames,
  sourceFileForRoute,
  specRoutes,
  walk,
} from './buildOutput';

beforeAll(assertBuilt);

describe('the route list', () => {
  it('is an exact copy of the shared spec when the spec is at hand', () => {
    const shared = path.join(repoRoot, '..', 'shared', 'spec', 'routes.txt');
    if (!existsSync(shared)) return;
    expect(readFileSync(path.join(repoRoot, 'spec', 'routes.txt'), 'utf8')).toBe(
      readFileSync(shared, 'utf8'),
    );
  });

  it('has every written route in the build and in the sitemap', () => {
    const sitemap = sitemapPathnames();
    const written = specRoutes().filter((route) => sourceFileForRoute(route) !== null);
    expect(written.length).toBeGreaterThan(0);
    const bare = (route: string) => route.replace(/\/$/, '');
    const inSitemap = (route: string) =>
      sitemap.has(route) || sitemap.has(bare(route)) || sitemap.has(`${bare(route)}/`);
    const missing = written.filter((route) => builtFileForRoute(route) === null || !inSitemap(route));
    expect(missing).toEqual([]);
  });

  it('serves the docs root and the search page', () => {
    expect(builtFileForRoute('/docs/')).not.toBeNull();
    expect(builtFileForRoute('/docs/search')).not.toBeNull();
  });
});

describe('page text', () => {
  const placeholder = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b/i;

  it('has no placeholder words in any docs source file', () => {
    const offenders = walk(docsDir, (file) => /\.mdx?$/.test(file)).filter((file) =>
      placeholder.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });

  it('has no placeholder words in any built page', () => {
    const offenders: string[] = [];
    for (const pathname of sitemapPathnames()) {
      const file = builtFileForRoute(pathname);
      if (!file) continue;
      const article = readFileSync(file, 'utf8').match(/<article[\s\S]*<\/article>/)?.[0] ?? '';
      const text = article.replace(/<[^>]+>/g, ' ');
      if (placeholder.test(text)) offenders.push(pathname);
    }
    expect(offenders).toEqual([]);
  });
});
