/**
 * Tracker, end to end. The production build has no sink, so this spec runs against the fixture
 * build (build-fixture/, made by scripts/test.mjs with an HTTP sink pointing at the collector this
 * spec runs; see tests/e2e/servers.ts). The last test checks the production build sends nothing.
 */
import {createServer, type Server} from 'node:http';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {test, expect} from './fixtures';
import {
  collectorEndpoint,
  collectorPort,
  fixtureBuildCommand,
  fixtureBuildDir,
  siteUrl,
} from './servers';
import type {HttpPayload, TrackerEvent} from '../../plugins/tracker/shared/types';
import {notSentText, privacySignals} from './analytics-support';

/**
 * Records every `navigator.sendBeacon` and `fetch` call of the page, as it is made. The tracker
 * flushes on `pagehide` synchronously, so right after that event the record is complete: no
 * waiting for requests that might come later.
 */
const RECORD_SENDS = `(() => {
  const sent = [];
  Object.defineProperty(window, '__sent', {value: sent});
  const beacon = navigator.sendBeacon && navigator.sendBeacon.bind(navigator);
  if (beacon) navigator.sendBeacon = (url, body) => (sent.push(String(url)), beacon(url, body));
  const fetchImpl = window.fetch.bind(window);
  window.fetch = (input, init) => {
    sent.push(String(input instanceof Request ? input.url : input));
    return fetchImpl(input, init);
  };
})()`;

/** Fires `pagehide` (the tracker's last flush) and returns every URL the page sent to so far. */
function sendsWhenLeaving(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.dispatchEvent(new Event('pagehide'));
    return (window as unknown as {__sent: string[]}).__sent.slice();
  });
}

let collector: Server;
const payloads: HttpPayload[] = [];
const received = () => payloads.flatMap((p) => p.events);
const ofType = <T extends TrackerEvent['type']>(type: T) =>
  received().filter((e): e is Extract<TrackerEvent, {type: T}> => e.type === type);

// One worker: one collector, on the port baked into the fixture build. Other specs stub it.
test.describe.configure({mode: 'serial'});
test.use({trackerCollector: 'real'});

test.beforeAll(async () => {
  if (!existsSync(path.join(fixtureBuildDir, 'index.html'))) {
    throw new Error(`No build-fixture/. npm test makes it; by hand: ${fixtureBuildCommand}`);
  }
  const bundles = path.join(fixtureBuildDir, 'assets', 'js');
  const endpointBuiltIn = readdirSync(bundles).some((file) =>
    readFileSync(path.join(bundles, file), 'utf8').includes(collectorEndpoint),
  );
  if (!endpointBuiltIn) {
    throw new Error(
      `build-fixture/ does not post to ${collectorEndpoint} (TRACKER_E2E_PORT changed?). Rebuild it: ${fixtureBuildCommand}`,
    );
  }
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/collect') payloads.push(JSON.parse(body));
      res.writeHead(204, {'access-control-allow-origin': '*'}).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(collectorPort, resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => collector?.close(resolve));
});

test.beforeEach(() => {
  payloads.length = 0;
});

