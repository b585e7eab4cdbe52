import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import type {WorkerReply, WorkerRequest} from '../../../plugins/search/client/workerProtocol';
import type {SearchGlobalData} from '../../../plugins/search/shared/types';

/** A stand-in for the search worker: the test answers each request by hand. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: {data: WorkerReply}) => void) | null = null;
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
