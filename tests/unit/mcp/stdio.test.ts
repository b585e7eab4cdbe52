/**
 * The server as MCP clients start it: a child process speaking JSON-RPC on stdio. Every stdout
 * line must be a JSON-RPC message, every request must get exactly one answer, and the process
 * must end when the client closes stdin.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

import {makeFixtureBuild, siteRoot} from './fixtureBuild';

let buildDir: string;
beforeAll(async () => {
  buildDir = await makeFixtureBuild();
});

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Starts `command`, writes `lines`, closes stdin once `expectReplies` answers came, waits for exit. */
function run(
  command: string,
  args: string[],
  lines: string[],
  expectReplies: number,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: siteRoot, stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`No exit in time. stdout:\n${stdout.slice(0, 2000)}\nstderr:\n${stderr}`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const answers = stdout.split('\n').filter((l) => l.startsWith('{"')).length;
      if (answers >= expectReplies) child.stdin.end();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({stdout, stderr, code});
    });
    for (const line of lines) child.stdin.write(`${line}\n`);
  });
}

const INIT = JSON.stringify({
  jsonrpc: '2.0',
  id: 'init',
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 't', version: '1'}},
});
const call = (id: number, name: string, args: unknown) =>
  JSON.stringify({jsonrpc: '2.0', id, method: 'tools/call', params: {name, arguments: args}});

/** Hostile and valid lines with the code each must be answered with (undefined: a result). */
const SCRIPT: Array<[string, number | undefined]> = [
  [INIT, undefined],
  ['{"jsonrpc":"2.0","method":"notifications/initialized"}', NaN], // no answer: a notification
  ['nonsense', -32700],
  ['{"jsonrpc":"2.0","id":1,"method":"ping","params":null}', -32600],
  ['{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', -32600],
  ['{"jsonrpc":"2.0","id":2}', -32600],
  ['{"jsonrpc":"1.0","id":3,"method":"ping"}', -32600],
  ['[]', -32600],
  ['{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{}}', -32602],
  [call(5, 'search_docs', {query: 5}), -32602],
  [call(6, 'no_such_tool', {}), -32602],
  ['{"jsonrpc":"2.0","id":7,"method":"no/such/method"}', -32601],
  [call(8, 'get_page', {path: `/docs/${'x'.repeat(5 * 1024 * 1024)}`}), undefined],
  [call(9, 'search_docs', {query: `filter rows ${'q '.repeat(1_000_000)}`}), undefined],
  [call(10, 'get_page', {path: '/docs/tools/tables'}), undefined],
  ['{"jsonrpc":"2.0","id":11,"method":"ping"}', undefined],
];
const EXPECTED_REPLIES = SCRIPT.filter(([, code]) => !Number.isNaN(code)).length;

function checkProtocol(stdout: string): Array<Record<string, unknown>> {
  const lines = stdout.split('\n').filter((l) => l !== '');
  const messages = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const m of messages) expect(m.jsonrpc).toBe('2.0');
  return messages;
}

function checkAnswers(stdout: string): void {
  const messages = checkProtocol(stdout);
  expect(messages).toHaveLength(EXPECTED_REPLIES);
  const errors = messages
    .filter((m) => m.error)
    .map((m) => (m.error as {code: number}).code)
    .sort();
  const expected = SCRIPT.map(([, code]) => code)
    .filter((c): c is number => c !== undefined && !Number.isNaN(c))
    .sort();
  expect(errors).toEqual(expected);
  const byId = new Map(messages.map((m) => [m.id, m]));
  const page = byId.get(8) as {result: {isError: boolean; content: Array<{text: string}>}};
  expect(page.result.isError).toBe(true);
  expect(page.result.content[0]!.text.match(/x+/)![0].length).toBeLessThanOrEqual(200);
  expect(JSON.stringify(page).length).toBeLessThan(600);
  const search = byId.get(9) as {result: {structuredContent: {query: string}}};
  // Cut at 64 characters, then at 8 words.
  expect(search.result.structuredContent.query).toBe('filter rows q q q q q q');
  expect(byId.get(10)).toMatchObject({result: {content: [{text: '# Abstra Tables\n'}]}});
  // Nothing the server wrote repeats more than 200 characters of what it was sent.
  expect(stdout).not.toMatch(/x{201}|(q ){101}/);
}

describe('the documented start command: node mcp/start.cjs', () => {
  it('writes only JSON-RPC on stdout, answers every hostile line and exits on EOF', async () => {
    const result = await run(
      process.execPath,
      [path.join(siteRoot, 'mcp', 'start.cjs'), '--build-dir', buildDir],
      SCRIPT.map(([line]) => line),
      EXPECTED_REPLIES,
    );
    checkAnswers(result.stdout);
    expect(result.stderr).toMatch(/serving .* over stdio/);
    expect(result.stderr).not.toMatch(/warning/);
    expect(result.code).toBe(0);
  }, 90_000);

  it('works with the MCP SDK client, from another folder', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(siteRoot, 'mcp', 'start.cjs'), '--build-dir', buildDir],
      cwd: path.dirname(buildDir),
      stderr: 'pipe',
    });
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(transport);
    const {tools} = await client.listTools();
    expect(tools).toHaveLength(2);
    const [page, found] = await Promise.all([
      client.callTool({name: 'get_page', arguments: {path: 'tools/tables'}}),
      client.callTool({name: 'search_docs', arguments: {query: 'postgres'}}),
    ]);
    expect((page.content as Array<{text: string}>)[0]!.text).toBe('# Abstra Tables\n');
    expect(found.structuredContent).toMatchObject({results: [{title: 'Abstra Tables'}]});
    await client.close();
  }, 60_000);

  it('exits with a clear message when the site is not built', async () => {
    const result = await run(
      process.execPath,
      [path.join(siteRoot, 'mcp', 'start.cjs'), '--build-dir', path.join(buildDir, 'nope')],
      [],
      0,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/No build folder at .*nope\. Run "npm run build" first/);
  }, 60_000);
});

describe('npm run mcp', () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  it('with --silent, writes only JSON-RPC on stdout', async () => {
    const result = await run(
      npm,
      ['run', '--silent', 'mcp', '--', '--build-dir', buildDir],
      [INIT, '{"jsonrpc":"2.0","id":2,"method":"ping"}'],
      2,
    );
    expect(checkProtocol(result.stdout)).toHaveLength(2);
    expect(result.stderr).not.toMatch(/warning:/);
  }, 60_000);

  it('without --silent, says on stderr how to start it cleanly (npm prints its banner first)', async () => {
    const result = await run(npm, ['run', 'mcp', '--', '--build-dir', buildDir], [INIT], 1);
    expect(result.stdout).toMatch(/^\s*> abstra-docs@.* mcp/);
    expect(result.stderr).toMatch(
      /warning: npm printed its banner on stdout.*node mcp\/start\.cjs/,
    );
  }, 60_000);
});
