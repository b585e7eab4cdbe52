import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';

import {writeSearchFiles} from '../../../plugins/search/server/writeSearchFiles';
import {createDocsMcpServer, LLMS_TXT_URI} from '../../../mcp/server';
import {loadSite, pageKey, SiteNotBuiltError} from '../../../mcp/site';
import {rec} from '../search/helpers';

const siteRoot = path.resolve(__dirname, '..', '..', '..');
const buildDir = mkdtempSync(path.join(tmpdir(), 'mcp-build-'));
const SELECT_MD = '---\ntitle: select\n---\n\n# select\n\nReturns rows.\n';

beforeAll(async () => {
  await writeSearchFiles(path.join(buildDir, 'search'), [
    rec('tools/tables/reference/select', 'select', {
      content: 'Returns the rows of a table that match a filter.',
      lvl0: 'Tools',
    }),
    rec('tools/tables', 'Abstra Tables', {
      content: 'Postgres database for every project.',
      lvl0: 'Tools',
    }),
    rec('workflow/forms', 'Forms', {content: 'Multi-page web forms in Python.', lvl0: 'Workflow'}),
  ]);
  const files: Record<string, string> = {
    'index.html': '<html></html>',
    'index.md': '# Set up\n',
    'tools/tables/reference/select.md': SELECT_MD,
    'tools/tables.md': '# Abstra Tables\n',
    'llms.txt': '# Abstra Docs\n\n> Summary.\n',
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    writeFileSync(path.join(buildDir, file), body);
  }
});

describe('site access', () => {
  it('normalizes page paths', () => {
    expect(pageKey('/docs/tools/tables/')).toBe('tools/tables');
    expect(pageKey('https://abstra.io/docs/tools/tables.md#x')).toBe('tools/tables');
    expect(pageKey('tools/tables')).toBe('tools/tables');
    expect(pageKey('/docs/')).toBe('');
    expect(pageKey('/docs/index.md')).toBe('');
  });

  it('explains a missing build', () => {
    expect(() => loadSite(path.join(buildDir, 'nope'))).toThrow(SiteNotBuiltError);
    expect(() => loadSite(path.join(buildDir, 'nope'))).toThrow(/Run "npm run build" first/);
    const empty = mkdtempSync(path.join(tmpdir(), 'mcp-empty-'));
    expect(() => loadSite(empty)).toThrow(/search manifest not found .* Build the site first/);
  });

  it('never reads outside the build', () => {
    const site = loadSite(buildDir);
    expect(() => site.getPage('/docs/../../etc/passwd')).toThrow(/No page at/);
  });
});

describe('MCP server (in-memory client)', () => {
  const client = new Client({name: 'test', version: '1.0.0'});
  beforeAll(async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsMcpServer(loadSite(buildDir)).connect(serverSide);
    await client.connect(clientSide);
  });
  afterAll(() => client.close());

  it('lists the tools and the llms.txt resource', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_page', 'search_docs']);
    const {resources} = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([LLMS_TXT_URI]);
    const read = await client.readResource({uri: LLMS_TXT_URI});
    expect(read.contents[0]).toMatchObject({text: '# Abstra Docs\n\n> Summary.\n'});
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
  });

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
});

describe('npm run mcp (stdio)', () => {
  it('answers over stdio', async () => {
    const transport = new StdioClientTransport({
      command: path.join(siteRoot, 'node_modules', '.bin', 'jiti'),
      args: [path.join(siteRoot, 'mcp', 'main.ts'), '--build-dir', buildDir],
      cwd: siteRoot,
      stderr: 'pipe',
    });
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(transport);
    const {tools} = await client.listTools();
    expect(tools).toHaveLength(2);
    const result = await client.callTool({name: 'get_page', arguments: {path: 'tools/tables'}});
    expect((result.content as Array<{text: string}>)[0]!.text).toBe('# Abstra Tables\n');
    await client.close();
  }, 30_000);
});
