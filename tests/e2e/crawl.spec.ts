/**
 * Every page readers can reach loads cleanly and passes WCAG 2.2 AA (axe) in light mode; a sample
 * that covers every template and every content component passes in dark mode too. Colour modes
 * differ by their CSS variables only, so the sample finds a dark-mode contrast problem wherever
 * the component that has it is shown.
 *
 * Colour contrast, by the same reasoning, is checked on that sample in both modes, and the other
 * pages get every other rule. A page's colours come from its template and components (the sample
 * covers each class any page shows, and each inline colour style), not from its words. The
 * contrast rule is about 40 % of axe's time on a page, and the crawl is the longest part of CI.
 *
 * The light pass browses as a reader does: one tab per worker goes from page to page, so each page
 * is a full navigation with the browser's cache warm. The dark pass loads each of its pages in a
 * fresh browser context, cold, so every template is also checked on a first visit.
 */
import type {BrowserContext, ConsoleMessage, Page} from '@playwright/test';

import {axeViolations} from './axe';
import {blockedByOurNetworkRule, expect, prepareTab, test} from './fixtures';
import {DocPage} from './pages/DocPage';
import {allPages, pagesCoveringEveryTemplate, type SitePage} from './sitemap';

type Mode = 'light' | 'dark';

/** The console messages a page may log: a 404 page logs the failed load of its own URL. */
function expectedConsole(origin: string, target: SitePage): string[] {
  return target.status === 404
    ? [
        `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${origin}${target.pathname})`,
      ]
    : [];
}

/**
 * Makes every page of `context` start in `mode`: the stored choice is written by an init script,
 * on the site's own origin and before the theme's script reads it, so the first paint is already
 * in that mode.
 */
async function storeColorMode(context: BrowserContext, mode: Mode, origin: string): Promise<void> {
  await context.addInitScript(
    ({mode: stored, origin: site}) => {
      if (window.location.origin === site) window.localStorage.setItem('theme', stored);
    },
    {mode, origin},
  );
}

/** Loads `target` and checks its status, mode, skip link, axe and console. */
async function checkPage(
  page: Page,
  target: SitePage,
  mode: Mode,
  origin: string,
  contrast = true,
): Promise<void> {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (blockedByOurNetworkRule(page, message)) return;
    problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  };
  const recordError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', record);
  page.on('pageerror', recordError);
  try {
    const response = await page.goto(target.pathname);
    expect(response?.status(), `HTTP status of ${target.pathname}`).toBe(target.status);
    await new DocPage(page).waitForHydration();
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    expect(
      await axeViolations(page, {contrast}),
      `axe violations on ${target.pathname} in ${mode} mode`,
    ).toEqual([]);
  } finally {
    page.off('console', record);
    page.off('pageerror', recordError);
  }
  expect(problems, `console errors or warnings on ${target.pathname}`).toEqual(
    expectedConsole(origin, target),
  );
}

/** One tab per worker for the light pass; a failed test ends the worker and so the tab. */
const browsing = test.extend<object, {lightTab: Page}>({
  lightTab: [
    async ({browser}, use, workerInfo) => {
      // The options the test-scoped `page` fixture gets from the project (playwright.config.ts).
      const {baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await storeColorMode(context, 'light', new URL(baseURL!).origin);
      const page = await context.newPage();
      await prepareTab(page, 'stub');
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

const sample = pagesCoveringEveryTemplate();
const inSample = new Set(sample.map((page) => page.pathname));

browsing.describe('every page, light mode', () => {
  for (const target of allPages()) {
    const contrast = inSample.has(target.pathname);
    const title = contrast
      ? `${target.pathname} loads cleanly and passes WCAG 2.2 AA`
      : `${target.pathname} loads cleanly and passes WCAG 2.2 AA (contrast: on the sample)`;
    browsing(title, async ({lightTab}) => {
      const origin = new URL(browsing.info().project.use.baseURL!).origin;
      await checkPage(lightTab, target, 'light', origin, contrast);
    });
  }
});

test.describe('every template and component, dark mode', () => {
  for (const target of sample) {
    test(`${target.pathname} passes WCAG 2.2 AA in dark mode`, async ({page, context}) => {
      const origin = new URL(test.info().project.use.baseURL!).origin;
      await storeColorMode(context, 'dark', origin);
      await checkPage(page, target, 'dark', origin);
    });
  }
});
