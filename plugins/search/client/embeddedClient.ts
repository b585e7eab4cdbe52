/**
 * Browser side of the embedded engine: a search client with the shape of
 * Algolia's lite client (`search`, `addAlgoliaAgent`, `transporter`) whose
 * `search` is answered by the search worker (searchWorker.ts). The worker
 * starts on the first `preload` (the page idle after load, see
 * idlePreload.ts, or a reader's intent) or `search`, then fetches the
 * manifest and the main index file.
 */
import type {
  AlgoliaSearchResponse,
  MultiQueryBody,
  MultiQueryRequest,
} from '../shared/algoliaAdapter';
import {answersKept, bodyKey, queryOf} from '../shared/speculation';
import type {SearchGlobalData} from '../shared/types';
import type {WorkerMessage, WorkerReply, WorkerRequest} from './workerProtocol';

/**
 * DocSearch shows its error screen ("Unable to fetch results") for the
 * Algolia client's `RetryError` (all hosts unreachable); an index that cannot
 * be fetched is the same situation, so it is reported the same way.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(cause: string) {
    super(`The search index could not be loaded: ${cause}`);
  }
}

type Pending = {resolve: (reply: WorkerReply) => void};
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * Answers kept by request body (shared/speculation.ts): those the worker worked out ahead of the
 * keys, and the reader's own (Backspace goes back to one). At most KEPT_ANSWERS, oldest out first.
 *
 * An answer ahead is one key longer than the query it follows, so only the last key's 8 to 16 are
 * read going forward; 64 also hold the reader's own answers a few keys back. Each answer costs
 * the main thread about 45 KB of live heap, traced at every full collection. Typing the bench's
 * 143 typed queries into one warm modal, then forcing a collection, left 40 MB live with 256 kept
 * and 32 MB with 64 (11 MB at Ctrl+K; one run each).
 */
const KEPT_ANSWERS = 64;
const kept = answersKept(KEPT_ANSWERS);

function failAll(message: string): void {
  for (const [id, p] of pending) p.resolve({id, ok: false, error: message});
  pending.clear();
}

function getWorker(): Worker {
  if (!worker) {
    // Bundled as its own same-origin chunk (no blob: or data: URL), so a CSP
    // with `worker-src 'self'` allows it.
    worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if ('ahead' in message) {
        kept.keep(message.ahead.key, message.ahead.result);
        return;
      }
      const p = pending.get(message.id);
      pending.delete(message.id);
      p?.resolve(message);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      failAll(event.message || 'the search worker failed to start');
    };
  }
  return worker;
}

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** Runs `task` after the next frame is painted (a task after the frame; a task where there are no frames). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(task, 0));
  } else setTimeout(task, 0);
}

/** Posts a request that gets no reply. */
function tell(request: Request): void {
  getWorker().postMessage({...request, id: nextId++} as WorkerRequest);
}

function ask(request: Request): Promise<WorkerReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, {resolve});
    getWorker().postMessage({...request, id} as WorkerRequest);
  });
}

/**
 * Start the worker and fetch the main index file without waiting; errors surface on the next
 * search. With `firstKeys` (the modal's request, its query empty), the worker then answers the
 * first key of every letter and digit with it, ahead (shared/speculation.ts).
 */
export function preloadEmbeddedEngine(data: SearchGlobalData, firstKeys?: MultiQueryBody): void {
  if (typeof Worker === 'undefined') return;
  void ask({
    type: 'preload',
    manifestUrl: data.manifestUrl,
    timeoutMs: data.indexTimeoutMs,
    ...(firstKeys ? {firstKeys} : {}),
  });
}

export interface SearchClientLike {
  search: (
    body: MultiQueryBody,
    requestOptions?: unknown,
  ) => Promise<{results: AlgoliaSearchResponse[]}>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: {
    algoliaAgent: {value: string; add: (o: {segment: string; version?: string}) => unknown};
  };
}

/**
 * An answer with no hits: for a query superseded by a newer one (never shown), and for the
 * modal when the index cannot be reached (DocSearch then keeps the error screen up).
 */
export function emptyResults(body: MultiQueryBody): {results: AlgoliaSearchResponse[]} {
  const requests = Array.isArray(body) ? body : body.requests;
  return {
    results: requests.map((r) => ({
      hits: [],
      nbHits: 0,
      nbPages: 0,
      page: 0,
      hitsPerPage: Number(r.hitsPerPage ?? 20),
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: {nbHits: true, typo: true},
      query: String(r.query ?? ''),
      params: '',
      index: r.indexName,
      queryID: '',
      processingTimeMS: 0,
      processingTimingsMS: {total: 0},
      renderingContent: {},
    })),
  };
}

