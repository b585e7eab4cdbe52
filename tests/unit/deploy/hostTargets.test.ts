/**
 * The static hosts' files, checked with the hosts' own code against the one source
 * (plugins/security-headers/shared/siteRules.mjs and the build's security headers) and against
 * the preview server, over a small fixture build:
 * - Netlify: `_headers` and `_redirects` parsed by @netlify/headers-parser and
 *   @netlify/redirect-parser with no error; headers per path merged as netlify dev merges them.
 * - Vercel: `vercel.json` turned into routes by @vercel/routing-utils with no error, then walked
 *   for sample requests over the staged folder (vercelRouter.ts).
 * - GitHub Pages: the staged pages carry the build's CSP, minus what a meta element cannot.
 * Cloudflare Pages runs for real in tests/e2e/deploy-cloudflare.spec.ts.
 */
import {spawnSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  headersFile,
  listBuild,
  redirectsFile,
  vercelConfig,
  writeHostFiles,
  type BuildListing,
} from '../../../plugins/security-headers/server/hostFiles';
import {WORKER_SOURCES} from '../../../plugins/security-headers/index';
import {serializeHeaders} from '../../../plugins/security-headers/shared/headersFile.mjs';
import {
  cacheControlFor,
  metaPolicy,
  servedPaths,
  siteRedirects,
} from '../../../plugins/security-headers/shared/siteRules.mjs';
import {rawRequest} from '../../support/rawRequest';
import {close, createFixtureBuild, FIXTURE_HEADERS, listen} from '../serve/fixture';
import {ACCEPTS, loadDeployTools} from './deployTools';
import {routeRequest, type VercelAnswer} from './vercelRouter';

const repoRoot = path.join(__dirname, '..', '..', '..');
const BASE = '/docs/';

let root: string;
let build: BuildListing;
let preview: Awaited<ReturnType<typeof listen>>;

/** The staged folder of `host`, made by the recipe's command (deploy/stage.mjs). */
function staged(host: string, buildDir = root): {dir: string; files: Set<string>} {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `stage-${host}-`)), 'out');
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy', 'stage.mjs'), host, '--build', buildDir, '--out', dir],
    {encoding: 'utf8', timeout: 60_000},
  );
  if (result.status !== 0) throw new Error(`stage.mjs ${host} failed: ${result.stderr}`);
  const files = readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((rel) => rel.split(path.sep).join('/'));
  return {dir, files: new Set(files)};
}

/** What the one source says a file served at some path must carry. */
function expectedHeaders(file: string): Record<string, string> {
  return Object.fromEntries([
    ...FIXTURE_HEADERS.map(([name, value]) => [name.toLowerCase(), value]),
    ['cache-control', cacheControlFor(file)],
  ]);
}

const lowerKeys = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]));

/** Every file of the fixture build, at every URL path it is served at. */
const servedSamples = () =>
  build.files.flatMap((file) => servedPaths(file, BASE).map((url) => ({file, url})));

beforeAll(async () => {
  root = createFixtureBuild({
    'tools/tables/reference/select/index.html': 'select',
    'tools/tables/reference/select.md': '# select',
    'blog/index.html': 'blog, no twin',
  });
  build = {base: BASE, files: await listBuild(root), securityHeaders: FIXTURE_HEADERS};
  await writeHostFiles(root, build, WORKER_SOURCES);
  preview = await listen(root);
});

afterAll(async () => {
  if (preview) await close(preview.server);
});

describe('the one source agrees with the preview server', () => {
  it('gives every file the Cache-Control the preview server sends', async () => {
    const samples = servedSamples();
    expect(samples.length).toBeGreaterThan(15);
    for (const {file, url} of samples) {
      const response = await rawRequest(preview.origin, url, {method: 'HEAD'});
      if (response.status === 301) continue; // x/index.html: redirected, checked below
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cacheControlFor(file));
    }
  });

  it('redirects where the preview server redirects', async () => {
    const html = build.files.filter((file) => file.endsWith('.html'));
    for (const {from, to, status} of siteRedirects(html, BASE)) {
      const response = await rawRequest(preview.origin, from);
      expect([response.status, response.headers.location], from).toEqual([status, to]);
    }
  });
});

