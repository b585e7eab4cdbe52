/**
 * What every served deploy target must answer as the preview server does: shared by the nginx
 * spec and the static-host specs (deploy-*.spec.ts), so each host runs the same checks.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page, Request} from '@playwright/test';

import {expect, test} from './fixtures';
import {buildDir, declaredHeaders, recordCspViolations} from './csp';
import {rawRequest, type RawResponse} from '../support/rawRequest';
import {ACCEPTS, NEGOTIATED_PAGES, REDIRECTED} from './deploy-requests';

export {ACCEPTS, NEGOTIATED_PAGES, REDIRECTED};

/** Every file of the build a reader can ask for (dotfiles excluded), as a URL path. */
export function buildUrls(): string[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('.')))
    .map((rel) => `/docs/${rel.split(path.sep).join('/')}`)
    .sort();
}

/** The response carries every header of build/.security-headers.conf, with its value. */
export function expectSecurityHeaders(response: RawResponse, where: string) {
  for (const [name, value] of declaredHeaders()) {
    expect(response.headers[name], `${name} on ${where}`).toBe(value);
  }
}

/** The comma-separated tokens of a header (`Vary`), lower-cased and sorted. */
export function tokens(value: string | string[] | undefined): string[] {
  return [value ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .sort();
}

/** Runs `work` over `items`, at most `limit` at a time (many HEAD requests, a bounded load). */
export async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  // A pool, not fixed batches: a slow answer holds up one lane, not the whole batch.
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, lane));
}

/**
 * Search works on the site served at `origin`, in Chromium, under the CSP that origin sends:
 * the modal finds a page and opens it, the search page lists results, and no CSP violation.
 */
