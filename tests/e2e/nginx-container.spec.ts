import {readFileSync} from 'node:fs';
import path from 'node:path';

import {test, expect} from './fixtures';
import {buildDir, declaredHeaders} from './csp';
import {startNginx} from './nginx';
import {
  ACCEPTS,
  buildUrls,
  expectSecurityHeaders,
  inBatches,
  NEGOTIATED_PAGES,
  REDIRECTED,
} from './deploy-checks';
import {rawRequest} from '../support/rawRequest';

/**
 * The container image's nginx stage (Dockerfile), run the way the recipe is tested: Debian's
 * nginx with Debian's own nginx.conf, the recipe in conf.d and no default site, over build/. No
 * container runs here (no Docker daemon, and the base images' registry is out of reach), so this
 * is the nearest real check: the same package and main file the image uses. The recipe itself is
 * checked in full by nginx.spec.ts; here, that the stock main file changes none of its answers.
 */
test.describe.configure({mode: 'serial'});

let nginx: {origin: string; stop: () => void};
/** The recipe in the minimal main file of nginx.spec.ts, to compare with. */
let recipe: {origin: string; stop: () => void};
test.beforeAll(async () => {
  [nginx, recipe] = await Promise.all([startNginx(buildDir, {stock: true}), startNginx(buildDir)]);
});
test.afterAll(() => {
  nginx?.stop();
  recipe?.stop();
});

/** The headers of a response that must not depend on the main file (not Date). */
const COMPARED = [
  'cache-control',
  'content-type',
  'content-length',
  'etag',
  'last-modified',
  'location',
  'vary',
  'allow',
];

test.describe('the container image’s nginx (Debian nginx.conf + the recipe)', () => {
  test('redirects and negotiates twins as the preview server does', async ({baseURL}) => {
    for (const target of REDIRECTED) {
      const [ours, theirs] = await Promise.all([
        rawRequest(baseURL!, target),
        rawRequest(nginx.origin, target),
      ]);
      expect([theirs.status, theirs.headers.location], target).toEqual([
        301,
        ours.headers.location,
      ]);
      expectSecurityHeaders(theirs, `container ${target}`);
    }
    for (const page of NEGOTIATED_PAGES) {
      for (const accept of ACCEPTS) {
        const headers = accept ? {accept} : undefined;
        const [ours, theirs] = await Promise.all([
          rawRequest(baseURL!, page, {headers}),
          rawRequest(nginx.origin, page, {headers}),
        ]);
        const where = `${page} with Accept: ${accept}`;
        expect(theirs.headers['content-type'], where).toBe(ours.headers['content-type']);
        expect(theirs.body.equals(ours.body), where).toBe(true);
      }
    }
  });

  test('answers every file of the build exactly as the tested recipe does', async () => {
    const urls = buildUrls();
    expect(urls.length).toBeGreaterThan(100);
    // One assertion at the end: Playwright's expect costs milliseconds per call, and this
    // compares 14 headers of over 1,000 files.
    const declared = [...declaredHeaders()];
    const differences: string[] = [];
    await inBatches(urls, 16, async (url) => {
      const [tested, container] = await Promise.all([
        rawRequest(recipe.origin, url, {method: 'HEAD', headers: {'accept-encoding': 'gzip'}}),
        rawRequest(nginx.origin, url, {method: 'HEAD', headers: {'accept-encoding': 'gzip'}}),
      ]);
      if (container.status !== tested.status) {
        differences.push(`${url}: status ${container.status}, tested ${tested.status}`);
      }
      for (const name of COMPARED) {
        if (container.headers[name] !== tested.headers[name]) {
          differences.push(
            `${url}: ${name} ${container.headers[name]}, tested ${tested.headers[name]}`,
          );
        }
      }
      for (const [name, value] of declared) {
        if (container.headers[name] !== value)
          differences.push(`${url}: ${name} is not the build's`);
      }
    });
    expect(differences).toEqual([]);
  });

  test('answers unknown paths, dotfiles and other methods as the preview server does', async () => {
    const page = readFileSync(path.join(buildDir, '404.html'));
    for (const url of [
      '/docs/no/such/page',
      '/docs/.security-headers.conf',
      '/docs/.hosts/netlify/_headers',
    ]) {
      const response = await rawRequest(nginx.origin, url);
      expect(response.status, url).toBe(404);
      expect(response.body.equals(page), url).toBe(true);
      expectSecurityHeaders(response, `container ${url}`);
    }
    const post = await rawRequest(nginx.origin, '/docs/', {method: 'POST'});
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