type SearchResult = {results: AlgoliaSearchResponse[]; superseded?: true};

/**
 * The embedded client. Replies are sequenced: a request that the worker
 * skipped because a newer one was waiting (a "stale" reply), or that failed
 * while a newer one was on its way, is not answered empty or with an error
 * but with the newest request's answer, marked `superseded`, when that comes.
 * DocSearch (autocomplete-core) applies every answer in order, so an
 * overtaken keystroke costs no render of an empty list and the answers that
 * arrive together are applied at once. A real answer to an older query is
 * delivered as it is, as Algolia's would be: hits keep up with fast typing.
 */
export interface EmbeddedClientOptions {
  /**
   * The caller shows at most this many hits of each `hierarchy.lvl0` group (DocSearch's modal:
   * `maxResultsPerGroup`): the worker fetches body text for those hits only.
   */
  contentPerGroup?: number;
  /**
   * Have the worker answer the likeliest next queries after each one, and answer a query it
   * worked out, or one asked before, at once (shared/speculation.ts). For a client that searches
   * on every key, on a connection where the reader has not asked to save data.
   */
  ahead?: boolean;
}

/** Each request of `body` with `contentPerGroup` added (a parameter only our engine reads). */
function withContentPerGroup(body: MultiQueryBody, perGroup: number): MultiQueryBody {
  const add = (requests: MultiQueryRequest[]) =>
    requests.map((request) => ({...request, contentPerGroup: perGroup}));
  return Array.isArray(body) ? add(body) : {...body, requests: add(body.requests)};
}

export function createEmbeddedSearchClient(
  data: SearchGlobalData,
  options: EmbeddedClientOptions = {},
): SearchClientLike {
  const agent = {
    value: 'abstra-embedded-search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  let latestSeq = 0;
  let latest: {answer: Promise<SearchResult | null>; body: MultiQueryBody} | null = null;

  const ahead = options.ahead === true;
  /**
   * Once the answer to `body` is on screen (the next frame, then a task), and if the reader has
   * typed nothing since: the worker answers the queries likeliest to follow. Measured on this
   * 2-core machine, ranking ahead beside the render of the answer slowed that render.
   */
  const askAhead = (seq: number, body: MultiQueryBody): void =>
    afterNextPaint(() => {
      if (seq === latestSeq) {
        tell({type: 'ahead', manifestUrl: data.manifestUrl, timeoutMs: data.indexTimeoutMs, body});
      }
    });

  const askWorker = async (
    body: MultiQueryBody,
    key: string | null,
  ): Promise<SearchResult | null> => {
    if (typeof Worker === 'undefined') {
      throw new SearchUnavailableError('this browser has no Web Worker support');
    }
    const reply = await ask({
      type: 'search',
      manifestUrl: data.manifestUrl,
      timeoutMs: data.indexTimeoutMs,
      body,
    });
    if (!reply.ok) throw new SearchUnavailableError(reply.error);
    if (reply.result && key !== null) kept.keep(key, reply.result);
    return reply.result ?? null;
  };

  /** The answer of request `seq`; if the worker skipped it or it failed, and a newer one was sent, the newest's. */
  const settle = async (
    seq: number,
    own: Promise<SearchResult | null>,
    body: MultiQueryBody,
  ): Promise<SearchResult> => {
    let result: SearchResult | null = null;
    let failure: unknown = null;
    try {
      result = await own;
    } catch (error) {
      failure = error;
    }
    if (result === null && seq !== latestSeq && latest) {
      const newest = await settle(latestSeq, latest.answer, latest.body);
      return {...newest, superseded: true};
    }
    if (failure !== null) throw failure;
    return result ?? emptyResults(body);
  };

  return {
    search(requested) {
      const body =
        options.contentPerGroup === undefined
          ? requested
          : withContentPerGroup(requested, options.contentPerGroup);
      const seq = ++latestSeq;
      const key = ahead && queryOf(body) !== null ? bodyKey(body) : null;
      const known = key === null ? undefined : kept.get(key);
      // Answered ahead, or asked before: no round trip to the worker.
      const own: Promise<SearchResult | null> = known
        ? Promise.resolve(known)
        : askWorker(body, key);
      if (key !== null) {
        own.then(
          (result) => result && askAhead(seq, body),
          () => undefined,
        );
      }
      latest = {answer: own, body};
      return settle(seq, own, body);
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
  };
}
