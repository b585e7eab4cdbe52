/**
 * Answers ahead of the keys (issue 23). Once an answer is on screen, the client asks the search
 * worker for the queries one key on that the reader is likeliest to type next
 * (`SearchEngine.nextQueries`); while the page is idle, the worker also answers the first key of
 * every letter and digit with the modal's request (`FIRST_KEYS`). The worker posts each answer; the
 * client keeps them by request, and a keystroke that lands on one is answered in the same task as
 * the key, with no round trip to the worker. The worker works on them only while no newer request
 * waits, and the client asks for them only when the reader has not asked to save data (they fetch
 * the body text of their hits).
 */
import type {AlgoliaSearchResponse, MultiQueryBody, MultiQueryRequest} from './algoliaAdapter';

/** Next queries answered ahead while the reader is in a word, and after a space (first letters are harder to guess). */
export const AHEAD_IN_WORD = 8;
export const AHEAD_AFTER_SPACE = 16;

/** How many next queries to answer ahead of `query`. */
export const aheadCount = (query: string): number =>
  query.endsWith(' ') ? AHEAD_AFTER_SPACE : AHEAD_IN_WORD;

const requestsOf = (body: MultiQueryBody): MultiQueryRequest[] =>
  Array.isArray(body) ? body : body.requests;

/**
 * The query a body asks, when every request asks the same one as a plain field (what DocSearch
 * sends); null otherwise (URL-encoded `params`, or several queries), and such a body is not
 * answered ahead.
 */
export function queryOf(body: MultiQueryBody): string | null {
  const requests = requestsOf(body);
  if (requests.length === 0) return null;
  const query = requests[0]!.query;
  if (typeof query !== 'string') return null;
  return requests.every((r) => r.query === query && r.params === undefined) ? query : null;
}

/** The same body asking `query` (every other field kept, in its place). */
export function withQuery(body: MultiQueryBody, query: string): MultiQueryBody {
  const requests = requestsOf(body).map((request) => ({...request, query}));
  return Array.isArray(body) ? requests : {...body, requests};
}

/** `value` as JSON with every object's keys sorted: the same request, whatever order its fields were set in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What an answer is kept under: the request, its fields in a fixed order. */
export const bodyKey = (body: MultiQueryBody): string => canonicalJson(body);

type Answer = {results: AlgoliaSearchResponse[]};

/**
 * The last `limit` answers kept by request key (`bodyKey`), the oldest dropped first: the page's
 * (embeddedClient.ts) and the worker's (searchWorker.ts).
 */
export function answersKept(limit: number): {
  get(key: string): Answer | undefined;
  keep(key: string, answer: Answer): void;
} {
  const kept = new Map<string, Answer>();
  return {
    get: (key) => kept.get(key),
    keep(key, answer) {
      kept.delete(key);
      kept.set(key, answer);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
  };
}
