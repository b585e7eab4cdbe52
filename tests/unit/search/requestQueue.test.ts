import {describe, expect, it} from 'vitest';

import {Superseded, createRequestQueue} from '../../../plugins/search/client/requestQueue';
import type {WorkerReply, WorkerRequest} from '../../../plugins/search/client/workerProtocol';

const asking =
  (type: 'search' | 'ahead') =>
  (id: number, query: string): WorkerRequest => ({
    id,
    type,
    manifestUrl: '/docs/search/manifest.json',
    timeoutMs: 1000,
    body: {requests: [{indexName: 'docs', query}]},
  });
const search = asking('search');
const ahead = asking('ahead');
const preload = (id: number): WorkerRequest => ({
  id,
  type: 'preload',
  manifestUrl: '/docs/search/manifest.json',
  timeoutMs: 1000,
});

/** A promise the test settles by hand. */
function gate(): {promise: Promise<void>; open: () => void} {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return {promise, open};
}

/** A queue over an engine that answers each query with its own text, as the test allows. */
function harness(answer?: (query: string) => Promise<void>) {
  const replies: WorkerReply[] = [];
  const answered: string[] = [];
  const queue = createRequestQueue<'engine'>({
    open: async () => 'engine',
    answer: async (_engine, body) => {
      const query = (Array.isArray(body) ? body : body.requests)[0]!.query ?? '';
      await answer?.(query);
      answered.push(query);
      return {results: [{hits: [], nbHits: 0, query} as never]};
    },
    post: (reply) => replies.push(reply),
  });
  return {queue, replies, answered};
}

describe('search worker request queue', () => {
  it('readies the engine on a preload, before the next search, and not for a search', async () => {
    const steps: string[] = [];
    const queue = createRequestQueue<'engine'>({
      open: async () => 'engine',
      warm: async () => {
        steps.push('warm');
      },
      answer: async (_engine, body) => {
        steps.push(`answer ${(Array.isArray(body) ? body : body.requests)[0]!.query}`);
        return {results: []};
      },
      post: (reply) => steps.push(`reply ${reply.id}`),
    });
    queue.push(search(1, 'ta'));
    queue.push(preload(2));
    queue.push(search(3, 'tab'));
    await queue.idle();
    expect(steps).toEqual(['answer ta', 'reply 1', 'warm', 'reply 2', 'answer tab', 'reply 3']);
  });

  it('answers a search superseded before its turn as stale, without running it', async () => {
    const first = gate();
    const {queue, replies, answered} = harness((query) =>
      query === 't' ? first.promise : Promise.resolve(),
    );
    queue.push(search(1, 't'));
    queue.push(search(2, 'ta'));
    queue.push(search(3, 'tab'));
    first.open();
    await queue.idle();
    expect(answered).toEqual(['t', 'tab']);
    expect(replies.map((r) => [r.id, 'stale' in r && r.stale === true])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('tells the index source that a newer search waits, and a Superseded failure is stale', async () => {
    const running = gate();
    let sawNewer = false;
    const {queue, replies} = harness(async (query) => {
      if (query !== 'upl') return;
      await running.promise;
      sawNewer = queue.newerSearchQueued();
      if (sawNewer) throw new Superseded();
    });
    queue.push(search(1, 'upl'));
    expect(queue.newerSearchQueued()).toBe(false);
    queue.push(search(2, 'upload'));
    running.open();
    await queue.idle();
    expect(sawNewer).toBe(true);
    expect(replies[0]).toEqual({id: 1, ok: true, stale: true});
    expect(replies[1]).toMatchObject({id: 2, ok: true, result: {results: [{query: 'upload'}]}});
  });

  it('never skips a preload, and a failure is an error reply that does not stop the queue', async () => {
    const {queue, replies} = harness(async (query) => {
      if (query === 'boom') throw new Error('shard 3: HTTP 404');
    });
    queue.push(preload(1));
    queue.push(search(2, 'boom'));
    queue.push(preload(3));
    queue.push(search(4, 'tables'));
    await queue.idle();
    expect(replies).toEqual([
      {id: 1, ok: true},
      {id: 2, ok: true, stale: true},
      {id: 3, ok: true},
      {id: 4, ok: true, result: {results: [{hits: [], nbHits: 0, query: 'tables'}]}},
    ]);
    queue.push(search(5, 'boom'));
    await queue.idle();
    expect(replies.at(-1)).toEqual({id: 5, ok: false, error: 'shard 3: HTTP 404'});
  });
});

describe('search worker request queue: answers ahead', () => {
  it('works ahead for an `ahead` request, posts no reply for it, and stops when the reader types on', async () => {
    const working = gate();
    const worked: string[] = [];
    const replies: WorkerReply[] = [];
    let stoppedFor: boolean | null = null;
    const queue = createRequestQueue<'engine'>({
      open: async () => 'engine',
      answer: async (_engine, body) => ({
        results: [{query: (Array.isArray(body) ? body : body.requests)[0]!.query} as never],
      }),
      ahead: async (_engine, body, stop) => {
        worked.push((Array.isArray(body) ? body : body.requests)[0]!.query ?? '');
        await working.promise;
        stoppedFor = stop();
      },
      post: (reply) => replies.push(reply),
    });
    queue.push(ahead(1, 'upl'));
    await new Promise((r) => setTimeout(r, 0));
    expect(worked).toEqual(['upl']);
    expect(queue.newerSearchQueued()).toBe(false);
    queue.push(search(2, 'uplo'));
    working.open();
    await queue.idle();
    expect(stoppedFor).toBe(true);
    // The search waited for the ahead work to stop, then was answered; the ahead request got no reply.
    expect(replies).toEqual([{id: 2, ok: true, result: {results: [{query: 'uplo'}]}}]);
  });

  it('hands a preload’s first-key request to the warm-up', async () => {
    const warmed: unknown[] = [];
    const queue = createRequestQueue<'engine'>({
      open: async () => 'engine',
      answer: async () => ({results: []}),
      warm: async (_engine, firstKeys) => {
        warmed.push(firstKeys);
      },
      post: () => undefined,
    });
    const firstKeys = {requests: [{indexName: 'docs', query: ''}]};
    queue.push({
      id: 1,
      type: 'preload',
      manifestUrl: '/docs/search/manifest.json',
      timeoutMs: 1000,
      firstKeys,
    });
    queue.push(preload(2));
    await queue.idle();
    expect(warmed).toEqual([firstKeys, undefined]);
  });

  it('skips an `ahead` request that a newer one superseded, and drops a failure of the ahead work', async () => {
    const worked: string[] = [];
    const replies: WorkerReply[] = [];
    const queue = createRequestQueue<'engine'>({
      open: async () => 'engine',
      answer: async () => ({results: []}),
      ahead: async (_engine, body) => {
        const query = (Array.isArray(body) ? body : body.requests)[0]!.query ?? '';
        worked.push(query);
        if (query === 'boom') throw new Error('fragment 7: HTTP 404');
      },
      post: (reply) => replies.push(reply),
    });
    queue.push(ahead(1, 'boom'));
    queue.push(ahead(2, 'ta'));
    queue.push(ahead(3, 'tab'));
    await queue.idle();
    // The first was already running when the others came in; "ta" was overtaken by "tab".
    expect(worked).toEqual(['boom', 'tab']);
    expect(replies).toEqual([]);
    queue.push(search(4, 'tables'));
    await queue.idle();
    expect(replies).toEqual([{id: 4, ok: true, result: {results: []}}]);
  });
});
