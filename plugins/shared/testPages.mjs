/**
 * The test-only pages (src/pages/tests/, built with DOCS_TEST_PAGES=1 for the end-to-end tests
 * only), and the one route matcher the plugins use for route globs: picomatch.
 */
import picomatch from 'picomatch';

import {BASE_PATH} from './basePath.mjs';

/** Their source folder, as a glob of the pages plugin's `exclude` (relative to src/pages/). */
export const TEST_PAGES_SOURCE_GLOB = 'tests/**';

/** Their routes: never in the sitemap, the search index or the Markdown export. */
export const TEST_PAGES_ROUTE_GLOB = `${BASE_PATH}tests/**`;

/**
 * A test of a route against route globs (`*` within a segment, `**` across segments).
 * @param {readonly string[]} globs
 * @returns {(route: string) => boolean}
 */
export function routeMatcher(globs) {
  if (globs.length === 0) return () => false;
  return picomatch([...globs], {dot: true});
}

/**
 * The same test as regular-expression sources, for code that runs in the browser: a plugin
 * hands them over in its global data, so picomatch stays out of the page's JavaScript.
 * @param {readonly string[]} globs
 * @returns {string[]}
 */
export function routeRegExpSources(globs) {
  return globs.map((glob) => picomatch.makeRe(glob, {dot: true}).source);
}
