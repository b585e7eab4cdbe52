import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/** The rule sets of WCAG 2.2 level AA, as axe tags them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG 2.2 AA violations axe finds on the page, one line each (rule, impact, help, the first
 * three elements). With `contrast: false`, every rule but `color-contrast` (see crawl.spec.ts).
 *
 * axe runs with `axe.run()` in the page ("legacy mode") and reports violations only. The default
 * mode runs `axe.runPartial()` in every frame and then `axe.finishRun()` in a blank page that it
 * opens for each analysis; that mode exists for cross-origin iframes, and the site has no iframes
 * (the function refuses a page that has one). Measured on 6 pages × 2 rounds, the same pages in
 * the same browser: 38.2 s in the default mode, 23.3 s in legacy mode (load average 12).
 */
export async function axeViolations(
  page: Page,
  {contrast = true}: {contrast?: boolean} = {},
): Promise<string[]> {
  const frames = page.frames().length;
  if (frames > 1) {
    throw new Error(
      `${page.url()} has ${frames - 1} iframe(s): axeViolations() runs axe in the top document only; use the default AxeBuilder mode for pages with frames.`,
    );
  }
  // `options()` replaces the whole options object, `withTags()` only sets `runOnly` in it: so
  // options first, then the tags (the other order silently runs every rule, best practices too).
  const builder = new AxeBuilder({page})
    .options({resultTypes: ['violations']})
    .withTags(wcagTags)
    .setLegacyMode(true);
  // After withTags: it sets `rules` in the options object that options() replaced.
  if (!contrast) builder.disableRules(['color-contrast']);
  const results = await builder.analyze();
  const outsideTags = results.violations.filter(
    (violation) => !violation.tags.some((tag) => wcagTags.includes(tag)),
  );
  if (outsideTags.length > 0) {
    throw new Error(
      `axe ran rules outside the WCAG tags (${outsideTags.map((v) => v.id).join(', ')}): check how the options are built.`,
    );
  }
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
