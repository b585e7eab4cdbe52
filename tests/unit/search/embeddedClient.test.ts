import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import type {
  WorkerMessage,
  WorkerReply,
  WorkerRequest,
} from '../../../plugins/search/client/workerProtocol';
import type {SearchGlobalData} from '../../../plugins/search/shared/types';

/** A stand-in for the search worker: the test answers each request by hand. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: {data: WorkerMessage}) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly received: WorkerRequest[] = [];
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: WorkerRequest): void {
    this.received.push(message);
  }
  reply(data: WorkerReply): void {
    this.onmessage?.({data});
  }
  terminate(): void {}
}

const data = {
  mode: 'embedded',
  manifestUrl: '/docs/search/manifest.json',
  indexTimeoutMs: 1000,
} as SearchGlobalData;

const body = (query: string) => ({requests: [{indexName: 'docs', query}]});
const answer = (query: string) => ({
  results: [{hits: [{objectID: query}], nbHits: 1, query}],
});

const original = (globalThis as {Worker?: unknown}).Worker;
beforeAll(() => {
  (globalThis as {Worker?: unknown}).Worker = FakeWorker;
});
afterAll(() => {
  (globalThis as {Worker?: unknown}).Worker = original;
});

describe('embedded search client: sequenced replies', () => {
  it('answers a skipped (stale) keystroke with the newest answer, never with an empty list', async () => {
    const {createEmbeddedSearchClient} =
      await import('../../../plugins/search/client/embeddedClient');
    const client = createEmbeddedSearchClient(data);
    const first = client.search(body('t'));
    const second = client.search(body('ta'));
    const third = client.search(body('tab'));
    const worker = FakeWorker.last!;
    const [r1, r2, r3] = worker.received;
    worker.reply({id: r1!.id, ok: true, result: answer('t') as never});
    worker.reply({id: r2!.id, ok: true, stale: true});
    // An older real answer is delivered as it is (hits keep up with typing).
    await expect(first).resolves.toMatchObject({results: [{query: 't'}]});
    let secondSettled = false;
    void second.then(() => (secondSettled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(secondSettled).toBe(false);
    worker.reply({id: r3!.id, ok: true, result: answer('tab') as never});
    await expect(second).resolves.toMatchObject({superseded: true, results: [{query: 'tab'}]});
    await expect(third).resolves.toMatchObject({results: [{query: 'tab'}]});
    expect(await third).not.toHaveProperty('superseded');
  });

  it('a failure of the newest query is reported; of an overtaken one, replaced by the newest answer', async () => {
    const {createEmbeddedSearchClient} =
      await import('../../../plugins/search/client/embeddedClient');
    const client = createEmbeddedSearchClient(data);
    const older = client.search(body('x'));
    const newer = client.search(body('xy'));
    const worker = FakeWorker.last!;
    const [a, b] = worker.received.slice(-2);
    worker.reply({id: a!.id, ok: false, error: 'index unreachable'});
    worker.reply({id: b!.id, ok: false, error: 'index unreachable'});
    await expect(newer).rejects.toMatchObject({name: 'RetryError'});
    await expect(older).rejects.toMatchObject({name: 'RetryError'});
    const again = client.search(body('xyz'));
    const [c] = worker.received.slice(-1);
    worker.reply({id: c!.id, ok: true, result: answer('xyz') as never});
    await expect(again).resolves.toMatchObject({results: [{query: 'xyz'}]});
  });
});

describe('embedded search client: body text for the hits shown', () => {
  it('adds contentPerGroup to every request when the caller shows a few hits per group', async () => {
    const {createEmbeddedSearchClient} =
      await import('../../../plugins/search/client/embeddedClient');
    const modal = createEmbeddedSearchClient(data, {contentPerGroup: 5});
    void modal.search(body('tables'));
    void modal.search([{indexName: 'docs', query: 'rows'}]);
    const [objectForm, arrayForm] = FakeWorker.last!.received.slice(-2);
    expect((objectForm as {body: unknown}).body).toEqual({
      requests: [{indexName: 'docs', query: 'tables', contentPerGroup: 5}],
    });
    expect((arrayForm as {body: unknown}).body).toEqual([
      {indexName: 'docs', query: 'rows', contentPerGroup: 5},
    ]);
    // The search page shows every hit: its requests go as they are.
    const page = createEmbeddedSearchClient(data);
    void page.search(body('tables'));
    expect((FakeWorker.last!.received.at(-1) as {body: unknown}).body).toEqual(body('tables'));
  });
});

describe('embedded search client: answers ahead of the keys', () => {
  /** Lets the client's "after the next paint" step run (no frames in Node: a task). */
  const nextTask = () => new Promise((r) => setTimeout(r, 0));
  const requestsOfType = (type: string) =>
    FakeWorker.last!.received.filter((request) => request.type === type);
  /** The worker posts an answer worked out ahead for `query`. */
  const postAhead = (worker: FakeWorker, query: string) =>
    worker.onmessage?.({
      data: {ahead: {key: JSON.stringify(body(query)), result: answer(query) as never}},
    });
  /** A client that works ahead, its first search of `query` answered by the worker. */
  async function answeredOnce(query: string, ahead = true) {
    const {createEmbeddedSearchClient} =
      await import('../../../plugins/search/client/embeddedClient');
    const client = createEmbeddedSearchClient(data, ahead ? {ahead: true} : {});
    const first = client.search(body(query));
    const worker = FakeWorker.last!;
    worker.reply({id: worker.received.at(-1)!.id, ok: true, result: answer(query) as never});
    await first;
    return {client, worker};
  }

  it('after an answer, asks the worker to work ahead from that query, unless the reader typed on', async () => {
    const aheadBefore = FakeWorker.last ? requestsOfType('ahead').length : 0;
    const {client, worker} = await answeredOnce('wor');
    await nextTask();
    expect(requestsOfType('ahead').slice(aheadBefore)).toMatchObject([{body: body('wor')}]);
    // Typed on before the answer was on screen: no ahead work for the older query.
    const older = client.search(body('work'));
    const olderId = worker.received.at(-1)!.id;
    void client.search(body('workf'));
    worker.reply({id: olderId, ok: true, result: answer('work') as never});
    await older;
    await nextTask();
    expect(requestsOfType('ahead').map((r) => (r as {body: unknown}).body)).not.toContainEqual(
      body('work'),
    );
  });

  it('answers a query the worker worked out ahead at once, with no search sent, and works ahead from it', async () => {
    const {client, worker} = await answeredOnce('sch');
    postAhead(worker, 'sche');
    const searchesBefore = requestsOfType('search').length;
    const ahead = client.search(body('sche'));
    let settled = false;
    void ahead.then(() => (settled = true));
    // Settled within the same task: a few microtasks, no message to the worker and back.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(true);
    await expect(ahead).resolves.toMatchObject({results: [{query: 'sche'}]});
    expect(requestsOfType('search')).toHaveLength(searchesBefore);
    await nextTask();
    expect(requestsOfType('ahead').at(-1)).toMatchObject({body: body('sche')});
  });

  it('keeps the reader’s own answers too (Backspace), by the whole request, not the query alone', async () => {
    const {client} = await answeredOnce('fil');
    const searchesBefore = requestsOfType('search').length;
    await expect(client.search(body('fil'))).resolves.toMatchObject({results: [{query: 'fil'}]});
    expect(requestsOfType('search')).toHaveLength(searchesBefore);
    // Another request with the same query (other parameters) is not that answer.
    void client.search({requests: [{indexName: 'docs', query: 'fil', hitsPerPage: 5} as never]});
    expect(requestsOfType('search')).toHaveLength(searchesBefore + 1);
  });

  it('without the option (the search page, or Save-Data) keeps nothing and never works ahead', async () => {
    const aheadBefore = requestsOfType('ahead').length;
    const {client} = await answeredOnce('page query', false);
    await nextTask();
    const searchesBefore = requestsOfType('search').length;
    void client.search(body('page query'));
    expect(requestsOfType('search')).toHaveLength(searchesBefore + 1);
    expect(requestsOfType('ahead')).toHaveLength(aheadBefore);
  });

  it('keeps at most 64 answers, the oldest out first', async () => {
    const {client, worker} = await answeredOnce('cap');
    for (let i = 0; i <= 64; i++) postAhead(worker, `cap${i}`);
    const searchesBefore = requestsOfType('search').length;
    void client.search(body('cap64'));
    void client.search(body('cap1'));
    expect(requestsOfType('search')).toHaveLength(searchesBefore);
    void client.search(body('cap0'));
    expect(requestsOfType('search')).toHaveLength(searchesBefore + 1);
  });
});
