// The preview server: serves a production build under /docs/ the way the nginx recipe does.
// Files, ETag/Last-Modified, conditional requests and Range come from `send` (pillarjs, the
// engine of Express's static files); this module adds the site's rules: redirects, Markdown
// negotiation, caching, compression and the security headers of the build.
//
// Why `send`: the same 12 probes against sirv 3.0.2 (same code as 2.0.4), serve-handler 6.1.8
// and send 1.2.1, on a fixture folder:
//   Range bytes=-10 (last 10)     sirv: bytes 0-10 (wrong)   serve-handler: ok      send: ok
//   Range bytes=9-2               sirv: broken response      serve-handler: 416 + full body   send: 416
//   If-Range with a stale ETag    sirv, serve-handler: partial content anyway          send: full 200
//   If-Modified-Since             sirv, serve-handler: ignored                          send: 304
//   NUL in the path               serve-handler: unhandled rejection (500)              send: 400
//   dotfile                       serve-handler: served                                 send: 403/ignored
//   symlink to a folder outside   all three follow it (realpath check below does the job)
// None compresses on the fly; compress.mjs does, and hands the result back to `send`.
import {readFileSync, realpathSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import send from 'send';

import {
  HEADERS_FILE,
  parseHeadersFile,
} from '../../plugins/security-headers/shared/headersFile.mjs';
import {createCompressionCache, isCompressible} from './compress.mjs';
import {chooseEncoding, prefersMarkdown} from './negotiate.mjs';
import {
  BASE,
  decodePath,
  hasDotSegment,
  isImmutable,
  markdownTwin,
  resolveFile,
  strippedHtmlPath,
} from './paths.mjs';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.gz': 'application/gzip',
  '.wasm': 'application/wasm',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const ALLOW = 'GET, HEAD';

/**
 * The security headers of a build (`build/.security-headers.conf`, written by
 * plugins/security-headers). A build without the file is refused with a clear message.
 * @param {string} root
 * @returns {Array<[string, string]>}
 */
export function loadSecurityHeaders(root) {
  const file = path.join(root, HEADERS_FILE);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(
      `${file} is missing: this build predates plugins/security-headers. Run "npm run build" again.`,
    );
  }
  const headers = parseHeadersFile(text, file);
  if (!headers.some(([name]) => name.toLowerCase() === 'content-security-policy')) {
    throw new Error(`${file} has no Content-Security-Policy. Run "npm run build" again.`);
  }
  return headers;
}

const STATUS_TEXT = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  412: 'Precondition failed',
  416: 'Range not satisfiable',
};

/**
 * @param {string} root the build folder
 * @param {{headersTimeoutMs?: number, requestTimeoutMs?: number, keepAliveTimeoutMs?: number, checkIntervalMs?: number}} [options]
 *   Slow clients: headers must arrive within `headersTimeoutMs` (default 10 s) and the whole
 *   request within `requestTimeoutMs` (30 s), checked every `checkIntervalMs` (1 s).
 */
