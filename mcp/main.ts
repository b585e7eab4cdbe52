/**
 * `npm run mcp`: the docs MCP server over stdio, serving the built site.
 *   npm run mcp -- --build-dir path/to/build    (default: ./build, or $DOCS_BUILD_DIR)
 * Logs go to stderr: stdout carries the protocol.
 */
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {createDocsMcpServer} from './server';
import {loadSite} from './site';

function buildDir(argv: string[]): string {
  const flag = argv.indexOf('--build-dir');
  if (flag !== -1 && argv[flag + 1]) return argv[flag + 1]!;
  return process.env.DOCS_BUILD_DIR ?? path.resolve(__dirname, '..', 'build');
}

async function main(): Promise<void> {
  let site;
  try {
    site = loadSite(buildDir(process.argv.slice(2)));
  } catch (error) {
    console.error(`abstra-docs MCP server: ${(error as Error).message}`);
    process.exit(1);
  }
  const server = createDocsMcpServer(site);
  await server.connect(new StdioServerTransport());
  console.error(`abstra-docs MCP server: serving ${site.buildDir} over stdio`);
}

void main();