describe('Netlify: _headers and _redirects, read by Netlify’s parsers', () => {
  it('parses with no error, and every path gets exactly the source’s headers', async () => {
    const {netlifyHeaders} = await loadDeployTools();
    const file = path.join(root, '.hosts', 'netlify', '_headers');
    expect(readFileSync(file, 'utf8')).toBe(headersFile(build, 'netlify'));
    const parsed = await netlifyHeaders.parseAllHeaders({
      headersFiles: [file],
      configHeaders: [],
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    // netlify dev's headersForPath: the values of every rule whose regexp matches, later last.
    const rules = parsed.headers as Array<{forRegExp: RegExp; values: Record<string, string>}>;
    const headersFor = (url: string) =>
      lowerKeys(
        Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(url)).map((r) => r.values)),
      );
    for (const {file: served, url} of servedSamples()) {
      expect(headersFor(url), url).toEqual(expectedHeaders(served));
    }
  });

  it('parses with no error, and forces one redirect per source redirect', async () => {
    const {netlifyRedirects} = await loadDeployTools();
    const file = path.join(root, '.hosts', 'netlify', '_redirects');
    expect(readFileSync(file, 'utf8')).toBe(redirectsFile(build, 'netlify'));
    const parsed = await netlifyRedirects.parseAllRedirects({
      redirectsFiles: [file],
      configRedirects: [],
      minimal: false,
    });
    expect(parsed.errors).toEqual([]);
    const html = build.files.filter((name) => name.endsWith('.html'));
    expect(
      (parsed.redirects as Array<{from: string; to: string; status: number; force: boolean}>).map(
        ({from, to, status, force}) => ({from, to, status, force}),
      ),
    ).toEqual(siteRedirects(html, BASE).map((redirect) => ({...redirect, force: true})));
  });
});

describe('Vercel: vercel.json, read by @vercel/routing-utils', () => {
  let routes: Parameters<typeof routeRequest>[0];
  let files: Set<string>;
  const ask = (url: string, accept?: string): VercelAnswer =>
    routeRequest(routes, files, url, accept === undefined ? {} : {accept});

  beforeAll(async () => {
    const {vercelRouting} = await loadDeployTools();
    const config = JSON.parse(
      readFileSync(path.join(root, '.hosts', 'vercel', 'vercel.json'), 'utf8'),
    );
    expect(config).toEqual(vercelConfig(build));
    const transformed = vercelRouting.getTransformedRoutes(config);
    expect(transformed.error).toBeNull();
    routes = transformed.routes!;
    ({files} = staged('vercel'));
  });

  it('serves every file with the source’s headers', () => {
    for (const {file, url} of servedSamples()) {
      const answer = ask(url);
      if (url.endsWith('.html') && answer.status === 301) continue; // redirects, below
      expect(answer.status, url).toBe(200);
      expect(answer.headers, url).toMatchObject(expectedHeaders(file));
    }
  });

  it('redirects as the source says', () => {
    const html = build.files.filter((name) => name.endsWith('.html'));
    for (const {from, to, status} of siteRedirects(html, BASE)) {
      const answer = ask(from);
      expect([answer.status, answer.location], from).toEqual([status, to]);
      // Vercel ends routing at a redirect, before the header routes (deploy/hosts.json).
      expect(answer.headers['content-security-policy'], from).toBeUndefined();
    }
  });

  it('rewrites pages to their twin or their HTML as the preview server does, but for weights', async () => {
    const disagreements: string[] = [];
    for (const page of ['/docs/', '/docs/tools/tables', '/docs/tools/tables/', '/docs/blog/']) {
      for (const accept of ACCEPTS) {
        const headers = accept ? {accept} : undefined;
        const ours = await rawRequest(preview.origin, page, {headers});
        const answer = ask(page, accept || undefined);
        expect(answer.status, `${page} ${accept}`).toBe(200);
        expect(answer.headers.vary, page).toBe('Accept');
        const wantsTwin = String(ours.headers['content-type']).startsWith('text/markdown');
        const getsTwin = answer.file!.endsWith('.md');
        if (wantsTwin !== getsTwin) disagreements.push(`${page} | ${accept}`);
      }
    }
    // A has-condition is a regular expression: it sees which types are named, not their weights.
    // These are the requests where the preview server ranks Markdown first although HTML is
    // named, or through text/* (README.md, "Vercel", says so); any other difference fails.
    const weighed = [
      'text/markdown, text/html;q=0.9',
      'text/markdown;q=0.5, text/html;q=0.4',
      'TEXT/MARKDOWN; charset=utf-8; q=0.9, text/html; q=0.8',
      'text/*, text/html;q=0.5',
    ];
    expect(disagreements).toEqual(
      ['/docs/', '/docs/tools/tables', '/docs/tools/tables/'].flatMap((page) =>
        weighed.map((accept) => `${page} | ${accept}`),
      ),
    );
  });

  it('answers unknown paths with the 404 page', () => {
    for (const url of ['/docs/no/such/page', '/elsewhere', '/docs/tools/nothing/']) {
      expect(ask(url), url).toMatchObject({status: 404, file: '404.html'});
    }
    expect(files.has('404.html')).toBe(true);
  });
});