export function createDocsServer(root, options = {}) {
  const realRoot = realpathSync(root);
  const securityHeaders = loadSecurityHeaders(realRoot);
  const compression = createCompressionCache();

  /** @param {import('node:http').ServerResponse} res */
  function applySecurityHeaders(res) {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
  }

  /** A short plain-text answer (400, 405, and 404 when the build has no 404 page). */
  function sendText(req, res, status) {
    const body = `${STATUS_TEXT[status]}\n`;
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.setHeader('Cache-Control', 'no-cache');
    // After a malformed request, the connection is not trusted for another one.
    if (status === 400) res.setHeader('Connection', 'close');
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendNotFound(req, res) {
    let body;
    try {
      body = readFileSync(path.join(realRoot, '404.html'));
    } catch {
      sendText(req, res, 404);
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', MIME['.html']);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', 'no-cache');
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function redirect(res, location) {
    res.statusCode = 301;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', 0);
    res.end();
  }

  /** Streams `file` with `send` (ETag, Last-Modified, 304, 412, Range, HEAD). */
  async function sendFile(req, res, file, {vary = []} = {}) {
    const stats = statSync(file);
    const rel = path.relative(realRoot, file).split(path.sep).join('/');
    const varyOn = [...vary];
    let served = file;
    res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', isImmutable(rel) ? IMMUTABLE : 'no-cache');
    if (isCompressible(file, stats.size)) {
      varyOn.push('Accept-Encoding');
      const encoding = chooseEncoding(req.headers['accept-encoding']);
      // If compressing fails (disk full…), the file goes out as it is.
      const compressed = encoding
        ? await compression.get(file, stats, encoding).catch(() => null)
        : null;
      if (compressed) {
        served = compressed;
        res.setHeader('Content-Encoding', encoding);
      }
    }
    if (varyOn.length > 0) res.setHeader('Vary', varyOn.join(', '));
    const stream = send(req, path.basename(served), {
      root: path.dirname(served),
      dotfiles: 'deny',
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
    });
    await new Promise((resolve) => {
      stream.on(
        'error',
        (/** @type {{status?: number, headers?: Record<string, string>}} */ error) => {
          if (res.headersSent) res.destroy();
          else if (error.status === 412 || error.status === 416) {
            // Precondition failed, range not satisfiable: send's own answer, our headers.
            for (const [name, value] of Object.entries(error.headers ?? {}))
              res.setHeader(name, value);
            res.removeHeader('Content-Encoding');
            sendText(req, res, error.status);
          } else {
            res.removeHeader('Content-Encoding');
            sendNotFound(req, res);
          }
          resolve(undefined);
        },
      );
      stream.on('end', resolve);
      res.on('close', resolve);
      stream.pipe(res);
    });
  }

  async function handle(req, res) {
    applySecurityHeaders(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', ALLOW);
      sendText(req, res, 405);
      return;
    }
    const target = parseTarget(req.url ?? '');
    // HTTP/1.1 requires exactly one Host header (RFC 9112 §3.2).
    const missingHost = req.httpVersion === '1.1' && req.headers.host === undefined;
    if (!target || missingHost) {
      sendText(req, res, 400);
      return;
    }
    const pathname = decodePath(target.path);
    if (pathname === null) {
      sendText(req, res, 400);
      return;
    }
    if (pathname === '/' || pathname === '/docs') {
      redirect(res, `${BASE}${target.query}`);
      return;
    }
    if (!pathname.startsWith(BASE) || hasDotSegment(pathname)) {
      sendNotFound(req, res);
      return;
    }
    const stripped = strippedHtmlPath(pathname);
    if (stripped !== null) {
      redirect(res, `${encodeURI(stripped)}${target.query}`);
      return;
    }
    const relPath = pathname.slice(BASE.length);
    const file = resolveFile(realRoot, relPath);
    if (!file) {
      sendNotFound(req, res);
      return;
    }
    // A page with a Markdown twin answers `Accept: text/markdown` with the twin.
    const twin = file.endsWith('.html') ? markdownTwin(realRoot, relPath) : null;
    if (twin) {
      await sendFile(req, res, prefersMarkdown(req.headers.accept) ? twin : file, {
        vary: ['Accept'],
      });
    } else {
      await sendFile(req, res, file);
    }
  }

  const server = createServer(
    // Host is checked by `handle`, so that its 400 carries the security headers too.
    {connectionsCheckingInterval: options.checkIntervalMs ?? 1000, requireHostHeader: false},
    (req, res) => {
      handle(req, res).catch(() => {
        // Nothing above is expected to throw; if it does, answer rather than crash.
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Internal error\n');
        } else res.destroy();
      });
    },
  );
  server.headersTimeout = options.headersTimeoutMs ?? 10_000;
  server.requestTimeout = options.requestTimeoutMs ?? 30_000;
  server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 5_000;

  /** A raw answer on a socket the HTTP layer gave up (parser errors, CONNECT, Upgrade). */
  function answerSocket(socket, status, text, extra = '') {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const headers = securityHeaders.map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${text.length + 1}\r\nCache-Control: no-cache\r\n${extra}${headers}` +
        `Connection: close\r\n\r\n${text}\n`,
    );
  }

  // Requests Node's HTTP parser rejects (malformed lines, oversized headers, timeouts) get a
  // plain answer with the security headers too, then the connection closes.
  server.on('clientError', (error, socket) => {
    // As Node's default handler does: once an answer has started, only closing is left.
    const pending = /** @type {{_httpMessage?: {headersSent?: boolean}}} */ (socket)._httpMessage;
    if (pending?.headersSent) {
      socket.destroy();
      return;
    }
    const code = /** @type {{code?: string}} */ (error).code;
    if (code === 'HPE_HEADER_OVERFLOW')
      answerSocket(socket, 431, 'Request Header Fields Too Large');
    else if (code === 'ERR_HTTP_REQUEST_TIMEOUT') answerSocket(socket, 408, 'Request Timeout');
    else answerSocket(socket, 400, 'Bad Request');
  });
  // Node hands CONNECT and Upgrade requests to these events, not to the handler.
  server.on('connect', (_req, socket) => {
    answerSocket(socket, 405, 'Method Not Allowed', `Allow: ${ALLOW}\r\n`);
  });
  server.on('upgrade', (_req, socket) => {
    answerSocket(socket, 400, 'Bad Request');
  });
  server.on('close', () => compression.dispose());
  return server;
}

/**
 * The path and query (`?…` or '') of a request target in origin-form (`/docs/a?b`) or
 * absolute-form (`http://host/docs/a?b`), or null for anything else (`*`, `//host`, garbage).
 * @param {string} url
 */
export function parseTarget(url) {
  let rest = url;
  if (!url.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]+(\/[^#]*)?$/i.exec(url);
    if (!absolute) return null;
    try {
      new URL(url);
    } catch {
      return null;
    }
    rest = absolute[1] ?? '/';
  }
  if (rest.includes('#')) return null;
  const mark = rest.indexOf('?');
  return mark === -1
    ? {path: rest, query: ''}
    : {path: rest.slice(0, mark), query: rest.slice(mark)};
}
