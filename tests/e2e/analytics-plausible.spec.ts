/**
 * Plausible, end to end, against build-plausible/: one doc page built with PLAUSIBLE_DOMAIN only
 * (the default API host, https://plausible.io), served with its own security headers. Chromium
 * answers Plausible's events endpoint here and records each body: they must be the events API's
 * body (services.json), the CSP must let exactly Plausible's host through, and nothing may be
 * sent under Do Not Track or GPC.
 */
import type {Page} from '@playwright/test';

import services from '../../plugins/tracker/services.json';
import type {PlausibleEvent} from '../../plugins/tracker/shared/types';
import {test, expect} from './fixtures';
import {recordCspViolations} from './csp';
import {assertAnalyticsBuild, notSentText, policyOf, privacySignals} from './analytics-support';
import {analytics, analyticsBuildCommand} from './servers';

const {domain, buildDir} = analytics.plausible;
const ENDPOINT = `${services.plausible.defaultHost}${services.plausible.eventPath}`;

interface Received {
  method: string;
  contentType: string | undefined;
  body: PlausibleEvent;
}

/** Answers Plausible's endpoint in the browser (202, as the API does); returns what it got. */
async function answerPlausible(page: Page): Promise<Received[]> {
  const received: Received[] = [];
  await page.route(ENDPOINT, (route) => {
    const request = route.request();
    received.push({
      method: request.method(),
      contentType: request.headers()['content-type'],
      body: JSON.parse(request.postData() ?? 'null') as PlausibleEvent,
    });
    return route.fulfill({
      status: 202,
      headers: {'access-control-allow-origin': '*'},
      body: '{}',
    });
  });
  return received;
}

test.beforeAll(() => {
  assertAnalyticsBuild(buildDir, domain, analyticsBuildCommand('plausible'));
});

test('page views and custom events reach the events API with its documented body', async ({
  page,
  docPage,
  baseURL,
}) => {
  const violations = await recordCspViolations(page);
  const received = await answerPlausible(page);
  await docPage.goto('/docs/?from=e2e#intro');
  await expect.poll(() => received.map(({body}) => body.name)).toEqual(['pageview']);
  await page.locator('[data-page-feedback]').getByRole('button', {name: 'Yes'}).click();
  await expect.poll(() => received.map(({body}) => body.name)).toEqual(['pageview', 'feedback']);
  await docPage.goto('/docs/no-such-page');
  await expect
    .poll(() => received.map(({body}) => body.name))
    .toEqual(['pageview', 'feedback', 'pageview', 'not_found']);
  expect(received.map(({body}) => body)).toEqual([
    {name: 'pageview', url: `${baseURL}/docs/?from=e2e#intro`, domain, referrer: null},
    {name: 'feedback', url: `${baseURL}/docs/`, domain, referrer: null, props: {helpful: true}},
    {name: 'pageview', url: `${baseURL}/docs/no-such-page`, domain, referrer: null},
    {name: 'not_found', url: `${baseURL}/docs/no-such-page`, domain, referrer: null, props: {}},
  ]);
  for (const {method, contentType, body} of received) {
    expect(method).toBe('POST');
    // text/plain, as Plausible's own script sends it: no CORS preflight.
    expect(contentType).toBe('text/plain');
    for (const field of Object.keys(body)) expect(services.plausible.bodyFields).toContain(field);
  }
  expect(violations.list).toEqual([]);
});

test('the CSP allows exactly Plausible’s host, and refuses others', async ({page, docPage}) => {
  const policy = policyOf(buildDir);
  expect(policy.get('connect-src')).toEqual(["'self'", services.plausible.defaultHost]);
  expect(
    (policy.get('script-src') ?? []).filter((source) => !source.startsWith("'sha256-")),
  ).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
  const violations = await recordCspViolations(page);
  await answerPlausible(page);
  await docPage.goto('/docs/');
  const outcome = await page.evaluate(() =>
    fetch('https://region1.google-analytics.com/g/collect', {method: 'POST', body: ''}).then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outcome).toBe('refused');
  await expect
    .poll(() => violations.list)
    .toContainEqual(
      expect.stringMatching(/^connect-src blocked https:\/\/region1\.google-analytics\.com\//),
    );
});

for (const [name, shown, script] of privacySignals) {
  test(`with ${name}, nothing is sent to Plausible`, async ({page, docPage}) => {
    await page.addInitScript(script);
    const received = await answerPlausible(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(services.plausible.defaultHost)) requests.push(request.url());
    });
    await docPage.goto('/docs/');
    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByRole('button', {name: 'Yes'}).click();
    // The tracker has read the signal and the click handler has run: a page view (sent on the
    // route update) or the vote (sent in the handler) would have been requested by now.
    await expect(feedback.getByRole('status')).toHaveText(notSentText(shown));
    expect(requests).toEqual([]);
    expect(received).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('abstra-tracker-session'))).toBeNull();
  });
}
