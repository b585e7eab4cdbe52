import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

import {DocPage} from './pages/DocPage';
import {SearchModal} from './pages/SearchModal';
import {collectorEndpoint} from './servers';

/** URLs aborted by `blockExternalRequests`, per page: the only failed loads a test expects. */
const blockedByUs = new WeakMap<Page, Set<string>>();

const isLoopback = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

/** Fails any request that leaves localhost: the site must work with no network. */
export async function blockExternalRequests(page: Page): Promise<void> {
  const urls = blockedByUs.get(page) ?? new Set<string>();
  blockedByUs.set(page, urls);
  await page.route(
    (url) => !isLoopback(url),
    (route) => {
      urls.add(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
}

/**
 * True for Chromium's "Failed to load resource: net::ERR_BLOCKED_BY_CLIENT" about a URL that
 * `blockExternalRequests` aborted on this page. Any other failed load is a problem.
 */
export function blockedByOurNetworkRule(page: Page, message: ConsoleMessage): boolean {
  return (
    /^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT$/.test(message.text()) &&
    (blockedByUs.get(page)?.has(message.location().url) ?? false)
  );
}

type Fixtures = {
  /**
   * Where the fixture build's tracker events go: 'stub' answers them in the browser, so specs
   * running side by side never reach the collector of tests/e2e/tracker.spec.ts; that spec uses
   * 'real'.
   */
  trackerCollector: 'stub' | 'real';
  docPage: DocPage;
  searchModal: SearchModal;
  consoleProblems: string[];
};

/** What every test's tab gets: no outside network, and tracker events answered in the browser. */
export async function prepareTab(page: Page, trackerCollector: 'stub' | 'real'): Promise<void> {
  await blockExternalRequests(page);
  if (trackerCollector === 'stub') {
    await page.route(
      (url) => url.href.startsWith(collectorEndpoint),
      (route) => route.fulfill({status: 204}),
    );
  }
}

export const test = base.extend<Fixtures>({
  trackerCollector: ['stub', {option: true}],
  page: async ({page, trackerCollector}, use) => {
    await prepareTab(page, trackerCollector);
    await use(page);
  },
  consoleProblems: async ({page}, use) => {
    const problems: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The one expected kind: a load that our own network block failed, identified by its URL.
      if (blockedByOurNetworkRule(page, message)) return;
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    };
    page.on('console', record);
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
  docPage: async ({page}, use) => {
    await use(new DocPage(page));
  },
  searchModal: async ({page}, use) => {
    await use(new SearchModal(page));
  },
});

export {expect};
