import {realpathSync, rmSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  chooseEncoding,
  createDocsServer,
  decodePath,
  isImmutable,
  parseTarget,
  resolveFile,
  strippedHtmlPath,
} from '../../scripts/serve.mjs';
import {rawRequest, type RawResponse} from '../support/rawRequest';
import {FIXTURE_HEADERS, LONG_TEXT, close, createFixtureBuild, listen} from './serve/fixture';

const root = createFixtureBuild();
const realRoot = realpathSync(root);

function expectSecurityHeaders(response: RawResponse) {
  for (const [name, value] of FIXTURE_HEADERS) {
    expect(response.headers[name.toLowerCase()], name).toBe(value);
  }
}

describe('resolveFile', () => {
  it('maps routes to folder indexes and .html files', () => {
    expect(resolveFile(realRoot, '')).toBe(path.join(realRoot, 'index.html'));
    expect(resolveFile(realRoot, 'tools/envvars')).toBe(
      path.join(realRoot, 'tools/envvars/index.html'),
    );
    expect(resolveFile(realRoot, 'tools/envvars/')).toBe(
      path.join(realRoot, 'tools/envvars/index.html'),
    );
    expect(resolveFile(realRoot, 'search')).toBe(path.join(realRoot, 'search.html'));
  });

  it('never leaves the build folder, serves no dotfile, follows no symlink out', () => {
    expect(resolveFile(realRoot, '../../etc/passwd')).toBeNull();
    expect(resolveFile(realRoot, '../secret.txt')).toBeNull();
    expect(resolveFile(realRoot, 'missing')).toBeNull();
    expect(resolveFile(realRoot, '.env')).toBeNull();
    expect(resolveFile(realRoot, '.git/config')).toBeNull();
    expect(resolveFile(realRoot, 'tools/.hidden/page')).toBeNull();
    expect(resolveFile(realRoot, 'leak.txt')).toBeNull();
    expect(resolveFile(realRoot, 'tools/leak')).toBeNull();
    expect(resolveFile(realRoot, 'linked/config')).toBeNull();
    // A symlink that stays inside is fine.
    expect(resolveFile(realRoot, 'inside-link')).toBe(path.join(realRoot, 'search.html'));
  });
});

