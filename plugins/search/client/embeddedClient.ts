/**
 * Browser side of the embedded engine: a search client with the shape of
 * Algolia's lite client (`search`, `addAlgoliaAgent`, `transporter`) whose
 * `search` answers from the local index. Nothing here runs before a reader
 * shows intent (hover/focus on the search button, modal open, search page):
 * the engine chunk and the index are fetched on the first `preload`/`search`.
 */
import type {MultiQueryBody, AlgoliaSearchResponse} from '../shared/algoliaAdapter';
import type {SearchEngine} from '../shared/engine';
import type {SearchGlobalData, SearchManifest} from '../shared/types';

/**
 * DocSearch shows its error screen ("Unable to fetch results") only for the
 * Algolia client's `RetryError` (all hosts unreachable); an index that cannot
 * be fetched is the same situation, so it is reported the same way.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(cause: unknown) {
    super(
      `The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }
}

type EngineChunk = typeof import('./engineChunk');

let loading: Promise<{engine: SearchEngine; chunk: EngineChunk}> | null = null;

async function fetchOk(url: string, signal: AbortSignal): Promise<Response> {
  const res = await fetch(url, {signal, credentials: 'same-origin'});
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res;
}

async function fetchPayload(manifestUrl: string, signal: AbortSignal): Promise<unknown> {
  // The manifest is tiny and revalidated; the index it names is immutable.
  const manifestRes = await fetch(manifestUrl, {signal, cache: 'no-cache'});
  if (!manifestRes.ok) throw new Error(`${manifestUrl}: HTTP ${manifestRes.status}`);
  const manifest = (await manifestRes.json()) as SearchManifest;
  const base = new URL(manifestUrl, window.location.href);
  if (typeof DecompressionStream === 'function') {
    const res = await fetchOk(new URL(manifest.index, base).href, signal);
    if (!res.body) throw new Error('empty index response');
    const text = await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).text();
    return JSON.parse(text);
  }
  return (await fetchOk(new URL(manifest.indexRaw, base).href, signal)).json();
}

/** Loads the engine chunk and the index once; a failure is forgotten so the next call retries. */
export function loadEmbeddedEngine(
  data: SearchGlobalData,
): Promise<{engine: SearchEngine; chunk: EngineChunk}> {
  if (!loading) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), data.indexTimeoutMs);
    loading = Promise.all([
      import('./engineChunk'),
      fetchPayload(data.manifestUrl, controller.signal),
    ])
      .then(([chunk, payload]) => ({
        chunk,
        engine: chunk.SearchEngine.load(
          payload as Parameters<EngineChunk['SearchEngine']['load']>[0],
        ),
      }))
      .catch((error: unknown) => {
        loading = null;
        const cause = controller.signal.aborted ? controller.signal.reason : error;
        console.warn(
          '[abstra-search] search index unavailable; will retry on the next query.',
          cause,
        );
        throw new SearchUnavailableError(cause);
      })
      .finally(() => clearTimeout(timer));
  }
  return loading;
}

/** Start loading without waiting; errors surface on the next search instead. */
export function preloadEmbeddedEngine(data: SearchGlobalData): void {
  loadEmbeddedEngine(data).catch(() => undefined);
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

export function createEmbeddedSearchClient(data: SearchGlobalData): SearchClientLike {
  const agent = {
    value: 'abstra-embedded-search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  return {
    async search(body) {
      const {engine, chunk} = await loadEmbeddedEngine(data);
      return chunk.answerMultiQuery(engine, body);
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
  };
}

/** For tests: forget the loaded engine. */
export function resetEmbeddedEngine(): void {
  loading = null;
}
