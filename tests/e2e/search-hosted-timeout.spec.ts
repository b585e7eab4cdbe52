/**
 * Hosted search's read time-out (the product requires connect 1 s, read 2 s), on the real
 * client. The other hosted-search behaviours are in search-hosted.spec.ts, where `page.route` answers the
 * Algolia hosts; a read time-out needs the response headers to arrive and the body not to, which
 * `page.route` cannot do. Here Chromium resolves the Algolia hosts to a local TLS server
 * (`--host-resolver-rules`, loopback only) that does just that, for the one host the test lets
 * through to the network; `page.route` still answers the others.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

import {hits, openModalWithClockPaused, routeFirstHost} from './algoliaMock';
import {chromiumArgs, chromiumExecutable} from './browser';
import {algoliaTlsPort, hostedBuildCommand, hostedBuildDir, hostedUrl} from './servers';
import {startSlowTlsServer, type SlowTlsServer} from './slowTlsServer';

const resolveToLocal = ['*.algolia.net', '*.algolianet.com']
  .map((host) => `MAP ${host} 127.0.0.1:${algoliaTlsPort}`)
  .join(', ');

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumExecutable(),
    args: [...chromiumArgs, `--host-resolver-rules=${resolveToLocal}`],
  },
});

let server: SlowTlsServer;

test.beforeAll(async () => {
  if (!existsSync(path.join(hostedBuildDir, 'index.html'))) {
    throw new Error(`No build-hosted/. Build it with: ${hostedBuildCommand}`);
  }
  server = await startSlowTlsServer(algoliaTlsPort);
});

test.afterAll(async () => {
  await server?.close();
});

/** Records, per host, that an XHR of the page received its response headers (readyState ≥ 2). */
const RECORD_HEADERS = `(() => {
  const open = XMLHttpRequest.prototype.open;
  window.__headersFrom = [];
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.addEventListener('readystatechange', () => {
      const host = new URL(String(url), location.href).hostname;
      if (this.readyState >= 2 && !window.__headersFrom.includes(host)) window.__headersFrom.push(host);
    });
    return open.call(this, method, url, ...rest);
  };
})();`;

test('falls back to another read host after the 2 s read time-out, not the 1 s connect one', async ({
  page,
}) => {
  await page.addInitScript(RECORD_HEADERS);
  await page.clock.install();
  const {seen, firstHost} = await routeFirstHost(page, 'network');
  await openModalWithClockPaused(page, `${hostedUrl}/docs/`);
  await page.locator('.DocSearch-Input').fill('found');

  // The first host's request reached the local server, and its headers reached the page.
  await expect.poll(() => server.held.length).toBe(1);
  expect(server.held[0]!.host.split(':')[0]).toBe(firstHost());
  expect(server.held[0]!.path).toContain('/1/indexes/*/queries');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__headersFrom: string[]}).__headersFrom))
    .toContain(firstHost());

  // Past the 1 s connect time-out: the headers stopped that clock, so no other host yet...
  await page.clock.runFor(1500);
  expect(seen).toHaveLength(1);
  // ...and once the read clock passes 2 s, another host answers.
  await page.clock.runFor(600);
  await expect.poll(() => seen.length).toBe(2);
  expect(seen[1]!.host).not.toBe(firstHost());
  await expect(hits(page).first()).toContainText('command not found');
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
});
