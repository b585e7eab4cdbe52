/**
 * One representative page per kind, on our site and on the stock template.
 * The size-budget test (tests/build/sizeBudget.test.ts) uses the same list.
 */
export const PAGE_KINDS = [
  'landing',
  'reference',
  'widget',
  'long guide',
  'search',
  '404',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const OUR_PAGES: Record<PageKind, string> = {
  landing: '/docs/',
  reference: '/docs/tools/tables/reference/select',
  widget: '/docs/workflow/forms/widgets/text-input',
  // The longest guide (18 KB of MDX, nine code blocks).
  'long guide': '/docs/workflow/forms/',
  search: '/docs/search',
  // Lighthouse refuses to audit a response with status 404, so the not-found page is loaded by
  // its file name: the same HTML and scripts, and no route matches it either.
  '404': '/docs/404.html',
};

/** The template's closest pages: its docs are short tutorials. */
export const STOCK_PAGES: Record<PageKind, string> = {
  landing: '/docs/',
  reference: '/docs/tutorial-basics/create-a-document',
  widget: '/docs/tutorial-extras/translate-your-site',
  'long guide': '/docs/tutorial-basics/markdown-features',
  search: '/docs/search',
  '404': '/docs/404.html',
};
