/**
 * The connector provider index (docs/tools/connectors/providers/): the radio filters by category
 * and by authentication (only the kinds that tell a reader something: token, service account; a
 * connector whose authentication is chosen in the console says so on its row), with JS (React applies them and announces the count) and without JS
 * (CSS `:has()` applies them), by mouse and by keyboard, and the page passes axe (with JS: axe
 * itself runs as page script, so it cannot run in a context with JS disabled).
 */

import {load} from 'js-yaml';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {axeViolations} from './axe';
import {expect, test} from './fixtures';

const PATHNAME = '/docs/tools/connectors/providers/';

/** The expected figures come from the data file itself, so a new provider never breaks the spec. */
type Entry = {name: string; category: string; auth: string[]};
const catalog = load(
  readFileSync(
    path.resolve(__dirname, '../../docs/tools/connectors/providers/catalog.yml'),
    'utf8',
  ),
) as {categories: Array<{id: string; label: string}>; providers: Entry[]};
const total = catalog.providers.length;
const payments = catalog.providers.filter((p) => p.category === 'payments');
const tokens = catalog.providers.filter((p) => p.auth.includes('tokens'));
const serviceAccounts = catalog.providers.filter((p) => p.auth.includes('service-account'));
const consoleOnly = catalog.providers.filter((p) => p.auth.every((kind) => kind === 'console'));
const paymentsLabel = `Payment providers (${payments.length})`;
const tokenLabel = `Token (${tokens.length})`;
const serviceAccountLabel = `Service account (${serviceAccounts.length})`;

const items = (page: Page) => page.locator('.connector-catalog__item:visible');
const categoryGroup = (page: Page) => page.getByRole('group', {name: 'Category'});
const authGroup = (page: Page) => page.getByRole('group', {name: 'Authentication'});
const noMatch = (page: Page) => page.getByText('No connector matches both filters.');

async function visibleNames(page: Page): Promise<string[]> {
  return (await items(page).locator('.connector-catalog__name').allTextContents()).sort();
}

test.beforeAll(() => {
  // The no-match case below needs a category without a token provider.
  expect(payments.length).toBeGreaterThan(0);
  expect(tokens.length).toBeGreaterThan(0);
  expect(payments.some((p) => p.auth.includes('tokens'))).toBe(false);
  expect(serviceAccounts.length).toBeGreaterThan(0);
  expect(consoleOnly.length).toBeGreaterThan(0);
});

/** The last link of the intro, just before the filters. */
const lastIntroLink = (page: Page) => page.locator('article p a[href*="custom-connector"]').first();

