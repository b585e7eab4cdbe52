import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** The nginx recipe the README shows; the test runs this very file. */
export const RECIPE = path.join(__dirname, '..', '..', 'deploy', 'nginx', 'abstra-docs.conf');
/** Where the recipe expects the build; replaced by the real build folder for the test. */
export const RECIPE_BUILD_DIR = '/var/www/abstra-docs/build';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `child` (a server named `name`) answers HTTP on `port`, polling every 100 ms up
 * to `limitMs`; fails at once if it exits, with its log.
 */
export async function waitForPort(
  port: number,
  child: ChildProcess,
  log: string,
  {name = 'nginx', limitMs = 10_000}: {name?: string; limitMs?: number} = {},
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${name} exited with ${child.exitCode}:\n${readLog(log)}`);
    }
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get({host: '127.0.0.1', port, path: '/docs/'}, (response) => {
        response.resume();
        resolve(true);
      });
      request.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${name} did not answer on 127.0.0.1:${port} within ${limitMs / 1000} s:\n${readLog(log)}`,
  );
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '(no error log)';
}

/** Debian's own main configuration, which the container image (Dockerfile) runs unchanged. */
const DEBIAN_MODULES = '/usr/share/nginx/modules';
export const STOCK_CONFIG = '/etc/nginx/nginx.conf';

/**
 * Debian's nginx.conf as the container runs it, with what only a test must change: the files it
 * writes (pid, logs) go to `dir`, it runs as the current user and in the foreground, and its
 * includes read `dir`'s conf.d (the recipe, as the Dockerfile copies it) and no sites-enabled
 * (the Dockerfile removes the default site). Everything else (events, http settings, MIME types,
 * modules) is the file as installed. Throws when the file does not have the lines it rewrites.
 */
export function stockConfig(dir: string, log: string): string {
  const replacements: Array<[RegExp, string]> = [
    [/^user\s+[^;]+;\n/m, ''],
    [/^pid\s+[^;]+;/m, `pid ${path.join(dir, 'nginx.pid')};`],
    [/^error_log\s+[^;]+;/m, `error_log ${log} warn;`],
    [/^(\s*)access_log\s+[^;]+;/m, '$1access_log off;'],
    [
      /^(\s*)include\s+\/etc\/nginx\/conf\.d\/\*\.conf;/m,
      `$1include ${path.join(dir, 'conf.d')}/*.conf;`,
    ],
    [/^\s*include\s+\/etc\/nginx\/sites-enabled\/\*;\n/m, ''],
  ];
  let text = readFileSync(STOCK_CONFIG, 'utf8');
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) {
      throw new Error(`${STOCK_CONFIG} has no line matching ${pattern}; update stockConfig().`);
    }
    text = text.replace(pattern, replacement);
  }
  return `daemon off;\nmaster_process off;\n${text}`;
}

/**
 * Starts Debian's nginx on a free loopback port with the recipe over `buildDir`. Everything
 * nginx writes (pid, logs, temp files) goes to a temporary folder, so it runs without root.
 * `stock`: inside Debian's own nginx.conf, as the container image runs it (Dockerfile), rather
 * than in a minimal main file.
 */
export async function startNginx(
  buildDir: string,
  {stock = false}: {stock?: boolean} = {},
): Promise<{origin: string; stop: () => void}> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx was not found at ${NGINX}. The nginx recipe test runs a real nginx: install nginx-light ` +
        '(sudo apt-get install nginx-light), or set NGINX_PATH to an nginx binary.',
    );
  }
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'abstra-docs-nginx-'));
  mkdirSync(path.join(dir, 'logs'));
  mkdirSync(path.join(dir, 'conf.d'));
  const site = readFileSync(RECIPE, 'utf8')
    .replaceAll(RECIPE_BUILD_DIR, path.resolve(buildDir))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  if (!site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error(`${RECIPE} has no "listen 80;" line for the test to replace.`);
  }
  if (stock) {
    // Debian's module files name their .so relative to the prefix (/usr/share/nginx); the test
    // runs with its own prefix, so it links the modules folder there.
    symlinkSync(DEBIAN_MODULES, path.join(dir, 'modules'));
  }
  const siteFile = path.join(dir, 'conf.d', path.basename(RECIPE));
  writeFileSync(siteFile, site);
  const log = path.join(dir, 'logs', 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${path.join(dir, name)};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    stock
      ? stockConfig(dir, log).replace(/^http\s*\{/m, `http {\n  ${temp}`)
      : [
          'daemon off;',
          'master_process off;',
          'worker_processes 1;',
          `pid ${path.join(dir, 'nginx.pid')};`,
          `error_log ${log} warn;`,
          'events { worker_connections 256; }',
          'http {',
          '  access_log off;',
          `  ${temp}`,
          `  include ${siteFile};`,
          '}',
          '',
        ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', log];
  const check = spawnSync(NGINX, ['-t', ...args], {encoding: 'utf8', timeout: 30_000});
  if (check.status !== 0) {
    throw new Error(`nginx rejects the recipe (${RECIPE}):\n${check.stderr}`);
  }
  const child = spawn(NGINX, args, {stdio: 'ignore'});
  await waitForPort(port, child, log);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop() {
      child.kill('SIGQUIT');
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
