import {SEARCH_LIMITS} from './constants';

/**
 * Cuts a query at `SEARCH_LIMITS.maxQueryLength` (64) characters, without splitting a
 * surrogate pair. Applied to the modal, the search page (input and `q`), the
 * engine and the node-side API.
 */
export function cutQuery(query: string, max: number = SEARCH_LIMITS.maxQueryLength): string {
  if (query.length <= max) return query;
  let s = query.slice(0, max);
  if (/[\ud800-\udbff]$/.test(s)) s = s.slice(0, -1);
  return s;
}
