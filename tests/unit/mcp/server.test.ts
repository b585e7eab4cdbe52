import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {McpError} from '@modelcontextprotocol/sdk/types.js';

import {createDocsMcpServer, LLMS_TXT_URI} from '../../../mcp/server';
import {SearchPool} from '../../../mcp/searchPool';
import {boundQuery, load, MAX_QUERY_LENGTH, MAX_QUERY_WORDS} from '../../../mcp/searchBackend';
import {loadSite, markdownUrlOf, pageKey, SiteNotBuiltError} from '../../../mcp/site';
import {LLMS_TXT, makeFixtureBuild, SELECT_MD} from './fixtureBuild';

let buildDir: string;
beforeAll(async () => {
  buildDir = await makeFixtureBuild();
});

describe('site access', () => {
  it('normalizes page paths', () => {
    expect(pageKey('/docs/tools/tables/')).toBe('tools/tables');
    expect(pageKey('https://abstra.io/docs/tools/tables.md#x')).toBe('tools/tables');
    expect(pageKey('tools/tables')).toBe('tools/tables');
    expect(pageKey('/docs/')).toBe('');
    expect(pageKey('/docs/index.md')).toBe('');
    expect(markdownUrlOf('https://abstra.io/docs/tools/tables#x')).toBe(
      'https://abstra.io/docs/tools/tables.md',
    );
  });

  it('explains a missing build', async () => {
    expect(() => loadSite(path.join(buildDir, 'nope'))).toThrow(SiteNotBuiltError);
    expect(() => loadSite(path.join(buildDir, 'nope'))).toThrow(/Run "npm run build" first/);
    const empty = mkdtempSync(path.join(tmpdir(), 'mcp-empty-'));
    expect(() => loadSite(empty)).toThrow(/llms.txt not found .* Build the site first/);
    await expect(load(empty)).rejects.toThrow(SiteNotBuiltError);
    await expect(load(empty)).rejects.toThrow(/No search index at .* Build the site first/);
  });

  it('never reads outside the build', () => {
    const site = loadSite(buildDir);
    expect(() => site.getPage('/docs/../../etc/passwd')).toThrow(/No page at/);
    expect(() => site.getPage('../llms.txt')).toThrow(/No page at/);
  });
});

