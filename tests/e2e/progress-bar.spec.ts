/** The route-change progress bar (spec: starts 200 ms after a route change). Runs on build/. */
import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';
import {holdChunks} from './network';

/** Replaces the page's timers with a paused fake clock: time moves only with `runFor`. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  // The installed clock keeps running until paused, so pauseAt aims ahead of it. On a loaded
  // machine even a second ahead can be past when pauseAt arrives ("Cannot fast-forward to the
  // past"): aim 5 s ahead, and aim again if that is past too.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
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
