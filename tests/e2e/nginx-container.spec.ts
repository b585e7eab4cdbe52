import {test, expect} from './fixtures';
import {buildDir, declaredHeaders} from './csp';
import {startNginx} from './nginx';
import {
  buildUrls,
  expectNotFoundPage,
  expectRedirectsAsPreview,
  expectTwinsAsPreview,
  inBatches,
  serverForFile,
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
const nginx = serverForFile(() => startNginx(buildDir, {stock: true}));
/** The recipe in the minimal main file of nginx.spec.ts, to compare with. */
const recipe = serverForFile(() => startNginx(buildDir));

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
    await expectRedirectsAsPreview(baseURL!, nginx.origin, 'container');
    await expectTwinsAsPreview(baseURL!, nginx.origin, 'container', {noVary: ['/docs/search']});
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
    await expectNotFoundPage(nginx.origin, [
      '/docs/no/such/page',
      '/docs/.security-headers.conf',
      '/docs/.hosts/netlify/_headers',
    ]);
    const post = await rawRequest(nginx.origin, '/docs/', {method: 'POST'});
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
  });
});
