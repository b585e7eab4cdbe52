/**
 * The tracker's event bus: theme components report what happened here, with one call, and never
 * import the tracker itself. With tracking off nobody listens and `emit` does nothing.
 */
import type {TrackerEventBody} from '../shared/types';

/** Extra detail a search UI gives with a search, for hosted-search analytics (Algolia insights). */
export interface SearchDetail {
  queryID?: string;
  index?: string;
  /** Hits in display order (objectID and page URL). */
  results?: Array<{objectID: string; url: string}>;
}

export type BusEvent =
  | (Extract<TrackerEventBody, {type: 'search'}> & SearchDetail)
  | Exclude<TrackerEventBody, {type: 'search' | 'page_view' | 'not_found'}>;

type Listener = (event: BusEvent) => void;

const listeners = new Set<Listener>();

export const trackerBus = {
  emit(event: BusEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.warn('[tracker] listener failed', error);
      }
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

interface SearchResponseLike {
  nbHits?: number;
  queryID?: string;
  hits?: Array<{objectID?: string; url?: string}>;
}

/**
 * One-call helper for search UIs: reports a finished search (query, hit count, mode) with the
 * details hosted-search analytics need. `response` is the first result of the multi-query answer.
 */
export function emitSearch(
  query: string,
  response: unknown,
  mode: 'embedded' | 'hosted',
  source: 'modal' | 'page',
  index?: string,
): void {
  const r = response as SearchResponseLike | undefined;
  if (!query.trim() || !r) return;
  trackerBus.emit({
    type: 'search',
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
