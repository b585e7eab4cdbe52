/**
 * Answers the Algolia hosts of the hosted-search build (fake credentials, tests/e2e/servers.ts) in
 * the browser, with `page.route`, so the real DocSearch client (Algolia's lite client, with its
 * retry strategy) runs unchanged. Shared by the hosted-search specs.
 */
import {expect, type Page, type Route} from '@playwright/test';

import {hostedSearch} from './servers';

const INDEX = hostedSearch.indexName;

export interface Seen {
  host: string;
  url: URL;
  body: {requests: Array<Record<string, unknown>>};
}

const HIT = {
  objectID: 'ensurepath-0',
  url: 'https://abstra.io/docs/troubleshooting/ensurepath',
  url_without_anchor: 'https://abstra.io/docs/troubleshooting/ensurepath',
  anchor: null,
  type: 'lvl1',
  content: null,
  hierarchy: {
    lvl0: 'Troubleshooting',
    lvl1: 'abstra: command not found',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Troubleshooting', matchLevel: 'none', matchedWords: []},
      lvl1: {
        value: 'abstra: command not <mark>found</mark>',
        matchLevel: 'full',
        matchedWords: ['found'],
      },
    },
  },
  _snippetResult: {},
};

/** A query answered with a hit on this site and a hit on another site (same index). */
export const EXTERNAL_QUERY = 'release notes';
export const EXTERNAL_URL = 'https://www.abstra.io/blog/release-notes#3-32';

const EXTERNAL_HIT = {
  ...HIT,
  objectID: 'blog-release-notes-0',
  url: EXTERNAL_URL,
  url_without_anchor: 'https://www.abstra.io/blog/release-notes',
  anchor: '3-32',
  hierarchy: {...HIT.hierarchy, lvl0: 'Blog', lvl1: 'Release notes'},
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Blog', matchLevel: 'none', matchedWords: []},
      lvl1: {value: '<mark>Release notes</mark>', matchLevel: 'full', matchedWords: ['release']},
    },
  },
};

function answer(query: string) {
  const found = query === EXTERNAL_QUERY ? [HIT, EXTERNAL_HIT] : [HIT];
  return {
    results: [
      {
        hits: found,
        nbHits: found.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: INDEX,
        queryID: '0123456789abcdef0123456789abcdef',
      },
    ],
  };
}

/**
 * What a search request gets: an answer, a network failure, no answer at all, or the real network
 * (`route.continue()`: a host the browser resolves to a local server, see
 * search-hosted-timeout.spec.ts).
 */
export type Behaviour = 'ok' | 'fail' | 'hang' | 'network';

/**
 * Routes every Algolia host. `behave(host, n)` says what the n-th search request to a host gets;
 * every search request is recorded. Insights events are accepted and ignored.
 */
export async function routeAlgolia(
  page: Page,
  behave: (host: string, n: number) => Behaviour,
): Promise<Seen[]> {
  const seen: Seen[] = [];
  const counts = new Map<string, number>();
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname.startsWith('insights.')) return route.fulfill({status: 200, body: '{}'});
    if (request.method() === 'OPTIONS') {
      return route.fulfill({
        status: 200,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST',
        },
      });
    }
    if (!url.pathname.endsWith('/queries')) return route.fulfill({status: 404, body: '{}'});
    const body = request.postDataJSON() as Seen['body'];
    seen.push({host: url.hostname, url, body});
    const n = counts.get(url.hostname) ?? 0;
    counts.set(url.hostname, n + 1);
    const what = behave(url.hostname, n);
    if (what === 'fail') return route.abort('failed');
    if (what === 'hang') return; // never answered: the client's own time-out must fire
    if (what === 'network') return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify(answer(String(body.requests[0]?.query ?? ''))),
    });
  };
  await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com|io)\//, handler);
  return seen;
}

export async function openAndType(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  await input.fill(query);
}

export const hits = (page: Page) => page.locator('.DocSearch-Hit');

/**
 * Routes the Algolia hosts so that the first host the client asks gets `behaviour` on every
 * request and the others answer. `firstHost()` names that host once a request has been made.
 */
export async function routeFirstHost(
  page: Page,
  behaviour: Behaviour,
): Promise<{seen: Seen[]; firstHost: () => string}> {
  let first = '';
  const seen = await routeAlgolia(page, (host) => {
    if (!first) first = host;
    return host === first ? behaviour : 'ok';
  });
  return {seen, firstHost: () => first};
}

/**
 * Opens the modal on `url`, then stops the page's clock: from here only `page.clock.runFor`
 * moves time. The caller installs the clock (`page.clock.install()`) before the page loads.
 */
export async function openModalWithClockPaused(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Input')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
