/**
 * Pages left out of the sitemap (globs on the full path, as `@docusaurus/plugin-sitemap`'s
 * `ignorePatterns`). The sitemap plugin and tests/build/routes.test.ts read this one list.
 */
export const sitemapIgnorePatterns: string[] = [
  // The test-only pages, built for the end-to-end tests only (src/config/buildFlags.ts).
  '/docs/tests/**',
  // A page with no content of its own: reachable from every page, not a page to list. Its results
  // pages (?q=) are noindex (plugins/search/theme/SearchPage).
  '/docs/search',
];
