import type {AlgoliaSearchResponse, MultiQueryBody} from '../shared/algoliaAdapter';

/** Main thread → search worker. */
export type WorkerRequest =
  | {id: number; type: 'preload'; manifestUrl: string; timeoutMs: number}
  | {id: number; type: 'search'; manifestUrl: string; timeoutMs: number; body: MultiQueryBody};

/** Search worker → main thread. `stale`: a newer query superseded this one. */
export type WorkerReply =
  | {id: number; ok: true; stale?: boolean; result?: {results: AlgoliaSearchResponse[]}}
  | {id: number; ok: false; error: string};
