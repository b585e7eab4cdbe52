import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {serializeHeaders} from '../../../plugins/security-headers/shared/headersFile.mjs';
import {createDocsServer} from '../../../scripts/serve.mjs';

/** The headers a fixture build declares (what plugins/security-headers would write). */
export const FIXTURE_HEADERS: Array<[string, string]> = [
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'",
  ],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=()'],
];

/** 3 KB of text, so that it is worth compressing. */
export const LONG_TEXT = Array.from({length: 120}, (_, i) => `line ${i} of the full text\n`).join(
  '',
);

/**
 * A small build folder: pages, a twin, hashed assets and search files, plus what must never be
 * served — dotfiles, and symlinks that leave the folder (a secret sits beside it).
 */
export function createFixtureBuild(files: Record<string, string> = {}): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'serve-fixture-'));
  const root = path.join(parent, 'build');
  writeFileSync(path.join(parent, 'secret.txt'), 'TOP SECRET');
  mkdirSync(path.join(parent, 'outside'));
  writeFileSync(path.join(parent, 'outside', 'config'), 'OUTSIDE CONFIG');
  const all: Record<string, string> = {
    'index.html': '<p>home</p>',
    'index.md': '# Home',
    '404.html': 'not found page',
    'tools/envvars/index.html': 'envvars',
    'tools/tables/index.html': 'tables html',
    'tools/tables.md': '# Tables',
    'search.html': 'search',
    'llms-full.txt': LONG_TEXT,
    'assets/js/main.0123abcd.js': `console.log(${JSON.stringify(LONG_TEXT)});`,
    'assets/images/logo-5f3a.png': 'png',
    'search/index.0123456789ab.json.gz': 'gzipped index',
    'search/shard.89abcdef.json': '{"shard":1}',
    'search/manifest.json': '{"index":"index.0123456789ab.json.gz"}',
    'img/logo.svg': '<svg/>',
    '.env': 'SECRET=1',
    '.git/config': '[core]',
    'tools/.hidden/page.html': 'hidden',
    '.security-headers.conf': serializeHeaders(FIXTURE_HEADERS, ['fixture']),
    ...files,
  };
  for (const [file, body] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), body);
  }
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'leak.txt'));
  symlinkSync(path.join(parent, 'secret.txt'), path.join(root, 'tools', 'leak.html'));
  symlinkSync(path.join(parent, 'outside'), path.join(root, 'linked'));
  symlinkSync(path.join(root, 'search.html'), path.join(root, 'inside-link.html'));
  return root;
}

export async function listen(
  root: string,
  options?: Parameters<typeof createDocsServer>[1],
): Promise<{server: ReturnType<typeof createDocsServer>; origin: string; port: number}> {
  const server = createDocsServer(root, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {server, origin: `http://127.0.0.1:${port}`, port};
}

export function close(server: ReturnType<typeof createDocsServer>): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