describe('GitHub Pages: the CSP travels in each page', () => {
  it('puts the meta-deliverable part of the CSP first in every page', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gh-pages-build-'));
    const page = (title: string) =>
      `<!doctype html><html lang=en><head><meta charset=UTF-8><title>${title}</title><script>document.documentElement.dataset.x='1'</script></head><body>${title}</body></html>`;
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'";
    for (const [file, body] of Object.entries({
      'index.html': page('Home'),
      'tools/tables/index.html': page('Tables'),
      '404.html': page('Not found'),
      '.security-headers.conf': serializeHeaders([['Content-Security-Policy', policy]]),
    })) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), body);
    }
    const out = staged('github-pages', dir);
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='">`;
    expect(metaPolicy(policy)).not.toContain('frame-ancestors');
    for (const file of [
      'docs/index.html',
      'docs/tools/tables/index.html',
      '404.html',
      'index.html',
    ]) {
      const html = readFileSync(path.join(out.dir, file), 'utf8');
      expect(html, file).toContain(meta);
      const scriptAt = html.indexOf('<script');
      if (scriptAt >= 0) expect(html.indexOf(meta), file).toBeLessThan(scriptAt);
    }
    expect(readFileSync(path.join(out.dir, 'index.html'), 'utf8')).toContain('url=/docs/');
    expect([...out.files].some((file) => file.includes('.security-headers'))).toBe(false);
  });
});

describe('Cloudflare Pages: the worker folder', () => {
  it('holds every module the worker imports, twin rule included, and answers a twin', async () => {
    const dir = path.join(root, '.hosts', 'cloudflare-pages', '_worker.js');
    expect(readdirSync(dir, {recursive: true}).map(String).sort()).toEqual(
      expect.arrayContaining(['index.js', 'plugins/shared/markdownTwin.mjs']),
    );
    const worker = (await import(pathToFileURL(path.join(dir, 'index.js')).href)) as {
      default: {fetch(request: Request, env: unknown): Promise<Response>};
    };
    const asked: string[] = [];
    const env = {
      ASSETS: {
        fetch: async (request: Request) => {
          asked.push(new URL(request.url).pathname);
          return new Response('twin', {status: 200});
        },
      },
    };
    const request = new Request('https://example.com/docs/tools/tables/reference/select/', {
      headers: {accept: 'text/markdown'},
    });
    await worker.default.fetch(request, env);
    expect(asked).toEqual(['/docs/tools/tables/reference/select.md']);
  });
});
