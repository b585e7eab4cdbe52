/**
 * The search worker's request queue, apart from the worker's globals so that
 * a unit test can drive it (tests/unit/search/requestQueue.test.ts).
 *
 * Requests are answered one at a time, in order. A search that a newer search
 * has superseded before its turn is answered `stale` at once (DocSearch shows
 * only the latest answer), and so is a running search whose index source
 * gives up with `Superseded` because a newer one is waiting.
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
  /** After a preload has opened the engine: ready it for the first query (optional). */
  warm?(engine: Engine): Promise<void>;
  post(reply: WorkerReply): void;
}

export interface RequestQueue {
  push(request: WorkerRequest): void;
  /** True while a search waits behind the running request. */
  newerSearchQueued(): boolean;
  /** Settles once every request pushed so far has been answered. */
  idle(): Promise<void>;
}

export function createRequestQueue<Engine>(handlers: RequestHandlers<Engine>): RequestQueue {
  const waiting: WorkerRequest[] = [];
  let draining: Promise<void> | null = null;
  const newerSearchQueued = () => waiting.some((request) => request.type === 'search');

  async function answerOne(request: WorkerRequest): Promise<WorkerReply> {
    if (request.type === 'search' && newerSearchQueued()) {
      return {id: request.id, ok: true, stale: true};
    }
    try {
      const engine = await handlers.open(request.manifestUrl, request.timeoutMs);
      if (request.type === 'preload') {
        await handlers.warm?.(engine);
        return {id: request.id, ok: true};
      }
      return {id: request.id, ok: true, result: await handlers.answer(engine, request.body)};
    } catch (error) {
      if (error instanceof Superseded) return {id: request.id, ok: true, stale: true};
      const message = error instanceof Error ? error.message : String(error);
      return {id: request.id, ok: false, error: message};
    }
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) handlers.post(await answerOne(waiting.shift()!));
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
