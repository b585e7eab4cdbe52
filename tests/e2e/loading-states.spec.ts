import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';

import {expect, test} from './fixtures';
import {fixtureBuildCommand, fixtureBuildDir} from './servers';

// The test-only pages (src/pages/tests/) are in the fixture build only, never in build/.
test.beforeAll(() => {
  if (!existsSync(path.join(fixtureBuildDir, 'tests', 'crash', 'index.html'))) {
    throw new Error(
      `No test pages in build-fixture/. npm test makes it; by hand: ${fixtureBuildCommand}`,
    );
  }
});

/** Holds back every JavaScript chunk requested from now on until `release` is called. */
async function holdChunks(page: Page, mode: 'fail' | 'delay') {
  let failing = mode === 'fail';
  const held: Route[] = [];
  await page.route('**/assets/js/*.js', async (route) => {
    if (failing) {
      await route.abort('internetdisconnected');
    } else if (mode === 'delay') {
      held.push(route);
    } else {
      await route.continue();
    }
  });
  return {
    restoreNetwork() {
      failing = false;
    },
    async release() {
      mode = 'fail';
      failing = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe('loading states', () => {
  test('a chunk that fails to load shows the error box, and Retry recovers', async ({
    docPage,
    page,
  }) => {
    await docPage.goto('/docs/tests/lazy-chunk');
    const network = await holdChunks(page, 'fail');
    await page.getByRole('button', {name: 'Show details'}).click();
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible();
    await expect(page.getByText(/Loading chunk .* failed/)).toBeVisible();
    network.restoreNetwork();
    await retry.click();
    await expect(page.getByText('Purchase request PR-1042: 12 laptops, approved.')).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('a slow chunk shows the loading spinner until it arrives', async ({docPage, page}) => {
    await docPage.goto('/docs/tests/lazy-chunk');
    const network = await holdChunks(page, 'delay');
    await page.getByRole('button', {name: 'Show details'}).click();
    await expect(page.locator('svg#loader')).toBeVisible();
    await network.release();
    await expect(page.getByText('Purchase request PR-1042: 12 laptops, approved.')).toBeVisible();
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });

  test('a crash shows the crash page with its causes, and Try again recovers', async ({
    docPage,
    page,
  }) => {
    await page.goto('/docs/tests/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('The approval panel failed to render.')).toBeVisible();
    await expect(page.getByText('The purchase request has no amount.')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The panel rendered after Try again.')).toBeVisible();
    await docPage.waitForHydration();
  });
});

/** Replaces the page's timers with a paused fake clock: time moves only with `runFor`. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
}

test.describe('progress bar', () => {
  // The page's clock is faked after hydration, so the 200 ms threshold is tested exactly,
  // whatever the machine's load.
  test('starts only once a slow route change has taken 200 ms, and ends when the route shows', async ({
    docPage,
    page,
  }) => {
    await docPage.goto('/docs/');
    await freezeClock(page);
    const network = await holdChunks(page, 'delay');
    await page.locator('footer a[href="/docs/troubleshooting/ensurepath"]').click();
    await page.clock.runFor(150);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.locator('#nprogress')).toBeAttached();
    await network.release();
    await expect(page.locator('h1')).toHaveText('Fix "abstra: command not found"');
    // The bar fades out on timers of its own: keep the fake clock moving while waiting.
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return page.locator('#nprogress').count();
      })
      .toBe(0);
  });

  test('never starts when the route is already loaded', async ({docPage, page}) => {
    await docPage.goto('/docs/troubleshooting/use-legacy-threads');
    const link = page.locator(
      '.theme-doc-sidebar-container a[href="/docs/troubleshooting/ensurepath"]',
    );
    await link.hover();
    await page.waitForLoadState('networkidle');
    await freezeClock(page);
    await link.click();
    await expect(page.locator('h1')).toHaveText('Fix "abstra: command not found"');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});
