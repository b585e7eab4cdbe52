/**
 * The embedded engine's Web Worker: it fetches the split index and answers
 * Algolia multi-query requests, so no search work runs on the main thread.
 * Loaded from a same-origin bundled script (no blob: or data: URL, no eval).
 */
import {answerMultiQuery} from '../shared/algoliaAdapter';
import {SearchEngine, type IndexSource} from '../shared/engine';
import {
  INDEX_VERSION,
  decodeMainIndex,
  type MainIndexFile,
  type SearchManifest,
} from '../shared/indexFormat';
import {aheadCount, bodyKey, queryOf, withQuery} from '../shared/speculation';
import {Superseded, createRequestQueue} from './requestQueue';
import type {WorkerMessage, WorkerRequest} from './workerProtocol';

const scope = self as unknown as {
  postMessage(message: WorkerMessage): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

async function fetchJson<T>(url: string, timeoutMs: number, gzip: boolean): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      signal: controller.signal,
      credentials: 'same-origin',
      ...(gzip ? {} : {cache: 'no-cache' as const}),
    });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    if (!gzip) return (await res.json()) as T;
    if (!res.body) throw new Error(`${url}: empty response`);
    const text = await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).text();
    return JSON.parse(text) as T;
  } catch (error) {
    if (controller.signal.aborted) throw new Error(`${url}: timed out after ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

let engine: Promise<SearchEngine> | null = null;

function open(manifestUrl: string, timeoutMs: number): Promise<SearchEngine> {
  if (!engine) {
    engine = (async () => {
      // The manifest is tiny and revalidated; the files it names are immutable.
      const manifest = await fetchJson<SearchManifest>(manifestUrl, timeoutMs, false);
      if (manifest.version !== INDEX_VERSION) {
        throw new Error(`search manifest version ${manifest.version}, expected ${INDEX_VERSION}`);
      }
      const at = (name: string) => new URL(name, new URL(manifestUrl, self.location.href)).href;
      const source: IndexSource = {
        main: async () =>
          decodeMainIndex(await fetchJson<MainIndexFile>(at(manifest.index), timeoutMs, true)),
        // Shards and fragments serve the running query only; once a newer one
        // is queued they are not started (typing "ensurepath" key by key
        // fetched the fragments of nine outdated queries' hits before this).
        shard: (name) =>
          newerSearchQueued() ? superseded() : fetchJson(at(name), timeoutMs, true),
        fragment: (name) =>
          newerSearchQueued() ? superseded() : fetchJson(at(name), timeoutMs, true),
      };
      return SearchEngine.open(source);
    })();
    // A failure is forgotten, so the next query tries again.
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}

const queue = createRequestQueue<SearchEngine>({
  open,
  answer: (engine, body) => answerMultiQuery(engine, body),
  // Warming stops for a search that comes in, and goes on with the next preload.
  warm: (engine): Promise<void> => engine.warmUp(newerSearchQueued),
  // The next queries, likeliest first, each posted as soon as it is answered.
  ahead: async (engine, body, stop): Promise<void> => {
    const query = queryOf(body);
    if (query === null) return;
    for (const next of engine.nextQueries(query, aheadCount(query))) {
      if (stop()) return;
      const nextBody = withQuery(body, next);
      const result = await answerMultiQuery(engine, nextBody);
      if (stop()) return;
      scope.postMessage({ahead: {key: bodyKey(nextBody), result}});
    }
  },
  post: (reply) => scope.postMessage(reply),
});

const newerSearchQueued = (): boolean => queue.newerSearchQueued();
const superseded = <T>(): Promise<T> => Promise.reject(new Superseded());

scope.onmessage = (event) => queue.push(event.data);
