/**
 * What every served deploy target must answer as the preview server does: shared by the nginx
 * spec and the static-host specs (deploy-*.spec.ts), so each host runs the same checks.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {expect} from './fixtures';
import {buildDir, declaredHeaders, recordCspViolations} from './csp';
import type {RawResponse} from '../support/rawRequest';

export {ACCEPTS, NEGOTIATED_PAGES, REDIRECTED} from './deploy-requests';

/** Every file of the build a reader can ask for (dotfiles excluded), as a URL path. */
export function buildUrls(): string[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((rel) => !rel.split(path.sep).some((part) => part.startsWith('.')))
    .map((rel) => `/docs/${rel.split(path.sep).join('/')}`)
    .sort();
}

/** The response carries every header of build/.security-headers.conf, with its value. */
export function expectSecurityHeaders(response: RawResponse, where: string) {
  for (const [name, value] of declaredHeaders()) {
    expect(response.headers[name], `${name} on ${where}`).toBe(value);
  }
}

/** The comma-separated tokens of a header (`Vary`), lower-cased and sorted. */
export function tokens(value: string | string[] | undefined): string[] {
  return [value ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .sort();
}

/** Runs `work` over `items`, at most `limit` at a time (many HEAD requests, a bounded load). */
export async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += limit) {
    await Promise.all(items.slice(start, start + limit).map(work));
  }
}

/**
 * Search works on the site served at `origin`, in Chromium, under the CSP that origin sends:
 * the modal finds a page and opens it, the search page lists results, and no CSP violation.
 */
export async function expectSearchWorks(page: Page, origin: string) {
  const violations = await recordCspViolations(page);
  const response = await page.goto(`${origin}/docs/`);
  expect(response?.headers()['content-security-policy']).toBe(
    declaredHeaders().get('content-security-policy'),
  );
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('insert a row');
  const hit = page.locator('.DocSearch-Hit').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/docs/`));
  await page.goto(`${origin}/docs/search?q=tables`);
  await expect(page.locator('[data-search-result-group]').first()).toBeVisible();
  expect(violations.list).toEqual([]);
}
