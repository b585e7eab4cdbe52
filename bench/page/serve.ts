/**
 * Serves built sites with gzip on loopback, through nginx, the way a static
 * host would: `/docs/<path>` answers `<path>`, `<path>.html` or
 * `<path>/index.html`, and unknown paths get `404.html` with status 404.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface ServedSite {
  name: string;
  buildDir: string;
}

export interface Servers {
  /** Origin (`http://127.0.0.1:<port>`) of each site, by name. */
  origins: Record<string, string>;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`nginx did not answer ${url} in time.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function serveSites(sites: ServedSite[]): Promise<Servers> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `nginx was not found at ${NGINX}. Install it ("sudo apt-get install nginx") or set NGINX_PATH.`,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abstra-bench-nginx-'));
  const origins: Record<string, string> = {};
  const serverBlocks: string[] = [];
  for (const site of sites) {
    const port = await freePort();
    const root = path.join(dir, site.name);
    mkdirSync(root);
    symlinkSync(site.buildDir, path.join(root, 'docs'));
    origins[site.name] = `http://127.0.0.1:${port}`;
    serverBlocks.push(`
    server {
      listen 127.0.0.1:${port};
      root ${root};
      error_page 404 /docs/404.html;
      location = / { return 302 /docs/; }
      location /docs/ { try_files $uri $uri.html $uri/index.html =404; }
    }`);
  }
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/xml text/plain text/markdown;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${serverBlocks.join('\n')}
}
`,
  );
  const nginx: ChildProcess = spawn(NGINX, ['-c', config, '-p', dir], {stdio: 'inherit'});
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  try {
    await Promise.all(Object.values(origins).map((origin) => waitForHttp(`${origin}/docs/`)));
  } catch (error) {
    nginx.kill('SIGTERM');
    throw error;
  }
  return {
    origins,
    stop: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