export async function expectSearchWorks(page: Page, origin: string) {
  const violations = await recordCspViolations(page);
  const response = await gotoNamingStalls(page, `${origin}/docs/`);
  expect(response?.headers()['content-security-policy']).toBe(
    declaredHeaders().get('content-security-policy'),
  );
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('insert a row');
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/docs/`));
  await gotoNamingStalls(page, `${origin}/docs/search?q=tables`);
  await expect(page.locator('[data-search-result-group]').first()).toBeVisible();
  expect(violations.list).toEqual([]);
}

/**
 * `page.goto`, within 30 s, whose failure names the requests the host had not answered yet: a
 * host that stalls on one file holds the load event, and the bare timeout does not say which.
 */
async function gotoNamingStalls(page: Page, url: string) {
  // The requests themselves, not their URLs: the same URL can be in flight twice.
  const pending = new Set<Request>();
  const started = (request: Request) => pending.add(request);
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    return await page.goto(url, {timeout: 30_000});
  } catch (error) {
    const names = [...pending].map((request) => request.url()).join('\n  ') || '(none)';
    throw new Error(`${url} did not load: ${String(error)}\nStill pending:\n  ${names}`);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** `origin` redirects every sample (301) where the preview server does, with the security headers. */
export async function expectRedirectsAsPreview(preview: string, origin: string, name: string) {
  for (const target of REDIRECTED) {
    const [ours, theirs] = await Promise.all([
      rawRequest(preview, target),
      rawRequest(origin, target),
    ]);
    expect(theirs.status, `${name} ${target}`).toBe(301);
    expect([theirs.status, theirs.headers.location], `${name} ${target}`).toEqual([
      ours.status,
      ours.headers.location,
    ]);
    expectSecurityHeaders(theirs, `${name} ${target}`);
    expectSecurityHeaders(ours, `preview ${target}`);
  }
}

/**
 * `origin` answers every sample page and Accept header with the same representation as the
 * preview server, varying on Accept where a twin can be chosen (`noVary`: pages it need not
 * vary on), and `/docs/tools/tables` with its twin, byte for byte.
 */
export async function expectTwinsAsPreview(
  preview: string,
  origin: string,
  name: string,
  {noVary = []}: {noVary?: string[]} = {},
) {
  for (const page of NEGOTIATED_PAGES) {
    for (const accept of ACCEPTS) {
      const headers = accept ? {accept} : undefined;
      const [ours, theirs] = await Promise.all([
        rawRequest(preview, page, {headers}),
        rawRequest(origin, page, {headers}),
      ]);
      const where = `${name} ${page} with Accept: ${accept}`;
      expect(theirs.status, where).toBe(200);
      expect(theirs.headers['content-type'], where).toBe(ours.headers['content-type']);
      expect(theirs.body.equals(ours.body), where).toBe(true);
      if (!noVary.includes(page)) {
        expect(tokens(theirs.headers.vary), where).toContain('accept');
        expect(tokens(ours.headers.vary), `preview ${page}`).toContain('accept');
      }
    }
  }
  const twin = await rawRequest(origin, '/docs/tools/tables', {headers: {accept: 'text/markdown'}});
  expect(twin.headers['content-type']).toBe('text/markdown; charset=utf-8');
  expect(twin.body.toString()).toBe(readFileSync(path.join(buildDir, 'tools/tables.md'), 'utf8'));
}

/**
 * `origin` answers a HEAD for every file of the build (but `except`) with the preview server's
 * status, redirect and Cache-Control; more than 10 of them immutable, the search index among them.
 */
export async function expectCachingAsPreview(
  preview: string,
  origin: string,
  {except = []}: {except?: string[]} = {},
) {
  const urls = buildUrls().filter((url) => !except.includes(url));
  expect(urls.length).toBeGreaterThan(100);
  // Two HEADs for each of about 1,100 files: 13 s beside two busy cores, and past the 60 s default
  // in a loaded CI run, where the default cut the test short. This bounds a hang; it times nothing.
  test.setTimeout(240_000);
  let immutable = 0;
  await inBatches(urls, 8, async (url) => {
    const [ours, theirs] = await Promise.all([
      rawRequest(preview, url, {method: 'HEAD'}),
      rawRequest(origin, url, {method: 'HEAD'}),
    ]);
    expect([theirs.status, theirs.headers.location], url).toEqual([
      ours.status,
      ours.headers.location,
    ]);
    expect(theirs.headers['cache-control'], url).toBe(ours.headers['cache-control']);
    if (ours.headers['cache-control']?.includes('immutable')) immutable += 1;
  });
  expect(immutable).toBeGreaterThan(10);
  const gz = urls.find((url) => /\/search\/index\.[0-9a-f]+\.json\.gz$/.test(url));
  expect(gz).toBeDefined();
  const index = await rawRequest(origin, gz!);
  expect(index.headers['cache-control']).toBe('public, max-age=31536000, immutable');
}

/** Each of `urls` on `origin` is the build's 404 page with status 404 and the security headers. */
export async function expectNotFoundPage(origin: string, urls: string[]) {
  const page = readFileSync(path.join(buildDir, '404.html'));
  for (const url of urls) {
    const response = await rawRequest(origin, url);
    expect(response.status, `${origin}${url}`).toBe(404);
    expect(response.body.equals(page), `${origin}${url}`).toBe(true);
    expectSecurityHeaders(response, `${origin}${url}`);
  }
}

export interface RunningServer {
  origin: string;
  stop: () => void;
}

/**
 * One server for the whole spec file, started before its first test and stopped after its last
 * (the file configures its tests to run in order). Read `.origin` inside the tests.
 */
export function serverForFile(
  start: () => Promise<RunningServer>,
  {startTimeout}: {startTimeout?: number} = {},
): {readonly origin: string} {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    if (startTimeout) test.setTimeout(startTimeout);
    server = await start();
  });
  test.afterAll(() => server?.stop());
  return {
    get origin() {
      if (!server) throw new Error('serverForFile: the server has not started.');
      return server.origin;
    },
  };
}

/**
 * Each of `origins` answers a page, an asset, errors, a redirect and other methods with the
 * expected status and the build's security headers (and `Allow: GET, HEAD` on 405s).
 */
export async function expectSecurityHeadersEverywhere(origins: string[]) {
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
    for (const origin of origins) {
      const response = await rawRequest(origin, url, {method});
      expect(response.status, `${method} ${origin}${url}`).toBe(status);
      expectSecurityHeaders(response, `${method} ${origin}${url}`);
      if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
    }
  }
}
