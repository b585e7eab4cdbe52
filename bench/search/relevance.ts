/**
 * Relevance over the reader query set: for each query, is one of its expected
 * pages the first page of the hits (top-1), or among the first three (top-3)?
 * Shared by `npm run bench:search` and the build check
 * tests/build/searchRelevance.test.ts, so both report the same figures.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {loadSearch} from '../../plugins/search/server/nodeSearch';
import {MANIFEST_FILE} from '../../plugins/search/shared/constants';
import type {MainIndexFile, SearchManifest} from '../../plugins/search/shared/indexFormat';
import {learnReaderWordsOfPages, type ReaderWords} from '../../plugins/search/shared/readerWords';
import {normalizeRoute, routeOfUrl} from '../../plugins/search/shared/routes';
import {loadQueries, type BenchQuery, type QuerySet} from './loadQueries';

export {normalizeRoute};

/** The page of a hit URL, without origin, anchor or trailing slash. */
export const pageOfUrl = routeOfUrl;

/** Hit URLs → their pages, in order, each once. */
export const distinctPages = (urls: string[]): string[] => [...new Set(urls.map(pageOfUrl))];

/** True when the build holds an HTML page for `route` (a route under `baseUrl`). */
export function routeIsBuilt(buildDir: string, baseUrl: string, route: string): boolean {
  const rel = route.slice(baseUrl.length).replace(/\/+$/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`];
  return candidates.some((candidate) => existsSync(path.join(buildDir, candidate)));
}

/** The queries of a set that expect at least one page this build has. */
export function applicableQueries(
  buildDir: string,
  baseUrl: string,
  set: QuerySet = 'readers',
): BenchQuery[] {
  return loadQueries(__dirname, set).filter((q) =>
    q.expected.some((route) => routeIsBuilt(buildDir, baseUrl, route)),
  );
}

export interface RelevanceCounts {
  /** Queries whose first page is expected. */
  top1: number;
  /** Queries with an expected page among the first three. */
  top3: number;
  /** Queries with no expected page among the first three, with what came instead. */
  misses: Array<{query: string; expected: string[]; got: string[]}>;
}

/** Counts top-1 and top-3 hits given the ranked pages of each query. */
export function countRelevance(
  queries: BenchQuery[],
  pagesFor: (query: string) => string[],
): RelevanceCounts {
  const counts: RelevanceCounts = {top1: 0, top3: 0, misses: []};
  for (const {query, expected} of queries) {
    const want = new Set(expected.map(normalizeRoute));
    const got = pagesFor(query).slice(0, 3);
    if (got[0] !== undefined && want.has(got[0])) counts.top1++;
    if (got.some((page) => want.has(page))) counts.top3++;
    else counts.misses.push({query, expected, got});
  }
  return counts;
}

/**
 * The ranked pages of each query (20 hits), by the Node engine over `<buildDir>/search/`;
 * `readers` replaces the build's readers' words (`null`: none).
 */
export async function rankPagesInNode(
  buildDir: string,
  queries: BenchQuery[],
  readers?: ReaderWords | null,
): Promise<Map<string, string[]>> {
  const search = await loadSearch(buildDir, 'search', readers);
  const pages = new Map<string, string[]>();
  for (const [n, {query}] of queries.entries()) {
    pages.set(query, distinctPages((await search.search(query, 20)).map((hit) => hit.url)));
    // The engine answers in microtasks, so this loop alone never lets the event loop turn. In a
    // vitest worker that starved the worker's own calls to the runner: on a loaded CI machine
    // (672 s for what takes 43 s alone) vitest reported "Timeout calling onTaskUpdate" as an
    // error although every check passed (2026-11-28). A turn every 20 queries lets them through.
    if (n % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
  }
  return pages;
}

/**
 * The ranked pages of each query with readers' words learned from the other queries only:
 * `folds` parts (every `folds`-th query), each ranked with words learned from the rest. This is
 * how the reader set scores queries it did not teach, as the unseen set does.
 */
export async function rankPagesCrossValidated(
  buildDir: string,
  queries: BenchQuery[],
  folds = 5,
): Promise<Map<string, string[]>> {
  const pageUrls = builtPageUrls(buildDir);
  const pages = new Map<string, string[]>();
  for (let fold = 0; fold < folds; fold++) {
    const taught = queries.filter((_, i) => i % folds !== fold);
    const scored = queries.filter((_, i) => i % folds === fold);
    const readers = learnReaderWordsOfPages(taught, pageUrls);
    for (const [query, ranked] of await rankPagesInNode(buildDir, scored, readers)) {
      pages.set(query, ranked);
    }
  }
  return pages;
}

/** The URLs of the pages of the build's search index, in index order. */
function builtPageUrls(buildDir: string): string[] {
  const dir = path.join(buildDir, 'search');
  const manifest = JSON.parse(
    readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'),
  ) as SearchManifest;
  const main = JSON.parse(
    gunzipSync(readFileSync(path.join(dir, manifest.index))).toString('utf8'),
  ) as MainIndexFile;
  return main.pages.map((page) => page.u);
}
