import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

import {DocPage} from './pages/DocPage';
import {SearchModal} from './pages/SearchModal';

/**
 * Console messages that are expected and harmless. Each entry says why.
 */
export const consoleAllowlist: RegExp[] = [
  // Requests to hosts other than localhost are blocked on purpose in every test.
  /net::ERR_BLOCKED_BY_CLIENT/,
  /net::ERR_FAILED/,
];

type Fixtures = {
  docPage: DocPage;
  searchModal: SearchModal;
  consoleProblems: string[];
};

/** Fails any request that leaves localhost: the site must work with no network. */
export async function blockExternalRequests(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
}

export const test = base.extend<Fixtures>({
  page: async ({page}, use) => {
    await blockExternalRequests(page);
    await use(page);
  },
  consoleProblems: async ({page}, use) => {
    const problems: string[] = [];
    const record = (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const text = message.text();
      if (consoleAllowlist.some((pattern) => pattern.test(text))) return;
      problems.push(`${message.type()}: ${text}`);
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
