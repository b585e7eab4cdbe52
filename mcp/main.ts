/**
 * The docs MCP server over stdio, serving the built site. mcp/start.cjs runs `main()`:
 *   node mcp/start.cjs [--build-dir path/to/build]     (default: ./build, or $DOCS_BUILD_DIR)
 * Logs go to stderr: stdout carries the protocol only.
 */
import path from 'node:path';

import {createDocsMcpServer} from './server';
import {SearchPool} from './searchPool';
import {loadSite} from './site';
import {LineTransport} from './stdioTransport';

function buildDir(argv: string[]): string {
  const flag = argv.indexOf('--build-dir');
  if (flag !== -1 && argv[flag + 1]) return argv[flag + 1]!;
  return process.env.DOCS_BUILD_DIR ?? path.resolve(__dirname, '..', 'build');
}

/**
 * `npm run` prints its banner ("> abstra-docs@0.0.0 mcp") on stdout before the server starts,
 * unless `--silent`; an MCP client reads those lines as broken messages. The server cannot take
 * them back, so it says how to start it cleanly.
 */
export function npmBannerWarning(env: NodeJS.ProcessEnv): string | null {
  const underNpmRun = env.npm_command === 'run' || env.npm_command === 'run-script';
  if (!underNpmRun || env.npm_config_loglevel === 'silent') return null;
  return 'npm printed its banner on stdout, where MCP clients expect JSON-RPC only. In a client configuration, start the server with "node mcp/start.cjs" (or "npm run --silent mcp").';
}

function fail(message: string): never {
  process.stderr.write(`abstra-docs MCP server: ${message}\n`);
  process.exit(1);
}

export async function main(): Promise<void> {
  const warning = npmBannerWarning(process.env);
  if (warning) process.stderr.write(`abstra-docs MCP server: warning: ${warning}\n`);

  let site;
  try {
    site = loadSite(buildDir(process.argv.slice(2)));
  } catch (error) {
    fail((error as Error).message);
  }
  const pool = new SearchPool({buildDir: site.buildDir});
  try {
    await pool.start();
  } catch (error) {
    fail((error as Error).message);
  }
  const server = createDocsMcpServer(site, pool);
  server.onclose = () => void pool.close();
  await server.connect(new LineTransport());
  process.stderr.write(`abstra-docs MCP server: serving ${site.buildDir} over stdio\n`);
}
