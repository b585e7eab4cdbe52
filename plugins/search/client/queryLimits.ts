import {SEARCH_LIMITS} from '../shared/constants';
import type {MultiQueryBody} from '../shared/algoliaAdapter';
import {cutQuery} from '../shared/cutQuery';

/** Cuts every request's query at `max` characters (spec: 64), without splitting a surrogate pair. */
export function cutQueries<T extends MultiQueryBody>(
  body: T,
  max: number = SEARCH_LIMITS.maxQueryLength,
): T {
  const cut = (q: unknown) => (typeof q === 'string' ? cutQuery(q, max) : q);
  const requests = Array.isArray(body) ? body : body.requests;
  const next = requests.map((r) => ({...r, query: cut(r.query) as string | undefined}));
  return (Array.isArray(body) ? next : {...body, requests: next}) as T;
}

/** `attributesToSnippet` for DocSearch's attributes at a given snippet length. */
export function snippetAttributes(words: number): string[] {
  return [
    ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:${words}`),
    `content:${words}`,
  ];
}

/**
 * Every parameter of the modal's search request, DocSearch's defaults written out (its
 * `getSources` in `@docsearch/react`), so the request is known before the modal sends one: the
 * worker answers the first key of every letter with it ahead (shared/speculation.ts), and
 * tests/e2e/search.spec.ts fails if DocSearch's request no longer matches it.
 */
export function modalSearchParameters(snippetWords: number, clickAnalytics: boolean) {
  return {
    attributesToRetrieve: [
      ...['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}`),
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: snippetAttributes(snippetWords),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: SEARCH_LIMITS.hitsPerPage,
    clickAnalytics,
  };
}
