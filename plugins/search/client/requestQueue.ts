/**
 * The search worker's request queue, apart from the worker's globals so that
 * a unit test can drive it (tests/unit/search/requestQueue.test.ts).
 *
 * Requests are answered one at a time, in order. A search that a newer search
 * has superseded before its turn is answered `stale` at once (DocSearch shows
 * only the latest answer), and so is a running search whose index source
 * gives up with `Superseded` because a newer one is waiting.
 *
 * For an `ahead` request, the queue lets the engine answer the next queries
 * ahead (shared/speculation.ts) until a newer search or `ahead` request comes
 * in; that work gets no reply, and its failures are dropped (the reader's own
 * query reports its own).
 */
import type {AlgoliaSearchResponse, MultiQueryBody} from '../shared/algoliaAdapter';
import type {WorkerReply, WorkerRequest} from './workerProtocol';

/** A newer query is waiting: the running one's remaining downloads would be wasted. */
export class Superseded extends Error {
  constructor() {
    super('superseded');
  }
}

export interface RequestHandlers<Engine> {
  /** The engine for this manifest (opened once, then shared). */
  open(manifestUrl: string, timeoutMs: number): Promise<Engine>;
  answer(engine: Engine, body: MultiQueryBody): Promise<{results: AlgoliaSearchResponse[]}>;
  /**
   * After a preload has opened the engine: ready it for the first query (optional), and answer
   * the first keys ahead when the preload gives the modal's request (`firstKeys`).
   */
  warm?(engine: Engine, firstKeys?: MultiQueryBody): Promise<void>;
  /** Answers the queries likeliest to follow `body`'s, checking `stop()` between them (optional). */
  ahead?(engine: Engine, body: MultiQueryBody, stop: () => boolean): Promise<void>;
  post(reply: WorkerReply): void;
}

export interface RequestQueue {
  push(request: WorkerRequest): void;
  /** True while a search (or an `ahead` request: the reader typed on) waits behind the running request. */
  newerSearchQueued(): boolean;
  /** Settles once every request pushed so far has been answered. */
  idle(): Promise<void>;
}

export function createRequestQueue<Engine>(handlers: RequestHandlers<Engine>): RequestQueue {
  const waiting: WorkerRequest[] = [];
  let draining: Promise<void> | null = null;
  const newerSearchQueued = () =>
    waiting.some((request) => request.type === 'search' || request.type === 'ahead');

  /** The reply to `request` (none for `ahead`), and the engine when the request was served. */
  async function answerOne(
    request: WorkerRequest,
  ): Promise<{reply: WorkerReply | null; engine: Engine | null}> {
    if (request.type !== 'preload' && newerSearchQueued()) {
      return {
        reply: request.type === 'search' ? {id: request.id, ok: true, stale: true} : null,
        engine: null,
      };
    }
    try {
      const engine = await handlers.open(request.manifestUrl, request.timeoutMs);
      if (request.type === 'preload') {
        await handlers.warm?.(engine, request.firstKeys);
        return {reply: {id: request.id, ok: true}, engine};
      }
      if (request.type === 'ahead') return {reply: null, engine};
      const result = await handlers.answer(engine, request.body);
      return {reply: {id: request.id, ok: true, result}, engine};
    } catch (error) {
      if (request.type === 'ahead') return {reply: null, engine: null};
      if (error instanceof Superseded) {
        return {reply: {id: request.id, ok: true, stale: true}, engine: null};
      }
      const message = error instanceof Error ? error.message : String(error);
      return {reply: {id: request.id, ok: false, error: message}, engine: null};
    }
  }

  async function answerAhead(engine: Engine, body: MultiQueryBody): Promise<void> {
    try {
      await handlers.ahead?.(engine, body, newerSearchQueued);
    } catch {
      // Superseded, or a download that failed: the reader's next query asks again.
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const request = waiting.shift()!;
      const {reply, engine} = await answerOne(request);
      if (reply) handlers.post(reply);
      if (engine && request.type === 'ahead') await answerAhead(engine, request.body);
    }
    draining = null;
  }

  return {
    push(request) {
      waiting.push(request);
      draining ??= drain();
    },
    newerSearchQueued,
    idle: () => draining ?? Promise.resolve(),
  };
}
