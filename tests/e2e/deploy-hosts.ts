/**
 * The static hosts that run on this machine: Cloudflare Pages, through `wrangler pages dev`
 * (Cloudflare's own local runtime, workerd), over the folder deploy/stage.mjs lays out from
 * build/. Everything it writes goes to a temporary folder.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, openSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {freePort, waitForPort} from './nginx';

const repoRoot = path.join(__dirname, '..', '..');
const toolsDir = path.join(repoRoot, 'deploy', 'tools');
export const WRANGLER = path.join(toolsDir, 'node_modules', '.bin', 'wrangler');
/**
 * The Workers compatibility date the site is served with: the newest this wrangler's workerd
 * supports when it was pinned (deploy/tools/package.json). Use the same in the Pages project.
 */
export const COMPATIBILITY_DATE = '2026-04-01';

export async function startPagesDev(buildDir: string): Promise<{origin: string; stop: () => void}> {
  if (!existsSync(WRANGLER)) {
    throw new Error(
      `wrangler is not installed in deploy/tools. Run "node deploy/tools/install.mjs" (npm test does).`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'abstra-docs-pages-'));
  const site = path.join(dir, 'site');
  // The recipe's own command, as a reader runs it.
  const staged = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'deploy', 'stage.mjs'),
      'cloudflare-pages',
      '--build',
      buildDir,
      '--out',
      site,
    ],
    {encoding: 'utf8', timeout: 60_000},
  );
  if (staged.status !== 0) throw new Error(`deploy/stage.mjs failed:\n${staged.stderr}`);
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const log = path.join(dir, 'wrangler.log');
  const out = openSync(log, 'w');
  const child = spawn(
    WRANGLER,
    [
      'pages',
      'dev',
      site,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      path.join(dir, 'state'),
    ],
    {
      cwd: dir,
      // Its own process group, so that stop() ends workerd with it.
      detached: true,
      stdio: ['ignore', out, out],
      env: {...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: dir, NO_COLOR: '1'},
    },
  );
  try {
    await waitForPort(port, child, log, {name: 'wrangler pages dev', limitMs: 90_000});
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
