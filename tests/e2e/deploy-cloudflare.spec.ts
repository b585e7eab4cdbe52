import {readFileSync} from 'node:fs';
import path from 'node:path';

import hosts from '../../deploy/hosts.json';
import {test, expect} from './fixtures';
import {buildDir} from './csp';
import {startPagesDev} from './deploy-hosts';
import {
  expectCachingAsPreview,
  expectNotFoundPage,
  expectRedirectsAsPreview,
  expectSearchWorks,
  expectSecurityHeaders,
  expectSecurityHeadersEverywhere,
  expectTwinsAsPreview,
  serverForFile,
} from './deploy-checks';
import {rawRequest} from '../support/rawRequest';

/**
 * Cloudflare Pages, run here by `wrangler pages dev` (Cloudflare's workerd) over the folder
 * `node deploy/stage.mjs cloudflare-pages` makes from build/: the generated `_headers`,
 * `_redirects` and `_worker.js/` answer as the preview server does. The same checks as the nginx
 * spec (deploy-checks.ts). One wrangler for the whole file, so the tests run in order.
 */
test.describe.configure({mode: 'serial'});
const pages = serverForFile(() => startPagesDev(buildDir), {startTimeout: 120_000});

test.describe('Cloudflare Pages (wrangler pages dev)', () => {
  test('redirects as the preview server does, with the security headers', async ({baseURL}) => {
    await expectRedirectsAsPreview(baseURL!, pages.origin, 'Pages');
  });

  test('negotiates Markdown twins as the preview server does', async ({baseURL}) => {
    await expectTwinsAsPreview(baseURL!, pages.origin, 'Pages', {noVary: ['/docs/search']});
  });

  test('caches every file of the build as the preview server does', async ({baseURL}) => {
    // Pages serves its 404 page only as the answer to unknown paths: asked for by name, it
    // redirects (308) to the name without .html, which then answers 404. The other servers serve
    // /docs/404.html as a file; readers never ask for it.
    const notServedByName = '/docs/404.html';
    await expectCachingAsPreview(baseURL!, pages.origin, {except: [notServedByName]});
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
    await expectSecurityHeadersEverywhere([baseURL!, pages.origin]);
  });

  test('answers unknown paths with the 404 page and status 404', async () => {
    await expectNotFoundPage(pages.origin, [
      '/docs/no/such/page',
      '/docs/.security-headers.conf',
      '/elsewhere',
    ]);
  });

  test('stays within Pages’ limits on header rules and redirects', () => {
    const {limits} = hosts.cloudflarePages;
    const hostFiles = path.join(buildDir, '.hosts', 'cloudflare-pages');
    const rules = readFileSync(path.join(hostFiles, '_headers'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    const redirects = readFileSync(path.join(hostFiles, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules.length).toBeGreaterThan(2);
    expect(rules.length).toBeLessThanOrEqual(limits.headerRules);
    expect(redirects.length).toBeGreaterThan(100);
    expect(redirects.length).toBeLessThanOrEqual(limits.staticRedirects);
  });

  test('search works in Chromium against Pages, with no CSP violation', async ({page}) => {
    await expectSearchWorks(page, pages.origin);
  });
});
