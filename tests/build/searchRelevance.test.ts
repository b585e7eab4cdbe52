/**
 * Relevance of the embedded search over the reader query set (bench/search/queries*), in Node,
 * over the index of the production build: the same files and engine the browser uses. A ranking
 * change that drops the figures below these floors fails here, not only in `npm run bench:search`.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import type {BenchQuery} from '../../bench/search/loadQueries';
import {loadQueries} from '../../bench/search/loadQueries';
import {
  applicableQueries,
  countRelevance,
  rankPagesInNode,
  type RelevanceCounts,
} from '../../bench/search/relevance';
import {assertBuilt, baseUrl, buildDir, repoRoot} from './buildOutput';

/** The figures of 2026-11-26 (87.8 % and 96.7 % over 452 queries), rounded down. */
export const MIN_TOP1 = 0.87;
export const MIN_TOP3 = 0.96;

let queries: BenchQuery[] = [];
let counts: RelevanceCounts = {top1: 0, top3: 0, misses: []};

beforeAll(async () => {
  assertBuilt();
  queries = applicableQueries(buildDir, baseUrl);
  const pages = await rankPagesInNode(buildDir, queries);
  counts = countRelevance(queries, (query) => pages.get(query) ?? []);
});

const share = (n: number) => n / queries.length;
const pct = (n: number) => `${(100 * share(n)).toFixed(1)} %`;
const missList = () =>
  counts.misses
    .map(({query, expected, got}) => `  "${query}": want ${expected.join(' | ')}; got ${got.join(', ')}`)
    .join('\n');

describe('search relevance over the reader query set', () => {
  it('has a page in this build for every query (a query whose page is gone must be updated)', () => {
    const all = loadQueries(path.join(repoRoot, 'bench', 'search'));
    const applicable = new Set(queries.map((q) => q.query));
    const stale = all.filter((q) => !applicable.has(q.query));
    expect(stale.map((q) => `${q.query} -> ${q.expected.join(' | ')}`)).toEqual([]);
    expect(queries.length).toBeGreaterThan(400);
  });

  it(`puts an expected page first for at least ${MIN_TOP1 * 100} % of queries`, () => {
    expect(share(counts.top1), `top-1 ${pct(counts.top1)} of ${queries.length}`).toBeGreaterThanOrEqual(
      MIN_TOP1,
    );
  });

  it(`puts an expected page in the first three for at least ${MIN_TOP3 * 100} % of queries`, () => {
    expect(
      share(counts.top3),
      `top-3 ${pct(counts.top3)} of ${queries.length}; misses:\n${missList()}`,
    ).toBeGreaterThanOrEqual(MIN_TOP3);
  });
});
