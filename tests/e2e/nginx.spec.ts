import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {test, expect} from './fixtures';
import {buildDir} from './csp';
import {startNginx} from './nginx';
import {rawRequest} from '../support/rawRequest';
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

/**
 * The nginx recipe (deploy/nginx/abstra-docs.conf), run by a real nginx over build/, answers as
 * the preview server does. One nginx for the whole file, so the tests run in order.
 */
test.describe.configure({mode: 'serial'});
const nginx = serverForFile(() => startNginx(buildDir));

test.describe('the nginx recipe', () => {
  test('redirects as the preview server does', async ({baseURL}) => {
    await expectRedirectsAsPreview(baseURL!, nginx.origin, 'nginx');
  });

  test('negotiates Markdown twins as the preview server does', async ({baseURL}) => {
    // The search page has no twin: neither server varies it on Accept.
    await expectTwinsAsPreview(baseURL!, nginx.origin, 'nginx', {noVary: ['/docs/search']});
  });

  test('caches every file of the build as the preview server does', async ({baseURL}) => {
    await expectCachingAsPreview(baseURL!, nginx.origin);
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
    await expectSecurityHeadersEverywhere([baseURL!, nginx.origin]);
  });

  test('answers unknown paths with the 404 page and status 404', async ({baseURL}) => {
    for (const origin of [baseURL!, nginx.origin]) {
      await expectNotFoundPage(origin, [
        '/docs/no/such/page',
        '/docs/.security-headers.conf',
        '/elsewhere',
      ]);
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
