/**
 * The task handler of the search worker thread (a piscina worker, started through
 * searchWorker.cjs): loads a search backend (searchBackend.ts unless the pool names another module
 * with the same `load` export) once, then answers one task at a time.
 */
import {parentPort, workerData} from 'node:worker_threads';

import type {SearchBackend} from './searchBackend';
import type {StartedMessage, WorkerData, WorkerReply, WorkerTask} from './searchPool';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type Handler = (task: WorkerTask) => Promise<WorkerReply>;

/**
 * Loads the index, then resolves to the handler. piscina waits for this promise before it hands
 * the worker a task. A load failure is not thrown (piscina would take it for a broken worker and
 * stop starting new ones): every task is answered with it instead.
 */
export async function createHandler(loadModule: (file: string) => unknown): Promise<Handler> {
  const {buildDir, backendModule} = workerData as WorkerData;
  let backend: SearchBackend;
  try {
    backend = await (
      loadModule(backendModule) as {load(dir: string): SearchBackend | Promise<SearchBackend>}
    ).load(buildDir);
  } catch (error) {
    const reply: WorkerReply = {type: 'failed', error: describe(error)};
    return async () => reply;
  }
  return async (task) => {
    if (task.type === 'ready') return {type: 'ready'};
    // The pool starts this search's clock now (its wait in the queue is over).
    parentPort!.postMessage({started: task.id} satisfies StartedMessage);
    try {
      return {type: 'results', results: await backend.search(task.query, task.limit)};
    } catch (error) {
      return {type: 'error', error: describe(error)};
    }
  };
}
