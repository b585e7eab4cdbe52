#!/usr/bin/env node
// Installs the deploy tools (this folder's package.json: wrangler and workerd, Netlify's parsers,
// Vercel's routing utilities) when they are missing or older than the lock file. The deploy
// tests need them; the site's own `npm ci` does not install them. scripts/test.mjs runs this
// first; by hand: `node deploy/tools/install.mjs`.
import {spawnSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const toolsDir = path.dirname(fileURLToPath(import.meta.url));

/** True when node_modules matches the lock file (npm writes node_modules/.package-lock.json). */
export function toolsInstalled(dir = toolsDir) {
  const installed = path.join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return false;
  return statSync(installed).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs;
}

/** Installs the tools if needed; returns a line for the log, throws with the fix on failure. */
export function installTools(dir = toolsDir) {
  if (toolsInstalled(dir)) return 'Deploy tools already installed (deploy/tools/node_modules).';
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', dir, '--no-audit', '--no-fund', '--prefer-offline'],
    {encoding: 'utf8'},
  );
  if (result.status !== 0) {
    throw new Error(
      `Installing the deploy tools failed (npm ci --prefix ${path.relative(process.cwd(), dir) || '.'}).\n` +
        "The deploy tests run the hosts' own tools (wrangler with workerd, @netlify/headers-parser,\n" +
        '@netlify/redirect-parser, @vercel/routing-utils); they need the npm registry once.\n' +
        `${result.stderr || result.stdout}`,
    );
  }
  return 'Deploy tools installed (npm ci --prefix deploy/tools).';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(installTools());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
