import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {test, expect} from './fixtures';
import {buildDir} from './csp';
import {startNginx} from './nginx';
import {rawRequest} from '../support/rawRequest';
import {
  ACCEPTS,
  buildUrls,
  expectSearchWorks,
  expectSecurityHeaders,
  NEGOTIATED_PAGES,
  REDIRECTED,
  tokens,
} from './deploy-checks';

/**
 * The nginx recipe (deploy/nginx/abstra-docs.conf), run by a real nginx over build/, answers as
 * the preview server does. One nginx for the whole file, so the tests run in order.
 */
test.describe.configure({mode: 'serial'});

let nginx: {origin: string; stop: () => void};
test.beforeAll(async () => {
  nginx = await startNginx(buildDir);
});
test.afterAll(() => nginx?.stop());

test.describe('the nginx recipe', () => {
  test('redirects as the preview server does', async ({baseURL}) => {
    for (const target of REDIRECTED) {
      const [ours, theirs] = await Promise.all([
        rawRequest(baseURL!, target),
        rawRequest(nginx.origin, target),
      ]);
      expect(theirs.status, target).toBe(301);
      expect([theirs.status, theirs.headers.location], target).toEqual([
        ours.status,
        ours.headers.location,
      ]);
      expectSecurityHeaders(theirs, `nginx ${target}`);
      expectSecurityHeaders(ours, `preview ${target}`);
    }
  });

  test('negotiates Markdown twins as the preview server does', async ({baseURL}) => {
    for (const page of NEGOTIATED_PAGES) {
      for (const accept of ACCEPTS) {
        const headers = accept ? {accept} : undefined;
        const [ours, theirs] = await Promise.all([
          rawRequest(baseURL!, page, {headers}),
          rawRequest(nginx.origin, page, {headers}),
        ]);
        const where = `${page} with Accept: ${accept}`;
        expect(theirs.status, where).toBe(200);
        expect(theirs.headers['content-type'], where).toBe(ours.headers['content-type']);
        expect(theirs.body.equals(ours.body), where).toBe(true);
        if (page !== '/docs/search') expect(tokens(theirs.headers.vary), where).toContain('accept');
        if (page !== '/docs/search') expect(tokens(ours.headers.vary), where).toContain('accept');
      }
    }
    const twin = await rawRequest(nginx.origin, '/docs/tools/tables', {
      headers: {accept: 'text/markdown'},
    });
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.body.toString()).toBe(readFileSync(path.join(buildDir, 'tools/tables.md'), 'utf8'));
  });

  test('caches every file of the build as the preview server does', async ({baseURL}) => {
    const urls = buildUrls();
    expect(urls.length).toBeGreaterThan(100);
    let immutable = 0;
    for (const url of urls) {
      const [ours, theirs] = await Promise.all([
        rawRequest(baseURL!, url, {method: 'HEAD'}),
        rawRequest(nginx.origin, url, {method: 'HEAD'}),
      ]);
      expect([theirs.status, theirs.headers.location], url).toEqual([
        ours.status,
        ours.headers.location,
      ]);
      expect(theirs.headers['cache-control'], url).toBe(ours.headers['cache-control']);
      if (ours.headers['cache-control']?.includes('immutable')) immutable += 1;
    }
    expect(immutable).toBeGreaterThan(10);
    const gz = urls.find((url) => /\/search\/index\.[0-9a-f]+\.json\.gz$/.test(url));
    expect(gz).toBeDefined();
    const index = await rawRequest(nginx.origin, gz!);
    expect(index.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('answers conditional requests with 304, both servers', async ({baseURL}) => {
    for (const origin of [baseURL!, nginx.origin]) {
      for (const url of ['/docs/', '/docs/llms.txt', '/docs/img/logo.svg']) {
        const first = await rawRequest(origin, url);
        expect(first.headers.etag, `${origin}${url}`).toBeTruthy();
        expect(first.headers['last-modified'], `${origin}${url}`).toBeTruthy();
        const byTag = await rawRequest(origin, url, {
          headers: {'if-none-match': String(first.headers.etag)},
        });
        expect(byTag.status, `${origin}${url}`).toBe(304);
        expectSecurityHeaders(byTag, `304 from ${origin}${url}`);
        const byDate = await rawRequest(origin, url, {
          headers: {'if-modified-since': String(first.headers['last-modified'])},
        });
        expect(byDate.status, `${origin}${url}`).toBe(304);
      }
    }
  });

  test('sends the same security headers on pages, assets, errors, redirects and 405s', async ({
    baseURL,
  }) => {
    const asset = buildUrls().find((url) => url.startsWith('/docs/assets/js/'))!;
    const cases: Array<[string, string, number]> = [
      ['GET', '/docs/', 200],
      ['GET', asset, 200],
      ['GET', '/docs/no/such/page', 404],
      ['GET', '/docs/.security-headers.conf', 404],
      ['GET', '/docs/index.html', 301],
      ['POST', '/docs/', 405],
      ['DELETE', '/docs/llms.txt', 405],
    ];
    for (const [method, url, status] of cases) {
      for (const origin of [baseURL!, nginx.origin]) {
        const response = await rawRequest(origin, url, {method});
        expect(response.status, `${method} ${origin}${url}`).toBe(status);
        expectSecurityHeaders(response, `${method} ${origin}${url}`);
        if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
      }
    }
  });

  test('answers unknown paths with the 404 page and status 404', async ({baseURL}) => {
    const page = readFileSync(path.join(buildDir, '404.html'));
    for (const origin of [baseURL!, nginx.origin]) {
      for (const url of ['/docs/no/such/page', '/docs/.security-headers.conf', '/elsewhere']) {
        const response = await rawRequest(origin, url);
        expect(response.status, `${origin}${url}`).toBe(404);
        expect(response.body.equals(page), `${origin}${url}`).toBe(true);
      }
    }
  });

  test('compresses llms-full.txt and honours Range, both servers', async ({baseURL}) => {
    const full = readFileSync(path.join(buildDir, 'llms-full.txt'));
    for (const origin of [baseURL!, nginx.origin]) {
      const gz = await rawRequest(origin, '/docs/llms-full.txt', {
        headers: {'accept-encoding': 'gzip'},
      });
      expect(gz.headers['content-encoding'], origin).toBe('gzip');
      expect(gunzipSync(gz.body).equals(full), origin).toBe(true);
      const part = await rawRequest(origin, '/docs/llms-full.txt', {
        headers: {range: 'bytes=100-199'},
      });
      expect(part.status, origin).toBe(206);
      expect(part.body.equals(full.subarray(100, 200)), origin).toBe(true);
    }
  });

  test('search works in Chromium against nginx, with no CSP violation', async ({page}) => {
    await expectSearchWorks(page, nginx.origin);
  });
});
