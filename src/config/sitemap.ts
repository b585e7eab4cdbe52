/**
 * Pages left out of the sitemap (globs on the full path, as `@docusaurus/plugin-sitemap`'s
 * `ignorePatterns`). The sitemap plugin and tests/build/routes.test.ts read this one list.
 */
export const sitemapIgnorePatterns: string[] = [
  // The test-only pages, built for the end-to-end tests only (src/config/buildFlags.ts).
  '/docs/tests/**',
  // A results page with no content of its own; search engines are told not to index it.
  '/docs/search',
];