test('page views, 404s and outbound clicks arrive with the documented payload', async ({
  page,
  docPage,
}) => {
  await docPage.goto(`/docs/tools/tables/`);
  await expect.poll(() => ofType('page_view').length).toBe(1);
  const [first] = payloads;
  expect(first).toMatchObject({v: 1, sessionId: expect.stringMatching(/^[a-z0-9]{16,}$/)});
  expect(typeof first!.sentAt).toBe('number');
  expect(ofType('page_view')[0]).toEqual({
    type: 'page_view',
    path: '/docs/tools/tables/',
    title: expect.stringContaining('Abstra Tables'),
    search: '',
    hash: '',
    referrer: null,
    time: expect.any(Number),
  });

  // A client-side navigation: one more page view, the title of the new page, the previous path.
  await page.locator('main a[href="/docs/tools/tables/reference/select"]').first().click();
  await expect.poll(() => ofType('page_view').length).toBe(2);
  expect(ofType('page_view')[1]).toMatchObject({
    path: '/docs/tools/tables/reference/select',
    title: expect.stringMatching(/^select/),
    referrer: '/docs/tools/tables/',
  });

  // Outbound link: reported before the browser leaves (navigation is stopped here).
  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  await page.locator('.navbar a[href^="https://github.com"]').first().click();
  await expect.poll(() => ofType('outbound_click').length).toBe(1);
  expect(ofType('outbound_click')[0]).toMatchObject({
    url: expect.stringMatching(/^https:\/\/github\.com\//),
    path: '/docs/tools/tables/reference/select',
  });

  await docPage.goto(`/docs/no-such-page`);
  await expect.poll(() => ofType('not_found').length).toBe(1);
  expect(ofType('not_found')[0]).toMatchObject({path: '/docs/no-such-page'});
  expect(new Set(payloads.map((p) => p.sessionId)).size).toBe(1);
});

test('search and search-result clicks on the search page', async ({page, docPage}) => {
  await docPage.goto(`/docs/search?q=select%20rows`);
  await expect(page.locator('[data-search-result-group]').first()).toBeVisible();
  await expect.poll(() => ofType('search').length, {timeout: 10_000}).toBe(1);
  const search = ofType('search')[0]!;
  expect(search).toMatchObject({
    query: 'select rows',
    mode: 'embedded',
    source: 'page',
    path: '/docs/search',
  });
  expect(search.hits).toBeGreaterThan(0);
  const first = page.locator('[data-search-result-group] a[href]').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect.poll(() => ofType('search_click').length).toBe(1);
  expect(ofType('search_click')[0]).toMatchObject({
    query: 'select rows',
    position: 1,
    url: href,
    source: 'page',
  });
});

test('page feedback: vote, optional comment, once per page per session', async ({
  page,
  docPage,
}) => {
  await docPage.goto(`/docs/tools/tables/`);
  const feedback = page.locator('[data-page-feedback]');
  await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
  await feedback.getByRole('button', {name: 'No'}).click();
  await expect.poll(() => ofType('feedback').length).toBe(1);
  expect(ofType('feedback')[0]).toMatchObject({helpful: false, path: '/docs/tools/tables/'});
  const box = feedback.getByLabel(/Comment, up to 500 characters/);
  await box.fill('x'.repeat(600));
  await expect(box).toHaveValue('x'.repeat(500));
  await box.fill('Please add an example with joins.');
  await feedback.getByRole('button', {name: 'Send'}).click();
  await expect(feedback.getByText('Thanks for your feedback.')).toBeVisible();
  await expect.poll(() => ofType('feedback_comment').length).toBe(1);
  expect(ofType('feedback_comment')[0]).toMatchObject({
    helpful: false,
    comment: 'Please add an example with joins.',
  });
  await page.reload();
  await docPage.waitForHydration();
  await expect(feedback.getByText('Thanks for your feedback.')).toBeVisible();
  await expect(feedback.getByRole('button', {name: 'No'})).toHaveCount(0);
});

for (const [name, shown, script] of privacySignals) {
  test(`nothing is sent with ${name} set, and the feedback widget says so`, async ({
    page,
    docPage,
  }) => {
    await page.addInitScript(script);
    await page.addInitScript(RECORD_SENDS);
    const requests: string[] = [];
    page.on('request', (r) => r.url().startsWith(collectorEndpoint) && requests.push(r.url()));
    await docPage.goto(`/docs/tools/tables/`);
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('status')).toHaveText(notSentText(shown));
    await expect(feedback.getByText('Thanks for your feedback.')).toHaveCount(0);
    await expect(feedback.getByRole('textbox')).toHaveCount(0);
    await page.locator('main a[href="/docs/tools/tables/reference/select"]').first().click();
    await docPage.goto(`/docs/no-such-page`);
    // A running tracker holds at least this page view; leaving the page sends it at once.
    const sent = await sendsWhenLeaving(page);
    expect(sent.filter((url) => url.startsWith(collectorEndpoint))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('abstra-tracker-session'))).toBeNull();
    // This tab's requests, not the collector's log: a tab of an earlier test flushes its last
    // batch as it closes, and that can reach the shared collector during this test.
    expect(requests).toEqual([]);
  });
}

test('the production build (no sink) sends nothing and shows no feedback widget', async ({
  page,
  docPage,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.addInitScript(RECORD_SENDS);
  await docPage.goto(`${siteUrl}/docs/tools/tables/`);
  await page.locator('main a[href="/docs/tools/tables/reference/select"]').first().click();
  await expect(page.locator('[data-page-feedback]')).toHaveCount(0);
  // No tracker runs in this build: it would have keyed its session id as it started.
  expect(await page.evaluate(() => sessionStorage.getItem('abstra-tracker-session'))).toBeNull();
  const base = new URL(page.url()).origin;
  const sent = await sendsWhenLeaving(page);
  expect(sent.filter((u) => !u.startsWith(base))).toEqual([]);
  expect(requests.filter((u) => !u.startsWith(base))).toEqual([]);
});
