/**
 * Runs the search engine in a worker thread, so a search never blocks `get_page` or any other
 * request, and bounds each query's time: a search still running after `timeoutMs` is answered
 * with an error and its worker is replaced (a synchronous engine cannot be interrupted any other
 * way). Queries wait in a short queue; past `maxQueue` waiting, or `maxWaitMs` in the queue, they
 * are refused at once rather than left to wait.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

import type {SearchResult} from './searchBackend';

export interface WorkerData {
  buildDir: string;
  /** Module exporting `load(buildDir)`, as searchBackend.ts does. */
  backendModule: string;
}
export interface WorkerRequest {
  id: number;
  query: string;
  limit: number;
}
export type WorkerReply =
  | {type: 'ready'}
  | {type: 'failed'; error: string}
  | {type: 'results'; id: number; results: SearchResult[]}
  | {type: 'error'; id: number; error: string};

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

interface Job extends WorkerRequest {
  resolve(results: SearchResult[]): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

const WORKER_ENTRY = path.join(__dirname, 'searchWorker.cjs');
const DEFAULT_BACKEND = path.join(__dirname, 'searchBackend.ts');

export class SearchPool {
  readonly timeoutMs: number;
  private readonly maxWaitMs: number;
  private readonly maxQueue: number;
  private readonly startTimeoutMs: number;
  private readonly data: WorkerData;
  private worker: Worker | null = null;
  private isReady = false;
  private loadError: Error | null = null;
  private queue: Job[] = [];
  private running: Job | null = null;
  private nextId = 1;
  private closed = false;
  /** Workers replaced after a time-out or a crash. */
  restarts = 0;

  constructor(options: SearchPoolOptions) {
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.maxWaitMs = options.maxWaitMs ?? 10_000;
    this.maxQueue = options.maxQueue ?? 8;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
    this.data = {
      buildDir: options.buildDir,
      backendModule: options.backendModule ?? DEFAULT_BACKEND,
    };
  }

  /** Starts the worker; resolves once the index is loaded, rejects with the reason it is not. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => this.spawn(resolve, reject));
  }

  private spawn(onReady?: () => void, onFailed?: (error: Error) => void): void {
    const worker = new Worker(WORKER_ENTRY, {workerData: this.data});
    this.worker = worker;
    this.isReady = false;
    const startTimer = setTimeout(() => {
      fail(new Error(`The search index did not load within ${this.startTimeoutMs} ms.`));
    }, this.startTimeoutMs);
    const fail = (error: Error) => {
      clearTimeout(startTimer);
      if (this.worker !== worker) return;
      this.loadError = error;
      this.worker = null;
      void worker.terminate();
      this.rejectAll(error);
      onFailed?.(error);
    };
    worker.on('message', (reply: WorkerReply) => {
      if (this.worker !== worker) return;
      if (reply.type === 'ready') {
        clearTimeout(startTimer);
        this.isReady = true;
        onReady?.();
        this.pump();
      } else if (reply.type === 'failed') {
        fail(new Error(reply.error));
      } else if (this.running && this.running.id === reply.id) {
        const job = this.running;
        this.running = null;
        clearTimeout(job.timer);
        if (reply.type === 'results') job.resolve(reply.results);
        else job.reject(new Error(reply.error));
        this.pump();
      }
    });
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      if (!this.isReady) {
        fail(error);
        return;
      }
      // A crash while searching: answer that search, then carry on with a fresh worker.
      this.replaceWorker(new SearchFailedError(`The search failed: ${error.message}`));
    });
    worker.on('exit', () => {
      if (this.worker !== worker || this.closed) return;
      if (!this.isReady) fail(new Error('The search worker stopped while loading the index.'));
      else this.replaceWorker(new SearchFailedError('The search worker stopped unexpectedly.'));
    });
  }

  private replaceWorker(reason: Error): void {
    const old = this.worker;
    this.worker = null;
    this.isReady = false;
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.reject(reason);
      this.running = null;
    }
    if (old) void old.terminate();
    if (this.closed) return;
    this.restarts++;
    this.spawn();
  }

  private rejectAll(error: Error): void {
    const jobs = [...(this.running ? [this.running] : []), ...this.queue];
    this.running = null;
    this.queue = [];
    for (const job of jobs) {
      clearTimeout(job.timer);
      job.reject(error);
    }
  }

  private pump(): void {
    if (this.running || !this.isReady || !this.worker) return;
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(job.timer);
    this.running = job;
    job.timer = setTimeout(() => {
      if (this.running !== job) return;
      this.replaceWorker(
        new SearchFailedError(
          `The search took longer than ${this.timeoutMs} ms and was stopped. Try fewer or more specific words.`,
        ),
      );
    }, this.timeoutMs);
    const request: WorkerRequest = {id: job.id, query: job.query, limit: job.limit};
    this.worker.postMessage(request);
  }

  search(query: string, limit: number): Promise<SearchResult[]> {
    if (this.closed) return Promise.reject(new SearchFailedError('The server is shutting down.'));
    if (this.loadError) return Promise.reject(this.loadError);
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(
        new SearchFailedError(
          `Too many searches at once (${this.maxQueue} waiting). Try again when one has finished.`,
        ),
      );
    }
    return new Promise((resolve, reject) => {
      const job: Job = {id: this.nextId++, query, limit, resolve, reject};
      job.timer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at === -1) return;
        this.queue.splice(at, 1);
        reject(
          new SearchFailedError(
            `The search waited ${this.maxWaitMs} ms for the search engine and was dropped. Try again.`,
          ),
        );
      }, this.maxWaitMs);
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.rejectAll(new SearchFailedError('The server is shutting down.'));
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
