/**
 * GA4, end to end, against build-ga4/: one doc page built with GA4_MEASUREMENT_ID only, served
 * with its own security headers. Chromium answers Google's hosts here: gtag.js cannot be fetched
 * on this machine, so its URL is answered with a small recording script (GTAG_STAND_IN) that
 * sends one request to GA4's collection endpoint per `event` command it finds in `dataLayer`.
 * What the tests check is ours: the gtag commands the tracker pushes (the shapes Google
 * documents, services.json), the script URL, and that the build's CSP lets exactly GA4's origins
 * through and nothing else. Nothing is loaded or sent under Do Not Track or GPC.
 */
import type {Page, Request} from '@playwright/test';

import services from '../../plugins/tracker/services.json';
import {test, expect} from './fixtures';
import {recordCspViolations} from './csp';
import {assertAnalyticsBuild, notSentText, policyOf, privacySignals} from './analytics-support';
import {analytics, analyticsBuildCommand} from './servers';

const {measurementId, buildDir} = analytics.ga4;
const GTAG_URL = `${services.ga4.gtagScript}?id=${measurementId}`;
/** A GA4 collection endpoint (Google's regional host), under https://*.google-analytics.com. */
const COLLECT = 'https://region1.google-analytics.com/g/collect';

/**
 * Stands in for gtag.js: for each `event` command in dataLayer, now and later, one beacon to the
 * collection endpoint with the measurement id and the event name, as gtag.js sends its hits.
 */
const GTAG_STAND_IN = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const send = (entry) => {
    const args = Array.from(entry);
    if (args[0] !== 'event') return;
    navigator.sendBeacon('${COLLECT}?v=2&tid=${measurementId}&en=' + encodeURIComponent(args[1]));
  };
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(send); return push(...entries); };
})();`;

/** The gtag commands in the page's dataLayer, as plain arrays (dates as ISO strings). */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((value) => (value instanceof Date ? value.toISOString() : value)),
    ),
  );

/** Answers Google's hosts in the browser; returns the requests they got. */
async function answerGoogle(page: Page): Promise<{script: string[]; hits: URL[]}> {
  const seen = {script: [] as string[], hits: [] as URL[]};
  await page.route(`${services.ga4.gtagScript}?*`, (route) => {
    seen.script.push(route.request().url());
    return route.fulfill({contentType: 'text/javascript', body: GTAG_STAND_IN});
  });
  await page.route(`${COLLECT}?*`, (route) => {
    seen.hits.push(new URL(route.request().url()));
    return route.fulfill({status: 204});
  });
  return seen;
}

test.beforeAll(() => {
  assertAnalyticsBuild(buildDir, measurementId, analyticsBuildCommand('ga4'));
});

test('loads gtag.js once, configured with no client storage, and sends page views and events', async ({
  page,
  docPage,
  baseURL,
}) => {
  const violations = await recordCspViolations(page);
  const google = await answerGoogle(page);
  await docPage.goto('/docs/');
  await expect.poll(() => google.script).toEqual([GTAG_URL]);
  await expect
    .poll(() => google.hits.map((hit) => hit.searchParams.get('en')))
    .toEqual(['page_view']);
  const commands = await gtagCommands(page);
  expect(commands).toEqual([
    ['js', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)],
    [
      'config',
      measurementId,
      {
        send_page_view: false,
        client_storage: 'none',
        client_id: expect.stringMatching(/^[a-z0-9]{16,}$/),
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      },
    ],
    [
      'event',
      'page_view',
      {page_location: `${baseURL}/docs/`, page_title: expect.stringContaining('Abstra')},
    ],
  ]);
  // The client id is the per-tab id, kept in sessionStorage, never a cookie.
  const clientId = (commands[1]![2] as {client_id: string}).client_id;
  expect(await page.evaluate(() => sessionStorage.getItem('abstra-tracker-session'))).toBe(
    clientId,
  );
  await page.locator('[data-page-feedback]').getByRole('button', {name: 'Yes'}).click();
  await expect
    .poll(() => gtagCommands(page).then((all) => all.slice(3)))
    .toEqual([['event', 'feedback', {helpful: true, page_path: '/docs/'}]]);
  await expect
    .poll(() => google.hits.map((hit) => hit.searchParams.get('en')))
    .toEqual(['page_view', 'feedback']);
  expect(google.hits.every((hit) => hit.searchParams.get('tid') === measurementId)).toBe(true);
  expect(google.script).toHaveLength(1);
  expect(violations.list).toEqual([]);
});

test('the CSP allows exactly the origins Google lists for GA4, and refuses others', async ({
  page,
  docPage,
}) => {
  const policy = policyOf(buildDir);
  const hashes = (policy.get('script-src') ?? []).filter((source) => source.startsWith("'sha256-"));
  expect(hashes.length).toBeGreaterThan(0);
  expect(policy.get('script-src')).toEqual(["'self'", ...hashes, services.ga4.csp.scriptSrc]);
  expect(policy.get('connect-src')).toEqual(["'self'", ...services.ga4.csp.connectSrc]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', ...services.ga4.csp.imgSrc]);
  const violations = await recordCspViolations(page);
  await answerGoogle(page);
  await docPage.goto('/docs/');
  // Plausible's host is not GA4's: the browser must refuse it.
  const outcome = await page.evaluate(() =>
    fetch('https://plausible.io/api/event', {method: 'POST', body: '{}'}).then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outcome).toBe('refused');
  await expect
    .poll(() => violations.list)
    .toContainEqual(expect.stringMatching(/^connect-src blocked https:\/\/plausible\.io\//));
});

for (const [name, shown, script] of privacySignals) {
  test(`with ${name}, gtag.js is never loaded and nothing is sent`, async ({page, docPage}) => {
    await page.addInitScript(script);
    const google: Request[] = [];
    page.on('request', (request) => {
      if (/google/.test(new URL(request.url()).hostname)) google.push(request);
    });
    await docPage.goto('/docs/');
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', {name: 'Yes'}).click();
    // The tracker has read the signal: the widget says so. What it would have loaded or sent by
    // now (gtag.js at start, the vote in the click handler) would be in the page already.
    await expect(feedback.getByRole('status')).toHaveText(notSentText(shown));
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expect(google.map((request) => request.url())).toEqual([]);
  });
}