describe('search bounds (the site rules: 64 characters)', () => {
  it('cuts the query at 64 characters and 8 words', () => {
    expect(boundQuery('x'.repeat(5_000_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(boundQuery('  tables   select\n\tfilter')).toBe('tables select filter');
    const many = Array.from({length: 20}, (_, i) => `w${i}`).join(' ');
    expect(boundQuery(many).split(' ')).toHaveLength(MAX_QUERY_WORDS);
    // Never half a surrogate pair at the cut.
    const emoji = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`;
    expect(boundQuery(emoji)).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('MCP server (in-memory client, real search worker)', () => {
  const client = new Client({name: 'test', version: '1.0.0'});
  let pool: SearchPool;
  beforeAll(async () => {
    pool = new SearchPool({buildDir});
    await pool.start();
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsMcpServer(loadSite(buildDir), pool).connect(serverSide);
    await client.connect(clientSide);
  }, 30_000);
  afterAll(async () => {
    await client.close();
    await pool.close();
  });

  it('lists the tools and the llms.txt resource', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
    const search = tools.find((t) => t.name === 'search_docs')!;
    expect(search.inputSchema).toMatchObject({
      type: 'object',
      required: ['query'],
      properties: {limit: {type: 'integer', minimum: 1, maximum: 20, default: 5}},
    });
    const {resources} = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([LLMS_TXT_URI]);
    const read = await client.readResource({uri: LLMS_TXT_URI});
    expect(read.contents[0]).toMatchObject({text: LLMS_TXT});
  });

  it('searches with the site engine and index', async () => {
    const result = await client.callTool({
      name: 'search_docs',
      arguments: {query: 'filter rows', limit: 3},
    });
    const {results} = result.structuredContent as {
      results: Array<{title: string; markdownUrl: string}>;
    };
    expect(results[0]).toMatchObject({
      title: 'select',
      markdownUrl: 'https://example.com/docs/tools/tables/reference/select.md',
    });
    const none = await client.callTool({name: 'search_docs', arguments: {query: 'zzzqqq'}});
    expect((none.content as Array<{text: string}>)[0]!.text).toBe('No results for "zzzqqq".');
  }, 30_000);

  it('runs a 5 MB query as its first 64 characters', async () => {
    const result = await client.callTool({
      name: 'search_docs',
      arguments: {query: `filter rows ${'z'.repeat(5_000_000)}`},
    });
    expect(result.isError).toBeUndefined();
    const {query} = result.structuredContent as {query: string};
    expect(query).toHaveLength(MAX_QUERY_LENGTH);
    expect(JSON.stringify(result).length).toBeLessThan(2_000);
  }, 30_000);

  it('fetches a page as Markdown, with a clear error for unknown pages', async () => {
    const page = await client.callTool({
      name: 'get_page',
      arguments: {path: '/docs/tools/tables/reference/select'},
    });
    expect((page.content as Array<{text: string}>)[0]!.text).toBe(SELECT_MD);
    const missing = await client.callTool({name: 'get_page', arguments: {path: '/docs/nope'}});
    expect(missing.isError).toBe(true);
    expect((missing.content as Array<{text: string}>)[0]!.text).toMatch(
      /No page at "\/docs\/nope"/,
    );
  });

  it('repeats at most 200 characters of a 5 MB path', async () => {
    const missing = await client.callTool({
      name: 'get_page',
      arguments: {path: `/docs/${'x'.repeat(5_000_000)}`},
    });
    expect(missing.isError).toBe(true);
    const text = (missing.content as Array<{text: string}>)[0]!.text;
    expect(text).toMatch(/^No page at "\/docs\/x+"… \(5000006 characters\)\./);
    expect(text.match(/x+/)![0].length).toBe(194);
    expect(text.length).toBeLessThan(400);
  }, 30_000);

  async function rpcError(run: () => Promise<unknown>): Promise<McpError> {
    const error = await run().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(McpError);
    return error as McpError;
  }

  it('answers an unknown tool or wrong arguments with -32602 and a short message', async () => {
    const unknown = await rpcError(() =>
      client.callTool({name: `nope${'y'.repeat(100_000)}`, arguments: {}}),
    );
    expect(unknown.code).toBe(-32602);
    expect(unknown.message).toMatch(/Unknown tool "nopey+"… \(100004 characters\)/);
    expect(unknown.message.length).toBeLessThan(400);

    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['search_docs', {}, /Invalid arguments for search_docs: query: is required\./],
      ['search_docs', {query: 42}, /query: must be a string/],
      ['search_docs', {query: ''}, /query: is not allowed to be empty/],
      ['search_docs', {query: 'x', limit: 0}, /limit: must be greater than or equal to 1/],
      ['search_docs', {query: 'x', limit: 2.5}, /limit: must be an integer/],
      ['search_docs', {query: 'x', limit: '3'}, /limit: must be a number/],
      ['get_page', {}, /Invalid arguments for get_page: path: is required\./],
      ['get_page', {path: ['a']}, /path: must be a string/],
      ['get_page', {path: {toString: 'x'}}, /path: must be a string/],
    ];
    for (const [name, args, message] of cases) {
      const error = await rpcError(() => client.callTool({name, arguments: args}));
      expect(error.code, JSON.stringify(args)).toBe(-32602);
      expect(error.message).toMatch(message);
      expect(error.message).not.toMatch(/"code":|"path":\s*\[/); // no raw issue dump
    }
  }, 30_000);

  it('answers an unknown resource with -32002', async () => {
    const error = await rpcError(() => client.readResource({uri: 'docs://abstra/nope'}));
    expect(error.code).toBe(-32002);
    expect(error.message).toMatch(/Unknown resource "docs:\/\/abstra\/nope"/);
  });
});
