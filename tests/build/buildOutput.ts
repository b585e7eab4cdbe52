import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const buildDir = path.join(repoRoot, 'build');
export const docsDir = path.join(repoRoot, 'docs');
export const baseUrl = BASE_PATH;

export function assertBuilt(): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build found: run "npm run build" before the build tests.');
  }
}

/** All files below `dir` whose name passes `keep`, as absolute paths. */
export function walk(dir: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...walk(full, keep));
    else if (keep(full)) found.push(full);
  }
  return found;
}

/** Routes of `spec/routes.txt`, e.g. `/docs/tools/tables`. */
export function specRoutes(file = path.join(repoRoot, 'spec', 'routes.txt')): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/docs'));
}

/** The built HTML file that serves a route, or null. */
export function builtFileForRoute(route: string): string | null {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  const candidates =
    relative === ''
      ? [path.join(buildDir, 'index.html')]
      : [path.join(buildDir, relative, 'index.html'), path.join(buildDir, `${relative}.html`)];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Where a URL path of the site leads in build/: a page, a static file, or null (nowhere). */
export function resolveBuiltPath(pathname: string): string | null {
  const page = builtFileForRoute(pathname);
  if (page) return page;
  const asset = path.join(buildDir, decodeURIComponent(pathname.slice(baseUrl.length)));
  return existsSync(asset) && statSync(asset).isFile() ? asset : null;
}

/** The docs source file that serves a route, or null. */
export function sourceFileForRoute(route: string): string | null {
  const relative = route.slice(baseUrl.length).replace(/\/$/, '');
  const stems = relative === '' ? ['index'] : [relative, `${relative}/index`];
  for (const stem of stems) {
    for (const ext of ['.md', '.mdx']) {
      const candidate = path.join(docsDir, `${stem}${ext}`);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

export function sitemapPathnames(): Set<string> {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
}
