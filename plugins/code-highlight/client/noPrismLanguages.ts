/**
 * Stands in for theme-classic's `prism-include-languages` client module, which
 * imports Prism into the main bundle to register languages in the browser.
 * Code blocks are highlighted at build time (see ../server/highlight.ts), so
 * the browser needs neither Prism nor its languages.
 */
export {};
