/**
 * Every page readers can reach loads cleanly and passes WCAG 2.2 AA (axe) in light mode; a sample
 * that covers every template and every content component passes in dark mode too. Colour modes
 * differ by their CSS variables only, so the sample finds a dark-mode contrast problem wherever
 * the component that has it is shown.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';
import type {DocPage} from './pages/DocPage';
import {allPages, pagesCoveringEveryTemplate, type SitePage} from './sitemap';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Loads `target` in `mode`: the stored choice is written by an init script, on the site's own
 * origin and before the theme's script reads it, so the first paint is already in that mode.
 */
/** The console messages a page may log: a 404 page logs the failed load of its own URL. */
function expectedConsole(target: SitePage): string[] {
  const url = `${new URL(test.info().project.use.baseURL!).origin}${target.pathname}`;
  return target.status === 404
    ? [
        `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
      ]
    : [];
}

async function checkPage(
  page: Page,
  docPage: DocPage,
  target: SitePage,
  mode: 'light' | 'dark',
): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ({mode: stored, origin: site}) => {
      if (window.location.origin === site) window.localStorage.setItem('theme', stored);
    },
    {mode, origin},
  );
  const response = await page.goto(target.pathname);
  expect(response?.status(), `HTTP status of ${target.pathname}`).toBe(target.status);
  await docPage.waitForHydration();
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
  const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(violations, `axe violations on ${target.pathname} in ${mode} mode`).toEqual([]);
}

test.describe('every page, light mode', () => {
  for (const target of allPages()) {
    test(`${target.pathname} loads cleanly and passes WCAG 2.2 AA`, async ({
      page,
      docPage,
      consoleProblems,
    }) => {
      await checkPage(page, docPage, target, 'light');
      expect(consoleProblems, `console errors or warnings on ${target.pathname}`).toEqual(
        expectedConsole(target),
      );
    });
  }
});

test.describe('every template and component, dark mode', () => {
  for (const target of pagesCoveringEveryTemplate()) {
    test(`${target.pathname} passes WCAG 2.2 AA in dark mode`, async ({
      page,
      docPage,
      consoleProblems,
    }) => {
      await checkPage(page, docPage, target, 'dark');
      expect(consoleProblems, `console errors or warnings on ${target.pathname}`).toEqual(
        expectedConsole(target),
      );
    });
  }
});