describe('request targets and paths', () => {
  it('parses origin-form and absolute-form, refuses the rest', () => {
    expect(parseTarget('/docs/a?b=1')).toEqual({path: '/docs/a', query: '?b=1'});
    expect(parseTarget('http://localhost:3000/docs/a')).toEqual({path: '/docs/a', query: ''});
    expect(parseTarget('http://[::1/docs/')).toBeNull();
    expect(parseTarget('*')).toBeNull();
    expect(parseTarget('docs/a')).toBeNull();
    expect(parseTarget('/docs/a#frag')).toBeNull();
  });

  it('decodes once, merges slashes, refuses dot segments and control characters', () => {
    expect(decodePath('/docs/a%20b')).toBe('/docs/a b');
    expect(decodePath('//docs///a')).toBe('/docs/a');
    expect(decodePath('/docs/%2e%2e/x')).toBeNull();
    expect(decodePath('/docs/./x')).toBeNull();
    expect(decodePath('/docs/%00')).toBeNull();
    expect(decodePath('/docs/%5c..%5cx')).toBeNull();
    expect(decodePath('/docs/%E0%A4%A')).toBeNull();
    expect(decodePath('/docs/%C0%AE%C0%AE/')).toBeNull();
    expect(decodePath('/docs/%252e%252e/')).toBe('/docs/%2e%2e/');
  });

  it('strips index.html and .html, but not from the 404 page', () => {
    expect(strippedHtmlPath('/docs/tools/envvars/index.html')).toBe('/docs/tools/envvars/');
    expect(strippedHtmlPath('/docs/tools/envvars.html')).toBe('/docs/tools/envvars');
    expect(strippedHtmlPath('/docs/404.html')).toBeNull();
    expect(strippedHtmlPath('/docs/tools/envvars')).toBeNull();
  });

  it('treats content-hashed names as immutable, including .json.gz and search shards', () => {
    expect(isImmutable('assets/js/main.0123abcd.js')).toBe(true);
    expect(isImmutable('assets/images/logo-5f3a.png')).toBe(true);
    expect(isImmutable('search/index.0123456789ab.json.gz')).toBe(true);
    expect(isImmutable('search/shard.89abcdef.json')).toBe(true);
    expect(isImmutable('search/manifest.json')).toBe(false);
    expect(isImmutable('llms-full.txt')).toBe(false);
    expect(isImmutable('index.html')).toBe(false);
  });

  it('picks br or gzip from Accept-Encoding, q-values honoured', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=2')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('the preview server', () => {
  let server: ReturnType<typeof createDocsServer>;
  let origin = '';
  beforeAll(async () => {
    ({server, origin} = await listen(root));
  });
  afterAll(() => close(server));
  const get = (target: string, headers?: Record<string, string>, method = 'GET') =>
    rawRequest(origin, target, {method, headers});

  it('refuses a build without security headers, with the fix in the message', () => {
    const bare = createFixtureBuild();
    rmSync(path.join(bare, '.security-headers.conf'));
    expect(() => createDocsServer(bare)).toThrow(
      /\.security-headers\.conf is missing.*npm run build/,
    );
  });

  it('serves pages under /docs/ and redirects the root there', async () => {
    expect((await get('/docs/tools/envvars')).body.toString()).toBe('envvars');
    for (const target of ['/', '/docs', '//']) {
      const response = await get(target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location).toBe('/docs/');
      expectSecurityHeaders(response);
    }
    expect((await get('/?x=1')).headers.location).toBe('/docs/?x=1');
  });

  it('redirects .html paths to clean ones, keeping the query', async () => {
    const response = await get('/docs/tools/envvars.html?tab=cloud');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs/tools/envvars?tab=cloud');
    expect((await get('/docs/tools/envvars/index.html')).headers.location).toBe(
      '/docs/tools/envvars/',
    );
  });

  it('answers unknown paths, dotfiles and escaping symlinks with the 404 page', async () => {
    for (const target of [
      '/docs/nothing/here',
      '/docs/.env',
      '/docs/.git/config',
      '/docs/tools/.hidden/page',
      '/docs/.security-headers.conf',
      '/docs/leak.txt',
      '/docs/tools/leak',
      '/docs/linked/config',
      '/elsewhere',
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.body.toString(), target).toBe('not found page');
      expectSecurityHeaders(response);
    }
  });

  it('answers 400 to bad targets, with the security headers', async () => {
    // `//:` and `//[` are paths (`/:`, `/[` once slashes merge), not pages: 404, no crash.
    expect((await get('//:')).status).toBe(404);
    expect((await get('//[')).status).toBe(404);
    for (const target of ['//%', '/docs/%E0%A4%A', '/docs/%00', 'http://[::1/docs/']) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expectSecurityHeaders(response);
    }
  });

  it('answers 405 with Allow to anything but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const response = await get('/docs/', undefined, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expectSecurityHeaders(response);
    }
    const head = await get('/docs/', undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('caches hashed files for a year and gives the rest an ETag and no-cache', async () => {
    for (const target of [
      '/docs/assets/js/main.0123abcd.js',
      '/docs/search/index.0123456789ab.json.gz',
      '/docs/search/shard.89abcdef.json',
    ]) {
      expect((await get(target)).headers['cache-control'], target).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    const page = await get('/docs/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toMatch(/^W\/"/);
    expect(page.headers['last-modified']).toBeTruthy();
    expect((await get('/docs/search/manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('answers conditional requests with 304, security headers included', async () => {
    const first = await get('/docs/llms-full.txt');
    const byTag = await get('/docs/llms-full.txt', {'if-none-match': String(first.headers.etag)});
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expectSecurityHeaders(byTag);
    const byDate = await get('/docs/llms-full.txt', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
    const stale = await get('/docs/llms-full.txt', {'if-none-match': '"other"'});
    expect(stale.status).toBe(200);
  });

  it('negotiates brotli and gzip, and sends llms-full.txt compressed', async () => {
    const br = await get('/docs/llms-full.txt', {'accept-encoding': 'gzip, br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(LONG_TEXT);
    expect(br.body.length).toBeLessThan(LONG_TEXT.length / 4);
    const gz = await get('/docs/llms-full.txt', {'accept-encoding': 'gzip'});
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(LONG_TEXT);
    const plain = await get('/docs/llms-full.txt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LONG_TEXT);
    // The compressed variant has its own validator, and 304s too.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(br.headers['last-modified']).toBe(plain.headers['last-modified']);
    const again = await get('/docs/llms-full.txt', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    // Already-compressed files are sent as they are.
    const index = await get('/docs/search/index.0123456789ab.json.gz', {'accept-encoding': 'br'});
    expect(index.headers['content-encoding']).toBeUndefined();
    expect(index.body.toString()).toBe('gzipped index');
  });

  it('honours Range, and refuses an unsatisfiable one with 416', async () => {
    const part = await get('/docs/llms-full.txt', {range: 'bytes=5-14'});
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5-14/${LONG_TEXT.length}`);
    expect(part.body.toString()).toBe(LONG_TEXT.slice(5, 15));
    const suffix = await get('/docs/llms-full.txt', {range: 'bytes=-10'});
    expect(suffix.body.toString()).toBe(LONG_TEXT.slice(-10));
    const tooFar = await get('/docs/llms-full.txt', {range: 'bytes=999999-'});
    expect(tooFar.status).toBe(416);
    expectSecurityHeaders(tooFar);
    const inverted = await get('/docs/llms-full.txt', {range: 'bytes=9-2'});
    expect([200, 416]).toContain(inverted.status);
  });

  it('sends the security headers on every page and asset', async () => {
    for (const target of ['/docs/', '/docs/assets/js/main.0123abcd.js', '/docs/img/logo.svg']) {
      expectSecurityHeaders(await get(target));
    }
  });
});