test.describe('with JS', () => {
  test.beforeEach(async ({page, docPage}) => {
    await page.goto(PATHNAME);
    await docPage.waitForHydration();
    await expect(page.locator('.connector-catalog')).toHaveAttribute('data-enhanced', 'true');
  });

  test('filters by category and by auth, and the live region says how many are shown', async ({
    page,
    consoleProblems,
  }) => {
    const status = page.getByRole('status').filter({hasText: 'Showing'});
    await expect(status).toHaveText(`Showing ${total} of ${total} connectors.`);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(items(page)).toHaveCount(total);

    await categoryGroup(page).getByRole('radio', {name: paymentsLabel}).check();
    await expect(items(page)).toHaveCount(payments.length);
    expect(await visibleNames(page)).toEqual(payments.map((p) => p.name).sort());
    await expect(status).toHaveText(`Showing ${payments.length} of ${total} connectors.`);
    await expect(page.locator('.connector-catalog__section:visible')).toHaveCount(1);

    await categoryGroup(page)
      .getByRole('radio', {name: `All (${total})`})
      .check();
    await authGroup(page).getByRole('radio', {name: tokenLabel}).check();
    await expect(items(page)).toHaveCount(tokens.length);
    expect(await visibleNames(page)).toEqual(tokens.map((p) => p.name).sort());
    await expect(status).toHaveText(`Showing ${tokens.length} of ${total} connectors.`);
    await expect(noMatch(page)).toBeHidden();

    await authGroup(page).getByRole('radio', {name: serviceAccountLabel}).check();
    await expect(items(page)).toHaveCount(serviceAccounts.length);
    expect(await visibleNames(page)).toEqual(serviceAccounts.map((p) => p.name).sort());
    await expect(status).toHaveText(`Showing ${serviceAccounts.length} of ${total} connectors.`);
    await authGroup(page).getByRole('radio', {name: tokenLabel}).check();

    // Both filters with nothing in common: the message, no entry, and the count says 0.
    await categoryGroup(page).getByRole('radio', {name: paymentsLabel}).check();
    await expect(items(page)).toHaveCount(0);
    await expect(noMatch(page)).toBeVisible();
    await expect(status).toHaveText(`Showing 0 of ${total} connectors.`);
    expect(consoleProblems).toEqual([]);
  });

  test('the auth filter offers only token and service account; other rows say where auth is set', async ({
    page,
  }) => {
    const radios = authGroup(page).locator('label');
    await expect(radios).toHaveText([`All (${total})`, tokenLabel, serviceAccountLabel]);
    const row = items(page).filter({
      has: page.getByRole('link', {name: consoleOnly[0]!.name, exact: true}),
    });
    await expect(row.locator('.connector-catalog__badge').first()).toHaveText(
      'Authentication: set up in the console',
    );
    await expect(
      items(page).filter({hasText: 'Authentication: set up in the console'}),
    ).toHaveCount(consoleOnly.length);
  });

  test('the keyboard reaches the radio group with Tab and the arrows change the filter', async ({
    page,
  }) => {
    await lastIntroLink(page).focus();
    await page.keyboard.press('Tab');
    const allCategories = categoryGroup(page).getByRole('radio', {name: `All (${total})`});
    await expect(allCategories).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const paymentsRadio = categoryGroup(page).getByRole('radio', {name: paymentsLabel});
    await expect(paymentsRadio).toBeFocused();
    await expect(paymentsRadio).toBeChecked();
    await expect(items(page)).toHaveCount(payments.length);
    await expect(page.getByRole('status').filter({hasText: 'Showing'})).toHaveText(
      `Showing ${payments.length} of ${total} connectors.`,
    );
    await page.keyboard.press('ArrowUp');
    await expect(allCategories).toBeChecked();
    await expect(items(page)).toHaveCount(total);
  });

  test('axe finds no violation, unfiltered and with no match', async ({page}) => {
    const check = async (when: string) => {
      expect(await axeViolations(page), `axe violations ${when}`).toEqual([]);
    };
    await check('on load');
    await categoryGroup(page).getByRole('radio', {name: paymentsLabel}).check();
    await authGroup(page).getByRole('radio', {name: tokenLabel}).check();
    await expect(noMatch(page)).toBeVisible();
    await check('with no match');
  });
});

test.describe('without JS', () => {
  test.use({javaScriptEnabled: false});

  test.beforeEach(async ({page}) => {
    await page.goto(PATHNAME);
    await expect(page.locator('.connector-catalog')).toHaveAttribute('data-enhanced', 'false');
  });

  test('CSS applies both filters and the no-match message; the counts stay in the labels', async ({
    page,
  }) => {
    await expect(page.getByRole('status').filter({hasText: 'connectors in'})).toHaveText(
      `${total} connectors in ${catalog.categories.length} categories.`,
    );
    await expect(items(page)).toHaveCount(total);
    await expect(noMatch(page)).toBeHidden();

    await categoryGroup(page).getByRole('radio', {name: paymentsLabel}).check();
    await expect(items(page)).toHaveCount(payments.length);
    expect(await visibleNames(page)).toEqual(payments.map((p) => p.name).sort());
    await expect(page.locator('.connector-catalog__section:visible')).toHaveCount(1);
    await expect(page.locator('.connector-catalog__section:visible h2')).toHaveText(
      `Payment providers (${payments.length})`,
    );

    await categoryGroup(page)
      .getByRole('radio', {name: `All (${total})`})
      .check();
    await authGroup(page).getByRole('radio', {name: tokenLabel}).check();
    await expect(items(page)).toHaveCount(tokens.length);
    expect(await visibleNames(page)).toEqual(tokens.map((p) => p.name).sort());

    await categoryGroup(page).getByRole('radio', {name: paymentsLabel}).check();
    await expect(items(page)).toHaveCount(0);
    await expect(noMatch(page)).toBeVisible();
  });

  test('the arrow keys move the filter without JS too', async ({page}) => {
    const allCategories = categoryGroup(page).getByRole('radio', {name: `All (${total})`});
    await lastIntroLink(page).focus();
    await page.keyboard.press('Tab');
    await expect(allCategories).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(categoryGroup(page).getByRole('radio', {name: paymentsLabel})).toBeChecked();
    await expect(items(page)).toHaveCount(payments.length);
  });
});
