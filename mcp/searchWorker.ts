/**
 * Runs inside the search worker thread (started through searchWorker.cjs): loads a search
 * backend (searchBackend.ts unless the pool names another module with the same `load` export)
 * and answers one query per message.
 */
import {parentPort, workerData} from 'node:worker_threads';

import type {SearchBackend} from './searchBackend';
import type {WorkerData, WorkerReply, WorkerRequest} from './searchPool';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runWorker(loadModule: (file: string) => unknown): Promise<void> {
  const {buildDir, backendModule} = workerData as WorkerData;
  const port = parentPort!;
  let backend: SearchBackend;
  try {
    backend = await (
      loadModule(backendModule) as {load(dir: string): SearchBackend | Promise<SearchBackend>}
    ).load(buildDir);
  } catch (error) {
    port.postMessage({type: 'failed', error: describe(error)} satisfies WorkerReply);
    return;
  }
  port.on('message', async ({id, query, limit}: WorkerRequest) => {
    try {
      const results = await backend.search(query, limit);
      port.postMessage({type: 'results', id, results} satisfies WorkerReply);
    } catch (error) {
      port.postMessage({type: 'error', id, error: describe(error)} satisfies WorkerReply);
    }
  });
  port.postMessage({type: 'ready'} satisfies WorkerReply);
}
