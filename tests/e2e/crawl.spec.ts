import AxeBuilder from '@axe-core/playwright';

import {expect, test} from './fixtures';
import {sitemapPaths} from './sitemap';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('every page of the sitemap', () => {
  for (const pathname of sitemapPaths()) {
    test(`${pathname} loads cleanly and passes WCAG 2.2 AA in light and dark`, async ({
      page,
      docPage,
      consoleProblems,
    }) => {
      for (const theme of ['light', 'dark'] as const) {
        // A fresh load in each mode: toggling would let axe see colours mid-transition.
        await page
          .evaluate((mode) => window.localStorage.setItem('theme', mode), theme)
          .catch(() => {});
        const response = await page.goto(pathname);
        expect(response?.status(), `HTTP status of ${pathname}`).toBe(200);
        await docPage.waitForHydration();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
        const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
        expect(violations, `axe violations on ${pathname} in ${theme} mode`).toEqual([]);
      }
      expect(consoleProblems, `console errors or warnings on ${pathname}`).toEqual([]);
    });
  }
});
