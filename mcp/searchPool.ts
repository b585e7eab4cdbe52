/**
 * Runs the search engine in a worker thread (a one-thread `piscina` pool), so a search never
 * blocks `get_page` or any other request, and bounds each query's time: a search still running
 * after `timeoutMs` is answered with an error and its worker is replaced (a synchronous engine
 * cannot be interrupted any other way; piscina terminates the thread of an aborted task and starts
 * another). Queries wait in piscina's queue; past `maxQueue` waiting, or `maxWaitMs` in the queue,
 * they are refused at once rather than left to wait.
 *
 * The two time limits are separate: the worker posts `{started: id}` when it begins a search, and
 * only then does the search's own clock start. A new worker loads the index before piscina hands
 * it a task (searchWorker.cjs exports a promise of the handler), so loading never counts as search
 * time.
 */
import path from 'node:path';
import {Piscina} from 'piscina';

import type {SearchResult} from './searchBackend';

export interface WorkerData {
  buildDir: string;
  /** Module exporting `load(buildDir)`, as searchBackend.ts does. */
  backendModule: string;
}
/** A task: `ready` waits for the index (start-up), `search` runs one query. */
export type WorkerTask =
  {type: 'ready'} | {type: 'search'; id: number; query: string; limit: number};
export type WorkerReply =
  | {type: 'ready'}
  | {type: 'failed'; error: string}
  | {type: 'results'; results: SearchResult[]}
  | {type: 'error'; error: string};
/** Posted on the worker's `parentPort` (piscina's `message` event) when a search begins. */
export interface StartedMessage {
  started: number;
}

export interface SearchPoolOptions {
  buildDir: string;
  /** Longest a search may run, in ms (default 2,000). */
  timeoutMs?: number;
  /** Longest a search may wait for the worker, in ms (default 10,000). */
  maxWaitMs?: number;
  /** Searches allowed to wait behind the running one (default 8). */
  maxQueue?: number;
  /** Longest the worker may take to load the index, in ms (default 60,000). */
  startTimeoutMs?: number;
  /** Search backend module (default: searchBackend.ts). */
  backendModule?: string;
}

/** A search that ran out of time or found no room; the message says what to do. */
export class SearchFailedError extends Error {}

const WORKER_ENTRY = path.join(__dirname, 'searchWorker.cjs');
const DEFAULT_BACKEND = path.join(__dirname, 'searchBackend.ts');

export class SearchPool {
  readonly timeoutMs: number;
  private readonly maxWaitMs: number;
  private readonly maxQueue: number;
  private readonly startTimeoutMs: number;
  private readonly pool: Piscina<WorkerTask, WorkerReply>;
  /** Searches sent and not yet begun: what to do when the worker says it began one. */
  private readonly onStart = new Map<number, () => void>();
  private loadError: Error | null = null;
  private nextId = 1;
  private closed = false;
  private workersReplaced = 0;

  constructor(options: SearchPoolOptions) {
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? 8;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
    const workerData: WorkerData = {
      buildDir: options.buildDir,
      backendModule: options.backendModule ?? DEFAULT_BACKEND,
    };
    this.pool = new Piscina({
      filename: WORKER_ENTRY,
      workerData,
      minThreads: 1,
      maxThreads: 1,
      maxQueue: this.maxQueue,
    });
    // piscina starts the replacement of a removed worker itself (minThreads).
    this.pool.on('workerDestroy', () => {
      if (!this.closed && !this.loadError) this.workersReplaced++;
    });
    this.pool.on('message', (message: StartedMessage) => this.onStart.get(message.started)?.());
    // A worker that fails with no task to answer: piscina replaces it; nothing to report.
    this.pool.on('error', () => {});
  }

  /** Workers replaced after a time-out or a crash. */
  get restarts(): number {
    return this.workersReplaced;
  }

  /** Resolves once the worker has loaded the index; rejects with the reason it did not. */
  async start(): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(
          new Error(`The search index did not load within ${this.startTimeoutMs} ms.`),
        ),
      this.startTimeoutMs,
    );
    let reply: WorkerReply;
    try {
      reply = await this.pool.run({type: 'ready'}, {signal: controller.signal});
    } catch (error) {
      throw this.failed(this.explain(error, controller.signal));
    } finally {
      clearTimeout(timer);
    }
    if (reply.type === 'failed') throw this.failed(new Error(reply.error));
  }

  /** The index did not load: every search from now on answers why. */
  private failed(error: Error): Error {
    this.loadError = error;
    void this.pool.destroy();
    return error;
  }

  /** What a rejected task means to the caller. */
  private explain(error: unknown, signal: AbortSignal): Error {
    if (this.closed) return new SearchFailedError('The server is shutting down.');
    // Our own aborts carry the message to show (time-out, waited too long).
    if (signal.aborted && signal.reason instanceof Error) return signal.reason;
    const message = error instanceof Error ? error.message : String(error);
    if (/^worker exited with code/.test(message)) {
      return new SearchFailedError('The search worker stopped unexpectedly.');
    }
    return new SearchFailedError(`The search failed: ${message}`);
  }

  async search(query: string, limit: number): Promise<SearchResult[]> {
    if (this.closed) throw new SearchFailedError('The server is shutting down.');
    if (this.loadError) throw this.loadError;
    if (this.pool.queueSize >= this.maxQueue) {
      throw new SearchFailedError(
        `Too many searches at once (${this.maxQueue} waiting). Try again when one has finished.`,
      );
    }
    const id = this.nextId++;
    const controller = new AbortController();
    let timer = setTimeout(
      () =>
        controller.abort(
          new SearchFailedError(
            `The search waited ${this.maxWaitMs} ms for the search engine and was dropped. Try again.`,
          ),
        ),
      this.maxWaitMs,
    );
    this.onStart.set(id, () => {
      this.onStart.delete(id);
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          controller.abort(
            new SearchFailedError(
              `The search took longer than ${this.timeoutMs} ms and was stopped. Try fewer or more specific words.`,
            ),
          ),
        this.timeoutMs,
      );
    });
    let reply: WorkerReply;
    try {
      reply = await this.pool.run({type: 'search', id, query, limit}, {signal: controller.signal});
    } catch (error) {
      throw this.explain(error, controller.signal);
    } finally {
      this.onStart.delete(id);
      clearTimeout(timer);
    }
    if (reply.type === 'results') return reply.results;
    throw new Error(
      reply.type === 'ready' ? 'The search worker answered no results.' : reply.error,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.destroy();
  }
}
