import {existsSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from './fixtures';
import {holdChunks} from './network';
import {fixtureBuildCommand, fixtureBuildDir} from './servers';

// The test-only pages (src/pages/tests/) are in the fixture build only, never in build/.
test.beforeAll(() => {
  if (!existsSync(path.join(fixtureBuildDir, 'tests', 'crash', 'index.html'))) {
    throw new Error(
      `No test pages in build-fixture/. npm test makes it; by hand: ${fixtureBuildCommand}`,
    );
  }
});

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
