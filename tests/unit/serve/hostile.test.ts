/**
 * Hostile input against the preview server: what an attacker, a broken client or a web page
 * pointing `<img>` tags at localhost can send. Loopback only; load is bounded in count and time.
 * Every input must get an answer (no crash, no hang), never a file from outside the build or a
 * dotfile, never a 5xx, and the server must still answer normally after each one. The counts per
 * category are printed at the end.
 */
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {rawRequest} from '../../support/rawRequest';
import {FIXTURE_HEADERS, close, createFixtureBuild, listen} from './fixture';

const SECRETS = ['TOP SECRET', 'OUTSIDE CONFIG', 'SECRET=1', '[core]', 'hidden', 'add_header'];
const counts = new Map<string, number>();
const count = (category: string, n = 1) => counts.set(category, (counts.get(category) ?? 0) + n);

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Writes `bytes` on a fresh connection and reads until the server closes it (5 s at most). */
function exchange(port: number, bytes: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no answer within ${timeoutMs} ms to ${JSON.stringify(String(bytes).slice(0, 80))}`,
        ),
      );
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      // Interim answers (100 Continue) come before the real one.
      const text = Buffer.concat(chunks)
        .toString('latin1')
        .replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n)+/, '');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: split === -1 ? '' : text.slice(split + 4),
      });
    });
    // Written, not ended: a client that half-closes gets no answer to a streamed file.
    socket.write(bytes);
  });
}

const request = (target: string, headers: string[] = [], method = 'GET') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`;

function expectSafe(answer: RawAnswer, what: string, allowed: number[]) {
  expect(allowed, `${what} → ${answer.status}\n${answer.head}`).toContain(answer.status);
  for (const secret of SECRETS) expect(answer.body, what).not.toContain(secret);
  // Every answer carries the security headers, errors included.
  for (const [name, value] of FIXTURE_HEADERS) {
    expect(answer.head.toLowerCase(), `${name} on ${what}`).toContain(
      `${name.toLowerCase()}: ${value.toLowerCase()}`,
    );
  }
}

// Bounded: each test has 30 s; each exchange 5 s.
describe('hostile input against the preview server', {timeout: 30_000}, () => {
  const root = createFixtureBuild();
  let server: Awaited<ReturnType<typeof listen>>['server'];
  let origin = '';
  let port = 0;
  beforeAll(async () => {
    ({server, origin, port} = await listen(root, {
      headersTimeoutMs: 1000,
      requestTimeoutMs: 2000,
      checkIntervalMs: 200,
    }));
  });
  afterAll(async () => {
    await close(server);
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `Hostile inputs per category:\n${[...counts]
        .map(([category, n]) => `  ${category.padEnd(16)} ${n}`)
        .join('\n')}\n  ${'total'.padEnd(16)} ${total}`,
    );
  });

  /** The server still answers a normal request. */
  async function stillServes() {
    const response = await rawRequest(origin, '/docs/');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('<p>home</p>');
  }

  it('paths: traversal, encoded and double-encoded, NUL, overlong UTF-8, dotfiles, symlinks', async () => {
    const traversal = [
      '/docs/../secret.txt',
      '/docs/../../secret.txt',
      '/docs/../../../../../../etc/passwd',
      '/docs/tools/../../secret.txt',
      '/docs/..',
      '/docs/./../secret.txt',
      '/../secret.txt',
      '/docs/%2e%2e/secret.txt',
      '/docs/%2E%2E/secret.txt',
      '/docs/%2e%2e%2fsecret.txt',
      '/docs/..%2fsecret.txt',
      '/docs/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/docs/.%2e/secret.txt',
      '/docs/%2e./secret.txt',
      '/docs/%252e%252e/secret.txt',
      '/docs/%252e%252e%252fsecret.txt',
      '/docs/%25252e%25252e/secret.txt',
      '/docs/..%5csecret.txt',
      '/docs/%5c..%5c..%5csecret.txt',
      '/docs/..\\secret.txt',
      '/docs/%c0%ae%c0%ae/secret.txt',
      '/docs/%c0%ae%c0%ae%c0%afsecret.txt',
      '/docs/%e0%80%ae%e0%80%ae/secret.txt',
      '/docs/%c1%9c%c1%9csecret.txt',
      '/docs/%uff0e%uff0e/secret.txt',
      '/docs/%ef%bc%8e%ef%bc%8e/secret.txt',
      '/docs/\u2024\u2024/secret.txt',
      '/docs/index.html%00',
      '/docs/index.html%00.png',
      '/docs/%00',
      '/docs/%00/../secret.txt',
      '/docs/tools%00/envvars',
      '/docs/%0a',
      '/docs/%0d%0aSet-Cookie:%20x=1',
      '/docs/%7f',
      '/docs/%09',
      '/docs/....//....//secret.txt',
      '/docs/..;/secret.txt',
      '/docs/%2fetc%2fpasswd',
      '/docs//etc/passwd',
      '/docs/file:///etc/passwd',
      '/docs/tools/envvars/../../../secret.txt',
    ];
    const dotfiles = [
      '/docs/.env',
      '/docs/.git/config',
      '/docs/.git/',
      '/docs/.git',
      '/docs/%2eenv',
      '/docs/%2egit/config',
      '/docs/.security-headers.conf',
      '/docs/%2esecurity-headers.conf',
      '/docs/tools/.hidden/page',
      '/docs/tools/.hidden/page.html',
      '/docs/.env.md',
      '/docs/./.env',
      '/.env',
      '/docs/.well-known/security.txt',
    ];
    const symlinks = [
      '/docs/leak.txt',
      '/docs/tools/leak',
      '/docs/tools/leak.html',
      '/docs/linked/config',
      '/docs/linked/',
      '/docs/linked',
      '/docs/%6cinked/config',
    ];
    for (const target of traversal) {
      expectSafe(await exchange(port, request(target)), target, [301, 400, 404]);
      count('paths');
      await stillServes();
    }
    for (const target of dotfiles) {
      expectSafe(await exchange(port, request(target)), target, [400, 404]);
      count('dotfiles');
      await stillServes();
    }
    for (const target of symlinks) {
      // `/docs/tools/leak.html` is first redirected to `/docs/tools/leak` (404 above).
      expectSafe(await exchange(port, request(target)), target, [301, 400, 404]);
      count('symlinks');
      await stillServes();
    }
  });

  it('request targets: odd forms, absolute-form, huge, malformed lines', async () => {
    const targets = [
      '//',
      '//:',
      '//[',
      '//%',
      '///',
      '//docs/',
      '//localhost/docs/',
      '//evil.example/',
      'http://[::1/docs/',
      'http://[::1]/docs/',
      'http://localhost/docs/',
      'https://localhost/docs/tools/envvars',
      'http://localhost',
      'http://user:pass@localhost/docs/',
      'http://',
      'http:',
      'ftp://localhost/docs/',
      'javascript:alert(1)',
      '*',
      'docs/',
      '?',
      '/?',
      '/docs/?%',
      '/docs/#frag',
      '/docs/%',
      '/docs/%%',
      '/docs/%zz',
      '/docs/%e2%82',
      '/docs/%ff%fe',
      `/docs/${'a'.repeat(8000)}`,
      `/docs/${'%2e'.repeat(3000)}`,
      `/docs/?${'q'.repeat(8000)}`,
      `/docs/${'a/'.repeat(2000)}`,
    ];
    for (const target of targets) {
      expectSafe(await exchange(port, request(target)), target, [200, 301, 400, 404, 431]);
      count('targets');
      await stillServes();
    }
    // Lines Node's parser refuses: answered 400 (with the headers) by the clientError handler.
    const lines = [
      'GET /docs/ HTTP/1.1\r\n\r\n',
      'GET /docs/\x01 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /docs/ x HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /docs/ HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /docs/ FOO/1.1\r\nHost: x\r\n\r\n',
      'GET\r\n\r\n',
      '\r\n\r\n\r\n',
      'GET /docs/ HTTP/1.1\nHost: x\n\n',
      'GET /docs/ HTTP/1.1\r\nHost x\r\n\r\n',
      'GET /docs/ HTTP/1.1\r\n Host: x\r\n\r\n',
      'GET /docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'GET /docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      'GET /docs/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
      'GET /docs/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
    ];
    for (const line of lines) {
      const answer = await exchange(port, Buffer.from(line, 'latin1'));
      // Blank lines before a request are allowed (RFC 9112 §2.2): that one waits, then 408.
      expectSafe(answer, JSON.stringify(line), [400, 405, 408]);
      count('targets');
      await stillServes();
    }
  });

  it('methods: anything but GET and HEAD is 405 with Allow', async () => {
    const methods = [
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
      'PROPPATCH',
      'MKCOL',
      'COPY',
      'MOVE',
      'LOCK',
      'UNLOCK',
      'SEARCH',
      'PURGE',
      'LINK',
      'UNLINK',
      'REPORT',
      'MERGE',
      'NOTIFY',
      'SUBSCRIBE',
      'QUERY',
      'ACL',
      'BIND',
    ];
    for (const method of methods) {
      const answer = await exchange(port, request('/docs/', [], method));
      expectSafe(answer, method, [405]);
      expect(answer.head).toMatch(/\r\nallow: GET, HEAD/i);
      count('methods');
      await stillServes();
    }
    for (const line of [
      'get /docs/ HTTP/1.1\r\nHost: x\r\n\r\n',
      'FOO /docs/ HTTP/1.1\r\nHost: x\r\n\r\n',
      'CONNECT localhost:22 HTTP/1.1\r\nHost: x\r\n\r\n',
      'G\x00ET /docs/ HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      expectSafe(
        await exchange(port, Buffer.from(line, 'latin1')),
        JSON.stringify(line),
        [400, 405],
      );
      count('methods');
      await stillServes();
    }
    const head = await exchange(port, request('/docs/', [], 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    count('methods');
  });

  it('headers: huge, duplicated, malformed Accept, Accept-Encoding, Range, conditionals', async () => {
    const cases: Array<[string[], number[]]> = [
      [[`X-Big: ${'a'.repeat(20_000)}`], [431]],
      [Array.from({length: 3000}, (_, i) => `X-H${i}: v`), [431]],
      [[`Cookie: ${'c=1; '.repeat(5000)}`], [431]],
      [[`Accept: ${'text/markdown,'.repeat(1000)}`], [200]],
      [['Accept: text/markdown', 'Accept: text/html'], [200]],
      [['Accept: ;;;;'], [200]],
      [['Accept: ,,,,,'], [200]],
      [['Accept: text/markdown;q='], [200]],
      [['Accept: text/markdown;q=NaN'], [200]],
      [['Accept: text/markdown;q=-1'], [200]],
      [['Accept: text/markdown;q=1e9'], [200]],
      [['Accept: text/markdown;=;=;q'], [200]],
      [['Accept: */*;q=0.5;q=0.9'], [200]],
      [['Accept: text/markdown;q=0.'], [200]],
      [['Accept: \u00ff\u00fe'], [200]],
      [[`Accept: text/markdown;${'a=b;'.repeat(1500)}`], [200]],
      [['Accept-Encoding: br;q=nan'], [200]],
      [['Accept-Encoding: gzip;q=-1'], [200]],
      [['Accept-Encoding: *;q=0'], [200]],
      [['Accept-Encoding: identity;q=0'], [200]],
      [['Accept-Encoding: br, br, br, gzip'], [200]],
      [[`Accept-Encoding: ${'x,'.repeat(3000)}br`], [200]],
      [['Accept-Encoding: gzip', 'Accept-Encoding: br'], [200]],
      [['Range: bytes='], [200, 416]],
      [['Range: bytes=-'], [200, 416]],
      [['Range: bytes=5-2'], [200, 416]],
      [['Range: bytes=abc-def'], [200, 416]],
      [['Range: bytes=99999999999999999999999-'], [200, 416]],
      [['Range: bytes=-99999999999999999999999'], [200, 206, 416]],
      [['Range: items=0-5'], [200, 416]],
      [
        [`Range: bytes=${Array.from({length: 500}, (_, i) => `${i}-${i}`).join(',')}`],
        [200, 206, 416],
      ],
      [
        ['Range: bytes=0-0', 'Range: bytes=1-1'],
        [200, 206, 416],
      ],
      [['Range: bytes=0-1', 'If-Range: "nope"'], [200]],
      [['Range: bytes=0-1', 'If-Range: garbage'], [200]],
      [['If-None-Match: *'], [304]],
      [['If-None-Match: W/"x", "y", *'], [200, 304]],
      [[`If-None-Match: ${'"a",'.repeat(2000)}"b"`], [200]],
      [['If-None-Match: "unterminated'], [200]],
      [['If-Modified-Since: not a date'], [200]],
      [['If-Modified-Since: Tue, 99 Foo 99999 99:99:99 GMT'], [200]],
      [['If-Modified-Since: Thu, 01 Jan 2100 00:00:00 GMT'], [200, 304]],
      [['If-Match: "nope"'], [412]],
      [['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT'], [412]],
      [['Host: '], [200]],
      [['Host: evil.example'], [200]],
      [['X-Forwarded-For: 1.2.3.4, ::1'], [200]],
      [['Content-Length: 5'], [200, 400]],
      [['Expect: 100-continue'], [200, 417]],
      [['Connection: upgrade', 'Upgrade: websocket'], [400]],
    ];
    for (const [headers, allowed] of cases) {
      const what = headers.join(' | ').slice(0, 100);
      const answer = await exchange(port, request('/docs/llms-full.txt', headers));
      expectSafe(answer, what, allowed);
      count('headers');
      await stillServes();
    }
  });

  it('slow clients: slowloris and idle connections are cut off, others still served', async () => {
    const started = Date.now();
    const slow = Array.from({length: 20}, (_, i) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      // Half of them drip a header every 150 ms (slowloris), half send nothing at all.
      const drip =
        i % 2 === 0
          ? setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 150)
          : null;
      if (drip) socket.write('GET /docs/ HTTP/1.1\r\nHost: x\r\n');
      return new Promise<string>((resolve) => {
        socket.on('close', () => {
          if (drip) clearInterval(drip);
          resolve(received);
        });
        setTimeout(() => socket.destroy(), 8000);
      });
    });
    // Meanwhile, normal readers are served.
    await stillServes();
    const answers = await Promise.all(slow);
    expect(Date.now() - started).toBeLessThan(8000);
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
    }
    count('slow clients', answers.length);
    // A body that never ends on a request that has one.
    const stalled = await exchange(
      port,
      'GET /docs/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc',
      6000,
    );
    expect([200, 408]).toContain(stalled.status);
    count('slow clients');
    await stillServes();
  });

  it('load: 600 requests, 40 at a time, mixed good and bad, all answered', async () => {
    const targets = [
      '/docs/',
      '/docs/llms-full.txt',
      '/docs/tools/tables',
      '/docs/../secret.txt',
      '/docs/.env',
      '/docs/%E0%A4%A',
      '/docs/nothing',
      '//',
    ];
    const encodings = ['br', 'gzip', 'identity', ''];
    const statuses = new Map<number, number>();
    const before = process.memoryUsage().heapUsed;
    let next = 0;
    const total = 600;
    async function worker() {
      while (next < total) {
        const i = next++;
        const target = targets[i % targets.length]!;
        const encoding = encodings[i % encodings.length]!;
        const response = await rawRequest(origin, target, {
          headers: encoding ? {'accept-encoding': encoding} : {},
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        for (const secret of SECRETS)
          expect(response.body.toString('latin1')).not.toContain(secret);
      }
    }
    await Promise.all(Array.from({length: 40}, worker));
    expect([...statuses.keys()].every((status) => [200, 301, 400, 404].includes(status))).toBe(
      true,
    );
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(total);
    count('load', total);
    await stillServes();
    // Nothing piles up: connections drain and the heap does not grow with the request count.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const open = await new Promise<number>((resolve) =>
      server.getConnections((_error, n) => resolve(n)),
    );
    expect(open).toBeLessThanOrEqual(40);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('tried at least 150 inputs', () => {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(150);
    expect(counts.size).toBeGreaterThanOrEqual(7);
  });
});
