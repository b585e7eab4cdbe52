/**
 * Hosted search (the request Algolia receives, host fallback, the error screen, hit links),
 * tested without Algolia: this spec serves build-hosted/, a build made with fake ALGOLIA_*
 * values, and answers the Algolia hosts itself with `page.route`, so the real DocSearch client
 * (Algolia's lite client, with its retry strategy) runs unchanged.
 *
 * It runs in the `hosted` project of playwright.config.ts, against build-hosted/ (one page built
 * with the fake credentials of tests/e2e/servers.ts; scripts/test.mjs makes it).
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

import {
  EXTERNAL_QUERY,
  EXTERNAL_URL,
  hits,
  openAndType,
  openModalWithClockPaused,
  routeAlgolia,
  routeFirstHost,
} from './algoliaMock';
import {hostedBuildCommand, hostedBuildDir, hostedSearch, hostedUrl} from './servers';

const APP_ID = hostedSearch.appId;
const API_KEY = hostedSearch.apiKey;
const INDEX = hostedSearch.indexName;
const siteUrl = hostedUrl;

test.describe.configure({mode: 'serial'});

test.beforeAll(() => {
  if (!existsSync(path.join(hostedBuildDir, 'index.html'))) {
    throw new Error(`No build-hosted/. Build it with: ${hostedBuildCommand}`);
  }
});

test('sends the documented request with credentials in query parameters', async ({page}) => {
  const seen = await routeAlgolia(page, () => 'ok');
  await page.goto(`${siteUrl}/docs/`);
  // Hosted mode warms the connection to the Algolia cluster.
  await expect(
    page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`),
  ).toHaveCount(1);
  await openAndType(page, 'found');
  await expect(hits(page).first()).toContainText('command not found');
  const last = seen[seen.length - 1]!;
  expect(last.url.pathname).toBe('/1/indexes/*/queries');
  expect(last.url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
  expect(last.url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
  const request = last.body.requests[0]!;
  for (const field of [
    'query',
    'indexName',
    'attributesToRetrieve',
    'attributesToSnippet',
    'snippetEllipsisText',
    'highlightPreTag',
    'highlightPostTag',
    'hitsPerPage',
    'clickAnalytics',
  ]) {
    expect(request, field).toHaveProperty(field);
  }
  expect(request).toMatchObject({query: 'found', indexName: INDEX, hitsPerPage: 20});
  expect(request.attributesToSnippet).toContain('content:10');
  // The "See all" link leads to the search page, which queries Algolia the same way.
  await page.locator('.DocSearch-HitsFooter a').click();
  await expect(page).toHaveURL(/\/docs\/search\?q=found/);
  await expect(page.locator('[data-search-result-group]').first()).toBeVisible();
});

test('a hit on this site links to its path; a hit on another site keeps its full URL', async ({
  page,
}) => {
  await routeAlgolia(page, () => 'ok');
  await page.goto(`${siteUrl}/docs/`);
  await openAndType(page, EXTERNAL_QUERY);
  await expect(hits(page)).toHaveCount(2);
  const hrefs = await hits(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(['/docs/troubleshooting/ensurepath', EXTERNAL_URL].sort());
  // On the search page too, where hits are grouped under their page's link.
  await page.goto(`${siteUrl}/docs/search?q=${encodeURIComponent(EXTERNAL_QUERY)}`);
  await expect(page.locator(`a[href="${EXTERNAL_URL.split('#')[0]}"]`)).toHaveCount(1);
  await expect(page.locator('a[href="/docs/troubleshooting/ensurepath"]').first()).toBeVisible();
});

test('falls back to another read host on network failure', async ({page}) => {
  let failed = '';
  const seen = await routeAlgolia(page, (host) => {
    if (!failed) failed = host;
    return host === failed ? 'fail' : 'ok';
  });
  await page.goto(`${siteUrl}/docs/`);
  await openAndType(page, 'found');
  await expect(hits(page).first()).toBeVisible();
  const hosts = seen.map((s) => s.host);
  expect(hosts[0]).toBe(failed);
  expect(hosts.slice(1)).not.toContain(failed);
  expect(new Set(hosts).size).toBeGreaterThan(1);
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
});

test('falls back to another read host after the 1 s connect time-out', async ({page}) => {
  await page.clock.install();
  const {seen, firstHost} = await routeFirstHost(page, 'hang');
  await openModalWithClockPaused(page, `${siteUrl}/docs/`);
  await page.locator('.DocSearch-Input').fill('found');
  await expect.poll(() => seen.length).toBe(1);
  // Not before the connect time-out...
  await page.clock.runFor(900);
  expect(seen).toHaveLength(1);
  // ...but right after it, another host.
  await page.clock.runFor(200);
  await expect.poll(() => seen.length).toBe(2);
  expect(seen[1]!.host).not.toBe(firstHost());
  await expect(hits(page).first()).toBeVisible();
});

// A failed host is held off for 2 minutes (hostedClient.ts explains the
// library's cache-key mismatch that used to defeat this).
test('holds a host that failed off for 2 minutes, then tries it again', async ({page}) => {
  await page.clock.install();
  let down = '';
  const seen = await routeAlgolia(page, (host, n) => {
    if (!down) down = host;
    // The host fails once, then would answer again.
    return host === down && n === 0 ? 'fail' : 'ok';
  });
  await openModalWithClockPaused(page, `${siteUrl}/docs/`);
  await page.locator('.DocSearch-Input').fill('found');
  await expect(hits(page).first()).toBeVisible();
  expect(seen[0]!.host).toBe(down);

  // The next query, a minute later, does not try the failed host.
  await page.clock.runFor(60_000);
  const before = seen.length;
  await page.locator('.DocSearch-Input').fill('found it');
  await expect.poll(() => seen.length).toBeGreaterThan(before);
  expect(seen.slice(before).map((s) => s.host)).not.toContain(down);

  // Two minutes after the failure it is back in the rotation, first as before.
  await page.clock.runFor(61_000);
  const later = seen.length;
  await page.locator('.DocSearch-Input').fill('found again');
  await expect.poll(() => seen.length).toBeGreaterThan(later);
  expect(seen[later]!.host).toBe(down);
});

test('shows the error screen only when every host fails, with no uncaught error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let allFail = true;
  const seen = await routeAlgolia(page, () => (allFail ? 'fail' : 'ok'));
  await page.goto(`${siteUrl}/docs/`);
  await openAndType(page, 'found');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  await expect(screen).toContainText('You might want to check your network connection.');
  // Every read host was tried before giving up.
  expect(new Set(seen.map((s) => s.host)).size).toBeGreaterThanOrEqual(3);
  allFail = false;
  await page.locator('.DocSearch-Input').fill('found ');
  await expect(hits(page).first()).toBeVisible();
  await expect(screen).toHaveCount(0);
  expect(errors).toEqual([]);
});
