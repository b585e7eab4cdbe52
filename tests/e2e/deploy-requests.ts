/**
 * Sample requests every deploy target must answer as the preview server does. Plain data, so
 * that both the end-to-end specs and the unit tests (tests/unit/deploy/) read it.
 */
/** Requests every target redirects (301) to the same place as the preview server. */
export const REDIRECTED = [
  '/',
  '/?a=1',
  '/docs',
  '/docs/index.html',
  '/docs/tools/tables/index.html',
  '/docs/tools/tables.html?tab=cloud',
  '/docs/tools/tables/reference/select.html',
];

/** Accept headers of the twin-negotiation checks: what tools and browsers send, and edge cases. */
export const ACCEPTS = [
  'text/markdown',
  'text/markdown ;q=0.9',
  'text/markdown, text/html;q=0.9',
  'text/html, text/markdown;q=0.5',
  'text/markdown;q=0.45, text/html;q=0.5',
  'text/markdown;q=0.5, text/html;q=0.4',
  'TEXT/MARKDOWN; charset=utf-8; q=0.9, text/html; q=0.8',
  'text/*, text/html;q=0.5',
  'text/markdown;q=0',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  '*/*',
  '',
];

/** Pages of the twin checks: the root, a folder index with and without its slash, a page with no twin. */
export const NEGOTIATED_PAGES = [
  '/docs/',
  '/docs/tools/tables',
  '/docs/tools/tables/',
  '/docs/search',
];
