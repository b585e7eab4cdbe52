import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Paths (with the /docs/ base) of every URL in the built sitemap. */
export function sitemapPaths(buildDir = path.join(__dirname, '..', '..', 'build')): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(sitemap)) {
    throw new Error(`No sitemap at ${sitemap}: run "npm run build" before the end-to-end tests.`);
  }
  const xml = readFileSync(sitemap, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}
