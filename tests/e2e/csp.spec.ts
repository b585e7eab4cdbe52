import {test, expect} from './fixtures';
import {declaredHeaders, recordCspViolations} from './csp';

/** One URL per kind of page the build has; each must load with the CSP enforced and no violation. */
const PAGE_KINDS: Array<[kind: string, path: string]> = [
  ['home', '/docs/'],
  ['reference page', '/docs/tools/tables/reference/select'],
  ['guide with tabs and code', '/docs/tools/tables/'],
  ['example page', '/docs/tools/ai/examples/basics'],
  ['blog index', '/docs/blog'],
  ['blog post', '/docs/blog/new-docs-site'],
  ['blog tags', '/docs/blog/tags'],
  ['blog archive', '/docs/blog/archive'],
  ['search page with a query', '/docs/search?q=tables'],
  ['404 page', '/docs/this/page/does-not-exist'],
  ['client-redirect stub', '/docs/concepts/forms'],
];

test.describe('Content Security Policy', () => {
  test('every response of the preview server carries the build’s security headers', async ({
    request,
  }) => {
    const declared = declaredHeaders();
    expect(declared.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(declared.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const url of ['/docs/', '/docs/nothing-here', '/docs/index.html', '/docs/search']) {
      const response = await request.get(url, {maxRedirects: 0});
      for (const [name, value] of declared) expect(response.headers()[name], url).toBe(value);
    }
  });

  for (const [kind, path] of PAGE_KINDS) {
    test(`${kind} (${path}) runs with no violation`, async ({page}) => {
      const violations = await recordCspViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBe(
        declaredHeaders().get('content-security-policy'),
      );
      // The redirect stub's inline script moves on to the new page: wait for it.
      if (kind === 'client-redirect stub')
        await expect(page).toHaveURL(/\/docs\/workflow\/forms\/?$/);
      // Hydration can take a while on a busy machine (2 cores shared by the whole suite).
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
        timeout: 15_000,
      });
      await page.waitForLoadState('networkidle');
      expect(violations.list).toEqual([]);
    });
  }

  test('search modal, a query, the colour mode and the copy-page menu run with no violation', async ({
    page,
    docPage,
  }) => {
    const violations = await recordCspViolations(page);
    await docPage.goto('/docs/tools/tables/reference/select');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('insert a row');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await docPage.toggleColorMode();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('menuitem', {name: 'Copy as Markdown'})).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await docPage.waitForHydration();
    await page.waitForLoadState('networkidle');
    expect(violations.list).toEqual([]);
  });

  test('the policy is enforced: an injected inline script is blocked and reported', async ({
    page,
    docPage,
  }) => {
    const violations = await recordCspViolations(page);
    await docPage.goto('/docs/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.list.length).toBeGreaterThan(0);
    expect(violations.list.join('\n')).toMatch(/script-src/);
  });
});
