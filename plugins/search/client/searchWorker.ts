/**
 * The embedded engine's Web Worker: it fetches the split index and answers
 * Algolia multi-query requests, so no search work runs on the main thread.
 * Loaded from a same-origin bundled script (no blob: or data: URL, no eval).
 */
import {answerMultiQuery, type MultiQueryBody} from '../shared/algoliaAdapter';
import {FIRST_KEYS, SearchEngine, type IndexSource} from '../shared/engine';
import {
  INDEX_VERSION,
  decodeMainIndex,
  type MainIndexFile,
  type SearchManifest,
} from '../shared/indexFormat';
import {aheadCount, answersKept, bodyKey, queryOf} from '../shared/speculation';
import {answerAhead, taskScheduler, type AheadLoop} from './answerAhead';
import {Superseded, createRequestQueue} from './requestQueue';
import type {AheadAnswer, WorkerMessage, WorkerRequest} from './workerProtocol';

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
        // One file, kept for every later query: never dropped for a newer one.
        readers: (name) => fetchJson(at(name), timeoutMs, true),
        // A query whose downloads came in after a newer one was queued is not ranked. Typing
        // "send" right after Ctrl+K under Save-Data ranked "sen" for 78 ms (a trace of the
        // worker) after its shards came in, while "send" waited.
        checkpoint: () => (newerSearchQueued() ? superseded() : Promise.resolve()),
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
  // A search for a query just answered ahead takes that answer. The reader's key often lands on
  // the answer the worker is still working out; its search then waited for it, and was ranked again.
  answer: async (engine, body) =>
    answeredAhead.get(bodyKey(body)) ?? answerMultiQuery(engine, body),
  // Warming stops for a search that comes in, and goes on with the next preload; so do the
  // first keys answered ahead (from titles and headings: no download).
  warm: async (engine, firstKeys): Promise<void> => {
    await engine.warmUp(newerSearchQueued);
    // Once per request form: a preload comes with every sign of intent (hover, focus, Ctrl+K).
    const form = firstKeys && bodyKey(firstKeys);
    if (!firstKeys || !form || firstKeysAnswered.has(form)) return;
    await answerAhead(aheadLoop(engine, newerSearchQueued), firstKeys, [...FIRST_KEYS]);
    if (!newerSearchQueued()) firstKeysAnswered.add(form);
  },
  // The next queries, likeliest first.
  ahead: async (engine, body, stop): Promise<void> => {
    const query = queryOf(body);
    if (query === null) return;
    await answerAhead(aheadLoop(engine, stop), body, engine.nextQueries(query, aheadCount(query)));
  },
  post: (reply) => scope.postMessage(reply),
});

const newerSearchQueued = (): boolean => queue.newerSearchQueued();
/** The request forms whose first keys were all answered ahead. */
const firstKeysAnswered = new Set<string>();

/** The last answers posted ahead, by request (the page keeps them too: shared/speculation.ts). */
const answeredAhead = answersKept(16);

const nextTask = taskScheduler();
/** The answers ahead through `engine`, posted to the page, until `stop()`. */
const aheadLoop = (engine: SearchEngine, stop: () => boolean): AheadLoop => ({
  answer: (body: MultiQueryBody) => answerMultiQuery(engine, body),
  post: (message: AheadAnswer) => {
    answeredAhead.keep(message.ahead.key, message.ahead.result);
    scope.postMessage(message);
  },
  stop,
  nextTask,
});
const superseded = <T>(): Promise<T> => Promise.reject(new Superseded());

scope.onmessage = (event) => queue.push(event.data);
