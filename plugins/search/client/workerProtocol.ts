import type {AlgoliaSearchResponse, MultiQueryBody} from '../shared/algoliaAdapter';

/**
 * Main thread → search worker. `ahead`: answer the likeliest queries after this one
 * (shared/speculation.ts), sent once the reader's answer is on screen; it gets no reply.
 */
export type WorkerRequest =
  | {
      id: number;
      type: 'preload';
      manifestUrl: string;
      timeoutMs: number;
      /** The modal's request, its query empty: answer every first key with it, ahead. */
      firstKeys?: MultiQueryBody;
    }
  | {id: number; type: 'search'; manifestUrl: string; timeoutMs: number; body: MultiQueryBody}
  | {id: number; type: 'ahead'; manifestUrl: string; timeoutMs: number; body: MultiQueryBody};

/** Search worker → main thread. `stale`: a newer query superseded this one. */
export type WorkerReply =
  | {id: number; ok: true; stale?: boolean; result?: {results: AlgoliaSearchResponse[]}}
  | {id: number; ok: false; error: string};

/** Search worker → main thread, unasked: the answer to a query the reader may type next. */
export interface AheadAnswer {
  ahead: {key: string; result: {results: AlgoliaSearchResponse[]}};
}

export type WorkerMessage = WorkerReply | AheadAnswer;
