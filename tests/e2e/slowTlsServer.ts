/**
 * A local HTTPS server that answers a search request with its status line and headers at once and
 * holds the body back: what a read (socket) time-out looks like to the browser, and what
 * `page.route` cannot produce (it delivers headers and body together). Its certificate is
 * self-signed, made with openssl for the run; the browser that talks to it accepts it through
 * `ignoreHTTPSErrors`. It listens on loopback only.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:https';
import type {ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface HeldRequest {
  host: string;
  path: string;
}

export interface SlowTlsServer {
  /** Search requests received, in order; each got its headers and no body. */
  held: HeldRequest[];
  close(): Promise<void>;
}

function selfSignedCertificate(): {key: Buffer; cert: Buffer} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abstra-e2e-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=algolia.net',
      ],
      {stdio: 'pipe'},
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert: readFileSync(path.join(dir, 'cert.pem')),
    };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'openssl was not found. The hosted read time-out test makes a certificate with it: install it with "sudo apt-get install openssl".'
        : `openssl could not make a test certificate: ${(error as Error).message}`,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST',
};

export function startSlowTlsServer(port: number): Promise<SlowTlsServer> {
  const held: HeldRequest[] = [];
  const open: ServerResponse[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(selfSignedCertificate(), (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return;
    }
    held.push({host: String(req.headers.host ?? ''), path: req.url ?? ''});
    res.writeHead(200, {...CORS, 'content-type': 'application/json'});
    // The headers go now, with the body's first bytes (Chromium hands a response to the page only
    // once some of its body has arrived); the rest never does, until the server closes.
    res.write('{"results":[');
    open.push(res);
    req.resume();
  });
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        held,
        close: () =>
          new Promise<void>((done) => {
            for (const res of open) res.destroy();
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
