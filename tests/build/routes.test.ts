import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createMatcher} from '@docusaurus/utils';
import {beforeAll, describe, expect, it} from 'vitest';

import {sitemapIgnorePatterns} from '../../src/config/sitemap';

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

const sharedRoutes = path.join(repoRoot, '..', 'shared', 'spec', 'routes.txt');

describe('the route list', () => {
  // The shared spec sits beside the repository on the team's machines and in CI, not in a clone
  // made elsewhere: then there is nothing to compare with.
  it.skipIf(!existsSync(sharedRoutes))(
    'is an exact copy of the shared spec (skipped: ../shared/spec/routes.txt is not beside the repository)',
    () => {
      expect(readFileSync(path.join(repoRoot, 'spec', 'routes.txt'), 'utf8')).toBe(
        readFileSync(sharedRoutes, 'utf8'),
      );
    },
  );

  it('has a built page for every route, and every indexable one in the sitemap', () => {
    const routes = specRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const sitemap = sitemapPathnames();
    const bare = (route: string) => route.replace(/(.)\/$/, '$1');
    const inSitemap = (route: string) =>
      sitemap.has(route) || sitemap.has(bare(route)) || sitemap.has(`${bare(route)}/`);
    const ignored = createMatcher(sitemapIgnorePatterns);
    const problems = routes.flatMap((route) => {
      if (builtFileForRoute(route) === null) return [`${route}: no page in build/`];
      if (!ignored(bare(route)) && !inSitemap(route)) return [`${route}: not in the sitemap`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('has a source file for every doc route (a built page is never an empty placeholder)', () => {
    const notDocs = new Set(['/docs/search']);
    const missing = specRoutes().filter(
      (route) => !notDocs.has(route) && sourceFileForRoute(route) === null,
    );
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
