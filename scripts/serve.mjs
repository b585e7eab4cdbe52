#!/usr/bin/env node
// Serves the production build the way a static host would, under /docs/ (see scripts/serve/).
// Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--host 127.0.0.1]
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {createDocsServer} from './serve/server.mjs';
import {BASE} from './serve/paths.mjs';

export {createDocsServer, loadSecurityHeaders, parseTarget} from './serve/server.mjs';
export {
  BASE,
  decodePath,
  isImmutable,
  markdownTwin,
  resolveFile,
  strippedHtmlPath,
} from './serve/paths.mjs';
export {chooseEncoding, prefersMarkdown} from './serve/negotiate.mjs';

function parseArgs(argv) {
  const args = {port: Number(process.env.PORT ?? 3000), dir: 'build', host: undefined};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--dir') args.dir = argv[++i];
    else if (argv[i] === '--host') args.host = argv[++i];
  }
  return args;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const {port, dir, host} = parseArgs(process.argv.slice(2));
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(
      `No production build in ${root}. Run "npm run build" first (or "npm run preview" to build and serve).`,
    );
    process.exit(1);
  }
  let server;
  try {
    server = createDocsServer(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  server.on('error', (error) => {
    const code = /** @type {{code?: string}} */ (error).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Stop the other server or pick another port: npm run serve -- --port <n>.`
        : `The preview server stopped: ${error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.log(
      `Abstra Docs: serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}${BASE}`,
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // 'close' removes the compressed copies (scripts/serve/compress.mjs), then we exit.
      server.on('close', () => process.exit(0));
      server.close();
      server.closeAllConnections();
    });
  }
}
