import path from 'node:path';
import {PassThrough} from 'node:stream';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';

import {createDocsMcpServer} from '../../../mcp/server';
import {SearchFailedError, SearchPool} from '../../../mcp/searchPool';
import {loadSite} from '../../../mcp/site';
import {LineTransport} from '../../../mcp/stdioTransport';
import {makeFixtureBuild, SELECT_MD} from './fixtureBuild';

const slowBackend = path.join(__dirname, 'fixtures', 'slowBackend.ts');
let buildDir: string;
const pools: SearchPool[] = [];
function pool(options: Partial<ConstructorParameters<typeof SearchPool>[0]> = {}): SearchPool {
  const p = new SearchPool({buildDir, backendModule: slowBackend, ...options});
  pools.push(p);
  return p;
}

beforeAll(async () => {
  buildDir = await makeFixtureBuild();
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the search worker pool', () => {
  it('stops a search past its time limit, answers an error and recycles the worker', async () => {
    const p = pool({timeoutMs: 1_000});
    await p.start();
    await expect(p.search('sleep 60000', 1)).rejects.toThrow(
      /took longer than 1000 ms and was stopped/,
    );
    expect(p.restarts).toBe(1);
    await expect(p.search('after', 1)).resolves.toMatchObject([{title: 'after 1'}]);
  }, 20_000);

  it('runs queued searches after a stopped one', async () => {
    const p = pool({timeoutMs: 1_000});
    await p.start();
    const slow = p.search('sleep 60000', 1);
    const next = p.search('next', 2);
    await expect(slow).rejects.toBeInstanceOf(SearchFailedError);
    await expect(next).resolves.toHaveLength(2);
  }, 20_000);

  it('refuses searches past the queue, at once', async () => {
    const p = pool({timeoutMs: 1_000, maxQueue: 2});
    await p.start();
    const running = p.search('sleep 60000', 1);
    const waiting = [p.search('a', 1), p.search('b', 1)];
    await expect(p.search('c', 1)).rejects.toThrow(/Too many searches at once \(2 waiting\)/);
    await expect(running).rejects.toThrow(/took longer than/);
    await expect(Promise.all(waiting)).resolves.toHaveLength(2);
  }, 20_000);

  it('drops a search that waits too long', async () => {
    const p = pool({timeoutMs: 5_000, maxWaitMs: 200});
    await p.start();
    const running = p.search('sleep 1000', 1);
    await expect(p.search('late', 1)).rejects.toThrow(/waited 200 ms .* and was dropped/);
    await expect(running).resolves.toHaveLength(1);
  }, 20_000);

  it('survives an engine error and a crashed worker', async () => {
    const p = pool();
    await p.start();
    await expect(p.search('throw', 1)).rejects.toThrow('The engine failed.');
    await expect(p.search('crash', 1)).rejects.toThrow(/search worker stopped unexpectedly/);
    await expect(p.search('alive', 1)).resolves.toMatchObject([{title: 'alive 1'}]);
  }, 20_000);

  it('reports an index that does not load, at start and on every search', async () => {
    const p = pool({buildDir: `${buildDir}-broken`});
    await expect(p.start()).rejects.toThrow('The search index is damaged.');
    await expect(p.search('x', 1)).rejects.toThrow('The search index is damaged.');
  }, 20_000);
});

/** The real server and transport over in-process streams: raw JSON-RPC lines in and out. */
function rawServer(searchPool: SearchPool) {
  const input = new PassThrough();
  const output = new PassThrough();
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  output.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let at: number;
    while ((at = buffer.indexOf('\n')) !== -1) {
      lines.push(JSON.parse(buffer.slice(0, at)) as Record<string, unknown>);
      buffer = buffer.slice(at + 1);
      waiters.splice(0).forEach((wake) => wake());
    }
  });
  const server = createDocsMcpServer(loadSite(buildDir), searchPool);
  const transport = new LineTransport(input, output, {maxLineBytes: 1024, log: () => {}});
  const reply = async (id: unknown) => {
    for (;;) {
      const found = lines.find((l) => l.id === id);
      if (found) return found;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  return {
    lines,
    ready: server.connect(transport),
    send: (message: unknown) =>
      input.write(typeof message === 'string' ? message : `${JSON.stringify(message)}\n`),
    reply,
    close: () => server.close(),
  };
}

describe('a slow search never blocks get_page', () => {
  let p: SearchPool;
  beforeAll(async () => {
    p = new SearchPool({buildDir, backendModule: slowBackend, timeoutMs: 1_500});
    await p.start();
  });
  afterAll(() => p.close());

  it('answers get_page while a search is still running, then stops the search', async () => {
    const s = rawServer(p);
    await s.ready;
    const call = (id: number, name: string, args: unknown) =>
      s.send({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});
    call(1, 'search_docs', {query: 'sleep 60000'});
    for (let i = 0; i < 5; i++) call(10 + i, 'get_page', {path: 'tools/tables/reference/select'});
    for (let i = 0; i < 5; i++) {
      const page = await s.reply(10 + i);
      expect(page).toMatchObject({result: {content: [{text: SELECT_MD}]}});
    }
    // Every page came back before the search's answer.
    const order = s.lines.map((l) => l.id);
    expect(order.indexOf(1)).toBe(-1);
    expect(await s.reply(1)).toMatchObject({
      result: {isError: true, content: [{text: expect.stringMatching(/took longer than 1500 ms/)}]},
    });
    call(2, 'search_docs', {query: 'fine'});
    expect(await s.reply(2)).toMatchObject({result: {structuredContent: {query: 'fine'}}});
    await s.close();
  }, 20_000);

  it('skips an oversized line with -32600 and keeps reading', async () => {
    const s = rawServer(p);
    await s.ready;
    s.send(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${'x'.repeat(3000)}"}}\n`);
    s.send({jsonrpc: '2.0', id: 2, method: 'ping'});
    expect(await s.reply(null)).toMatchObject({
      error: {code: -32600, message: expect.stringMatching(/longer than 1024 bytes/)},
    });
    expect(await s.reply(2)).toMatchObject({result: {}});
    // A line split across many writes is still one message.
    const ping = JSON.stringify({jsonrpc: '2.0', id: 3, method: 'ping'});
    for (const ch of ping) s.send(ch);
    s.send('\r\n\n   \n');
    expect(await s.reply(3)).toMatchObject({result: {}});
    expect(s.lines.filter((l) => l.id === null)).toHaveLength(1);
    await s.close();
  }, 20_000);
});
