#!/usr/bin/env node
// Serves the production build the way a static host would, under /docs/.
// Usage: node scripts/serve.mjs [--port 3000] [--dir build]
import {createServer} from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const BASE = '/docs/';
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.gz': 'application/gzip',
  '.wasm': 'application/wasm',
};

function parseArgs(argv) {
  const args = {port: Number(process.env.PORT ?? 3000), dir: 'build'};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--dir') args.dir = argv[++i];
  }
  return args;
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Finds the file that answers `pathname` (already stripped of the base path). */
export function resolveFile(root, pathname) {
  const clean = path.posix.normalize(`/${pathname}`).replace(/^\/+/, '');
  const target = path.join(root, clean);
  if (!target.startsWith(root)) return null;
  const candidates =
    clean === '' || clean.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile) ?? null;
}

/** `/docs/a/index.html` and `/docs/a.html` are served at `/docs/a`. */
export function strippedHtmlPath(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== `${BASE}404.html`) return pathname.slice(0, -5);
  return null;
}

function cacheControl(file) {
  if (
    /\.[0-9a-f]{8,}\.(js|css|json|gz|woff2|svg|png)$/.test(file) ||
    file.includes(`${path.sep}assets${path.sep}`)
  ) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

export function createDocsServer(root) {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, {'content-type': 'text/plain; charset=utf-8'}).end('Bad request');
      return;
    }
    if (pathname === '/' || pathname === '/docs') {
      res.writeHead(301, {location: `${BASE}${url.search}`}).end();
      return;
    }
    if (!pathname.startsWith(BASE)) {
      sendNotFound(root, res);
      return;
    }
    const stripped = strippedHtmlPath(pathname);
    if (stripped !== null) {
      res.writeHead(301, {location: `${encodeURI(stripped)}${url.search}`}).end();
      return;
    }
    const file = resolveFile(root, pathname.slice(BASE.length));
    if (!file) {
      sendNotFound(root, res);
      return;
    }
    // A page with a Markdown twin answers `Accept: text/markdown` with the twin.
    const twin = file.endsWith('.html') ? markdownTwin(root, pathname.slice(BASE.length)) : null;
    const headers = twin ? {vary: 'Accept'} : {};
    const chosen = twin && prefersMarkdown(req.headers.accept) ? twin : file;
    sendFile(res, 200, chosen, req.method === 'HEAD', headers);
  });
}

/** True when the Accept header ranks text/markdown above text/html (q-values honoured). */
export function prefersMarkdown(accept) {
  if (!accept) return false;
  const quality = (type) => {
    let best = -1;
    for (const part of accept.split(',')) {
      const [range, ...params] = part.trim().toLowerCase().split(';');
      if (range !== type && range !== `${type.split('/')[0]}/*` && range !== '*/*') continue;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const value = q ? Number(q.slice(2)) : 1;
      // An exact type beats a wildcard at the same quality.
      if (value > 0) best = Math.max(best, range === type ? value + 0.0001 : value);
    }
    return best;
  };
  const markdown = quality('text/markdown');
  return markdown > 0 && markdown > quality('text/html');
}

/** The Markdown twin of a page (same rule as plugins/markdown-export/shared/markdownUrl.ts). */
export function markdownTwin(root, relPath) {
  const clean = path.posix.normalize(`/${relPath}`).replace(/^\/+|\/+$/g, '');
  const file = path.join(root, `${clean === '' ? 'index' : clean}.md`);
  return file.startsWith(root) && isFile(file) ? file : null;
}

function sendFile(res, status, file, headOnly, extraHeaders = {}) {
  const ext = path.extname(file);
  res.writeHead(status, {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'content-length': statSync(file).size,
    'cache-control': cacheControl(file),
    'x-content-type-options': 'nosniff',
    ...extraHeaders,
  });
  if (headOnly) res.end();
  else createReadStream(file).pipe(res);
}

function sendNotFound(root, res) {
  const page = path.join(root, '404.html');
  if (isFile(page)) sendFile(res, 404, page, false);
  else res.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const {port, dir} = parseArgs(process.argv.slice(2));
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(
      `No production build in ${root}. Run "npm run build" first (or "npm run preview" to build and serve).`,
    );
    process.exit(1);
  }
  createDocsServer(root).listen(port, () => {
    console.log(
      `Abstra Docs: serving ${path.relative(process.cwd(), root) || '.'} at http://localhost:${port}${BASE}`,
    );
  });
}
