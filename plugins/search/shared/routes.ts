/**
 * The one rule for comparing routes in search: a route without its trailing slash (`/docs/a/` →
 * `/docs/a`), the root staying `/`. Used where pages are collected, where readers' words name
 * their pages, and by the relevance bench, so all three agree on what one page is.
 */
export const normalizeRoute = (route: string): string => route.replace(/\/+$/, '') || '/';

/** The route of a page URL (absolute or not), without origin, query, anchor or trailing slash. */
export const routeOfUrl = (url: string): string =>
  normalizeRoute(new URL(url, 'http://x').pathname);
