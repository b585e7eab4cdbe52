/**
 * Reports each answered search as the site's `search` event (plugins/shared/siteEvents.ts), for
 * whichever plugin listens (the tracker). The search theme knows nothing of who listens.
 */
import {emitSiteEvent} from '../../shared/siteEvents';

interface SearchResponseLike {
  nbHits?: number;
  queryID?: string;
  hits?: Array<{objectID?: string; url?: string}>;
}

/**
 * Reports a finished search (query, hit count, mode) with the details hosted-search analytics
 * need. `response` is the first result of the multi-query answer.
 */
export function reportSearch(
  query: string,
  response: unknown,
  mode: 'embedded' | 'hosted',
  source: 'modal' | 'page',
  index?: string,
): void {
  const r = response as SearchResponseLike | undefined;
  if (!query.trim() || !r) return;
  emitSiteEvent('search', {
    query: query.trim(),
    hits: r.nbHits ?? r.hits?.length ?? 0,
    mode,
    source,
    queryID: r.queryID,
    index,
    results: (r.hits ?? []).map((h) => ({objectID: String(h.objectID), url: String(h.url)})),
  });
}

/** Query of the first request of a DocSearch multi-query body. */
export function firstQuery(body: unknown): string {
  const requests = Array.isArray(body) ? body : (body as {requests?: unknown[]})?.requests;
  const first = requests?.[0] as {query?: string; params?: {query?: string}} | undefined;
  return first?.query ?? first?.params?.query ?? '';
}
