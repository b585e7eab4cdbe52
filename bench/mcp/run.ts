/**
 * `npm run bench:mcp` (after a build): the docs MCP server over real stdio, as a client sees it.
 * Prints: start-up until `initialize` is answered, `search_docs` latency for short and for
 * 64-character queries, the longest query, and `get_page` latency while a search is running.
 * A measurement, not a test.
 */
import {loadavg} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const root = path.resolve(__dirname, '..', '..');
const buildDir = process.argv[2] ?? path.join(root, 'build');

const SHORT = ['tables select', 'send task', 'form upload file', 'deploy', 'cron job', 'ai parse'];
const LONG = [
  'how do i pre fill a form with existing values from a table row in abstra',
  'upload a file in a form and save it to the persistent files folder please',
  'change the url of my project and the custom domain for the whole workflow',
  'a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a',
  'tab tab tab tab tab tab tab tab tab tab tab tab tab tab tab tab tab tab tab',
];

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (n=${s.length})`;
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await run();
  return [performance.now() - t0, value];
}

async function main(): Promise<void> {
  const client = new Client({name: 'bench', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [path.join(root, 'mcp', 'start.cjs'), '--build-dir', buildDir],
    stderr: 'ignore',
  });
  const [startMs] = await timed(() => client.connect(transport));
  let failed = 0;
  const search = async (query: string) => {
    const result = await client.callTool({name: 'search_docs', arguments: {query, limit: 5}});
    if (result.isError) failed++;
    return result;
  };
  const page = () =>
    client.callTool({name: 'get_page', arguments: {path: '/docs/tools/tables/reference/select'}});

  await search('warm up');
  failed = 0;
  const short: number[] = [];
  const long: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const q of SHORT) short.push((await timed(() => search(q)))[0]);
    for (const q of LONG) long.push((await timed(() => search(q)))[0]);
  }
  // get_page sent right after a long search starts, 20 times.
  const pageDuring: number[] = [];
  for (let round = 0; round < 20; round++) {
    const running = search(LONG[round % LONG.length]!);
    pageDuring.push((await timed(page))[0]);
    await running;
  }
  await client.close();

  console.log(`MCP server over stdio, build ${buildDir}`);
  console.log(`| measure                                   | figure |`);
  console.log(`| ----------------------------------------- | ------ |`);
  console.log(`| start-up until initialize answered        | ${startMs.toFixed(0)} ms |`);
  console.log(`| search_docs, short queries                | ${stats(short)} |`);
  console.log(`| search_docs, 64+ character queries        | ${stats(long)} |`);
  console.log(`| get_page while a long search is running   | ${stats(pageDuring)} |`);
  console.log(
    `| searches answered with an error (time-out) | ${failed} of ${short.length + long.length + pageDuring.length} |`,
  );
  console.log(
    `(load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})`,
  );
}

void main();
