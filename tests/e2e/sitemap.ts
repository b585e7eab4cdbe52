import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';

const defaultBuildDir = path.join(__dirname, '..', '..', 'build');

/** Paths (with the /docs/ base) of every URL in the built sitemap. */
export function sitemapPaths(buildDir = defaultBuildDir): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) {
    throw new Error(`No sitemap at ${sitemap}: run "npm run build" before the end-to-end tests.`);
  }
  const xml = readFileSync(sitemap, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A page readers can reach, with the HTTP status it is served with. */
export interface SitePage {
  pathname: string;
  status: number;
}

/** Pages readers see that the sitemap leaves out on purpose: the search page and the 404 page. */
export const pagesOutsideSitemap: SitePage[] = [
  {pathname: '/docs/search', status: 200},
  {pathname: '/docs/no-such-page', status: 404},
];

/** Every page of the sitemap, then the pages outside it. */
export function allPages(buildDir = defaultBuildDir): SitePage[] {
  const inSitemap = sitemapPaths(buildDir).map((pathname) => ({pathname, status: 200}));
  const seen = new Set(inSitemap.map((page) => page.pathname));
  return [...inSitemap, ...pagesOutsideSitemap.filter((page) => !seen.has(page.pathname))];
}

/** The built HTML that answers a page. */
function builtHtml(page: SitePage, buildDir: string): string {
  if (page.status === 404) return readFileSync(path.join(buildDir, '404.html'), 'utf8');
  const relative = page.pathname.slice(BASE_PATH.length).replace(/\/$/, '');
  const candidates =
    relative === ''
      ? [path.join(buildDir, 'index.html')]
      : [path.join(buildDir, relative, 'index.html'), path.join(buildDir, `${relative}.html`)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${page.pathname} has no built page in ${buildDir}.`);
  return readFileSync(file, 'utf8');
}

/**
 * What a page is made of, for choosing which pages to check in both colour modes: its template
 * (the theme's `*-page` class on <html>, e.g. `docs-doc-page`, `blog-post-page`) and the class
 * names inside its content (CSS-module hashes removed), which name the components it shows, and
 * any inline colour or background style in it.
 */
function pageParts(html: string): {template: string; parts: Set<string>} {
  const htmlClasses = html.match(/<html[^>]*\sclass=(?:"([^"]*)"|([^\s>]+))/);
  const classes = (htmlClasses?.[1] ?? htmlClasses?.[2] ?? '').split(/\s+/);
  const template = classes.find((c) => c.endsWith('-page')) ?? (classes.join(' ') || 'plain');
  const content = html.match(/<article[\s\S]*<\/article>/)?.[0] ?? html;
  const parts = new Set(
    [...content.matchAll(/\sclass=(?:"([^"]*)"|([^\s>]+))/g)]
      .flatMap((match) => (match[1] ?? match[2] ?? '').split(/\s+/))
      .filter(Boolean)
      .map((name) => `${template} ${name.replace(/_[A-Za-z0-9-]{4}$/, '')}`),
  );
  // An inline colour or background is a look of its own: each distinct one is a part.
  for (const match of content.matchAll(/\sstyle="([^"]*(?:color|background)[^"]*)"/gi)) {
    parts.add(`${template} style:${match[1]}`);
  }
  parts.add(template);
  return {template, parts};
}

/**
 * The pages to check in dark mode as well: at least one page per template, and together they show
 * every component class that any page shows (a greedy cover, so a handful of pages). Derived from
 * the build, so a new template or component is covered without editing a list.
 */
export function pagesCoveringEveryTemplate(buildDir = defaultBuildDir): SitePage[] {
  const candidates = allPages(buildDir).map((page) => ({
    page,
    ...pageParts(builtHtml(page, buildDir)),
  }));
  const uncovered = new Set(candidates.flatMap((candidate) => [...candidate.parts]));
  const chosen: SitePage[] = [];
  while (uncovered.size > 0) {
    let best = candidates[0]!;
    let bestGain = -1;
    for (const candidate of candidates) {
      let gain = 0;
      for (const part of candidate.parts) if (uncovered.has(part)) gain += 1;
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    chosen.push(best.page);
    for (const part of best.parts) uncovered.delete(part);
  }
  return chosen;
}
