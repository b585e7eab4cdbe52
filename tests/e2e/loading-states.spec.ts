import type {Page, Route} from '@playwright/test';

import {expect, test} from './fixtures';

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

test.describe('progress bar', () => {
  /** Records whether the progress bar element was ever attached to the page. */
  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as {progressBarSeen: boolean};
      w.progressBarSeen = Boolean(document.getElementById('nprogress'));
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) w.progressBarSeen = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    return () =>
      page.evaluate(() => (window as unknown as {progressBarSeen: boolean}).progressBarSeen);
  }

  test('appears when a route change takes longer than 200 ms', async ({docPage, page}) => {
    await docPage.goto('/docs/');
    const seen = await watchProgressBar(page);
    const network = await holdChunks(page, 'delay');
    await page.locator('footer a[href="/docs/troubleshooting/ensurepath"]').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await network.release();
    await page.waitForURL('**/docs/troubleshooting/ensurepath');
    await expect(page.locator('h1')).toHaveText('Fix "abstra: command not found"');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(await seen()).toBe(true);
  });

  test('stays hidden when the route is already loaded', async ({docPage, page}) => {
    await docPage.goto('/docs/troubleshooting/ensurepath');
    await page.locator('footer a[href="/docs/"]').hover();
    await page.waitForTimeout(300);
    await page.goto('/docs/troubleshooting/use-legacy-threads');
    await docPage.waitForHydration();
    const seen = await watchProgressBar(page);
    await page
      .locator('.theme-doc-sidebar-container a[href="/docs/troubleshooting/ensurepath"]')
      .click();
    await expect(page.locator('h1')).toHaveText('Fix "abstra: command not found"');
    await page.waitForTimeout(400);
    expect(await seen()).toBe(false);
  });
});
