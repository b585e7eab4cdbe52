import {readFileSync} from 'node:fs';
import path from 'node:path';

import {test, expect} from './fixtures';
import {buildDir} from './csp';
import {startPagesDev} from './deploy-hosts';
import {
  ACCEPTS,
  buildUrls,
  expectSearchWorks,
  expectSecurityHeaders,
  inBatches,
  NEGOTIATED_PAGES,
  REDIRECTED,
  tokens,
} from './deploy-checks';
import {rawRequest} from '../support/rawRequest';

/**
 * Cloudflare Pages, run here by `wrangler pages dev` (Cloudflare's workerd) over the folder
 * `node deploy/stage.mjs cloudflare-pages` makes from build/: the generated `_headers`,
 * `_redirects` and `_worker.js/` answer as the preview server does. The same checks as the nginx
 * spec (deploy-checks.ts). One wrangler for the whole file, so the tests run in order.
 */
test.describe.configure({mode: 'serial'});

let pages: {origin: string; stop: () => void};
test.beforeAll(async () => {
  test.setTimeout(120_000);
  pages = await startPagesDev(buildDir);
});
test.afterAll(() => pages?.stop());

test.describe('Cloudflare Pages (wrangler pages dev)', () => {
  test('redirects as the preview server does, with the security headers', async ({baseURL}) => {
    for (const target of REDIRECTED) {
      const [ours, theirs] = await Promise.all([
        rawRequest(baseURL!, target),
        rawRequest(pages.origin, target),
      ]);
      expect(theirs.status, target).toBe(301);
      expect([theirs.status, theirs.headers.location], target).toEqual([
        ours.status,
        ours.headers.location,
      ]);
      expectSecurityHeaders(theirs, `Pages ${target}`);
    }
  });

  test('negotiates Markdown twins as the preview server does', async ({baseURL}) => {
    for (const page of NEGOTIATED_PAGES) {
      for (const accept of ACCEPTS) {
        const headers = accept ? {accept} : undefined;
        const [ours, theirs] = await Promise.all([
          rawRequest(baseURL!, page, {headers}),
          rawRequest(pages.origin, page, {headers}),
        ]);
        const where = `${page} with Accept: ${accept}`;
        expect(theirs.status, where).toBe(200);
        expect(theirs.headers['content-type'], where).toBe(ours.headers['content-type']);
        expect(theirs.body.equals(ours.body), where).toBe(true);
        expect(tokens(theirs.headers.vary), where).toContain('accept');
        expectSecurityHeaders(theirs, `Pages ${where}`);
      }
    }
    const twin = await rawRequest(pages.origin, '/docs/tools/tables', {
      headers: {accept: 'text/markdown'},
    });
    expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(twin.body.toString()).toBe(readFileSync(path.join(buildDir, 'tools/tables.md'), 'utf8'));
  });

  test('caches every file of the build as the preview server does', async ({baseURL}) => {
    const urls = buildUrls();
    expect(urls.length).toBeGreaterThan(100);
    let immutable = 0;
    // Pages serves its 404 page only as the answer to unknown paths: asked for by name, it
    // redirects (308) to the name without .html, which then answers 404. The other servers serve
    // /docs/404.html as a file; readers never ask for it.
    const notServedByName = '/docs/404.html';
    await inBatches(
      urls.filter((url) => url !== notServedByName),
      8,
      async (url) => {
        const [ours, theirs] = await Promise.all([
          rawRequest(baseURL!, url, {method: 'HEAD'}),
          rawRequest(pages.origin, url, {method: 'HEAD'}),
        ]);
        expect([theirs.status, theirs.headers.location], url).toEqual([
          ours.status,
          ours.headers.location,
        ]);
        expect(theirs.headers['cache-control'], url).toBe(ours.headers['cache-control']);
        if (ours.headers['cache-control']?.includes('immutable')) immutable += 1;
      },
    );
    expect(immutable).toBeGreaterThan(10);
    const byName = await rawRequest(pages.origin, notServedByName);
    expect([byName.status, byName.headers.location]).toEqual([308, '/docs/404']);
  });

  test('answers conditional requests with 304 and the security headers', async () => {
    for (const url of ['/docs/', '/docs/llms.txt', '/docs/img/logo.svg']) {
      const first = await rawRequest(pages.origin, url);
      expect(first.headers.etag, url).toBeTruthy();
      const again = await rawRequest(pages.origin, url, {
        headers: {'if-none-match': String(first.headers.etag)},
      });
      expect(again.status, url).toBe(304);
      expectSecurityHeaders(again, `304 ${url}`);
    }
  });

  test('sends the security headers on pages, assets, errors, redirects and 405s', async ({
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
      const [ours, theirs] = await Promise.all([
        rawRequest(baseURL!, url, {method}),
        rawRequest(pages.origin, url, {method}),
      ]);
      expect([theirs.status, ours.status], `${method} ${url}`).toEqual([status, status]);
      expectSecurityHeaders(theirs, `Pages ${method} ${url}`);
      if (status === 405) expect(theirs.headers.allow).toBe('GET, HEAD');
    }
  });

  test('answers unknown paths with the 404 page and status 404', async () => {
    const page = readFileSync(path.join(buildDir, '404.html'));
    for (const url of ['/docs/no/such/page', '/docs/.security-headers.conf', '/elsewhere']) {
      const response = await rawRequest(pages.origin, url);
      expect(response.status, url).toBe(404);
      expect(response.body.equals(page), url).toBe(true);
    }
  });

  test('search works in Chromium against Pages, with no CSP violation', async ({page}) => {
    await expectSearchWorks(page, pages.origin);
  });
});
