/**
 * Pages left out of the sitemap (globs on the full path, as `@docusaurus/plugin-sitemap`'s
 * `ignorePatterns`). The sitemap plugin and tests/build/routes.test.ts read this one list.
 */
import {TEST_PAGES_ROUTE_GLOB} from '../../plugins/shared/testPages.mjs';

export const sitemapIgnorePatterns: string[] = [
  // The test-only pages, built for the end-to-end tests only (src/config/buildFlags.ts).
  TEST_PAGES_ROUTE_GLOB,
  // A page with no content of its own: reachable from every page, not a page to list. Its results
  // pages (?q=) are noindex (plugins/search/theme/SearchPage).
  '/docs/search',
];
