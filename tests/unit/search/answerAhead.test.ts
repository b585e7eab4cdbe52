/**
 * plugins/search/client/answerAhead.ts: the worker's answers ahead of the keys stop for the
 * reader's next search, even when every answer resolves without a download (microtasks only),
 * because each one waits for a new task first, where the search's message gets in.
 */
import {describe, expect, it} from 'vitest';

import {
  answerAhead,
  taskScheduler,
  type AheadLoop,
} from '../../../plugins/search/client/answerAhead';
import {createRequestQueue} from '../../../plugins/search/client/requestQueue';
import {answersKept} from '../../../plugins/search/shared/speculation';
import type {MultiQueryBody} from '../../../plugins/search/shared/algoliaAdapter';
import type {WorkerReply, WorkerRequest} from '../../../plugins/search/client/workerProtocol';

const body = (query: string): MultiQueryBody => ({requests: [{indexName: 'docs', query}]});
const request = (id: number, type: 'search' | 'ahead', query: string): WorkerRequest => ({
  id,
  type,
  manifestUrl: '/m.json',
  timeoutMs: 1000,
  body: body(query),
});
const queriesOf = (b: MultiQueryBody) =>
  (Array.isArray(b) ? b : b.requests).map((r) => String(r.query)).join();

/**
 * The worker's queue, its answers ahead run by `answerAhead` with `nextTask`; a search for "sch"
 * arrives as a message (a new task) right after the ahead request for "sc" starts.
 */
async function readerTypesOn(nextTask: () => Promise<void>) {
  const order: string[] = [];
  const replies: WorkerReply[] = [];
  // Loaded files: an answer is work in microtasks, no download.
  const answer = async (b: MultiQueryBody) => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
    return {results: [{hits: [], nbHits: 0, query: queriesOf(b)}]} as never;
  };
  const queue = createRequestQueue<object>({
    open: async () => ({}),
    answer: async (_engine, b) => {
      order.push(`search ${queriesOf(b)}`);
      return answer(b);
    },
    ahead: (_engine, b, stop) => {
      const loop: AheadLoop = {
        answer,
        post: (m) => order.push(`ahead ${JSON.parse(m.ahead.key).requests[0].query}`),
        stop,
        nextTask,
      };
      return answerAhead(loop, b, ['sca', 'sce', 'sch', 'sci', 'scr', 'sco', 'scu', 'scy']);
    },
    post: (reply) => replies.push(reply),
  });
  queue.push(request(1, 'ahead', 'sc'));
  setTimeout(() => queue.push(request(2, 'search', 'sch')), 0);
  await new Promise((r) => setTimeout(r, 50));
  await queue.idle();
  return {order, replies};
}

describe('answers ahead give way to the reader', () => {
  it('stop for a search that arrives while they run, though none waits for a download', async () => {
    // A timer as the task boundary here: Node handles a MessagePort's queued messages in one go,
    // so `taskScheduler`'s messages there need not let a timer in between; a browser worker gives
    // each message a task of its own (the fresh-page runs in bench/search/README.md).
    const {order, replies} = await readerTypesOn(() => new Promise((r) => setTimeout(r, 0)));
    expect(order.at(-1)).toBe('search sch');
    expect(order.filter((o) => o.startsWith('ahead')).length).toBeLessThanOrEqual(1);
    expect(replies).toMatchObject([{id: 2, ok: true}]);
  });

  it('without a new task before each answer, the search waited for the whole run', async () => {
    const {order} = await readerTypesOn(() => Promise.resolve());
    expect(order.filter((o) => o.startsWith('ahead')).length).toBe(8);
    expect(order.at(-1)).toBe('search sch');
  });

  it('with no search waiting, answers every query in order, each in a task of its own', async () => {
    const next = taskScheduler();
    let tasks = 0;
    const posted: string[] = [];
    await answerAhead(
      {
        answer: async (b) => ({results: [{hits: [], nbHits: 0, query: queriesOf(b)}]}) as never,
        post: (m) => posted.push(`${JSON.parse(m.ahead.key).requests[0].query} after ${tasks}`),
        stop: () => false,
        nextTask: () => next().then(() => void tasks++),
      },
      body('up'),
      ['upl', 'upd', 'ups'],
    );
    expect(posted).toEqual(['upl after 1', 'upd after 2', 'ups after 3']);
  });

  it('the worker keeps the last answers posted ahead, the oldest dropped first', () => {
    const kept = answersKept(2);
    const answer = (query: string) => ({results: [{hits: [], nbHits: 0, query}]}) as never;
    kept.keep('sc', answer('sc'));
    kept.keep('sa', answer('sa'));
    kept.keep('sc', answer('sc'));
    kept.keep('se', answer('se'));
    expect(kept.get('sa')).toBeUndefined();
    expect(kept.get('sc')).toEqual(answer('sc'));
    expect(kept.get('se')).toEqual(answer('se'));
  });
});
