/**
 * Relevance of the embedded search over the query sets of bench/search (see loadQueries.ts), in
 * Node, over the index of the production build: the same files and engine the browser uses. A
 * ranking or content change that drops the figures below these floors fails here, not only in
 * `npm run bench:search`.
 */
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import type {BenchQuery, QuerySet} from '../../bench/search/loadQueries';
import {loadQueries} from '../../bench/search/loadQueries';
import {
  applicableQueries,
  countRelevance,
  rankPagesCrossValidated,
  rankPagesInNode,
  type RelevanceCounts,
} from '../../bench/search/relevance';
import {queryFiles} from '../../bench/search/loadQueries';
import {READER_QUERIES} from '../../src/config/search';
import {loadReaderQueries} from '../../plugins/search/server/readerQueries';
import {assertBuilt, baseUrl, buildDir, repoRoot} from './buildOutput';

/**
 * Floors per set, the figures of 2026-11-29 rounded down to half a point. Since the twentieth
 * session the engine learns readers' words from the reader set (plugins/search/shared/readerWords.ts,
 * `READER_QUERIES`), so the reader set as built scores queries it taught (93.4 % and 98.3 % over
 * 3,809), and is also scored cross-validated below (89.3 % and 97.2 %: each fifth ranked with
 * words learned from the other four). The unseen set is never learned from; readers' words took
 * it from 83.7 % and 94.4 % to 88.8 % and 96.3 %. In the twenty-first session waves 103 to 110
 * (422 queries once near-repeats were out: a veterinary practice manager, a Django developer, an
 * Excel and VBA back office, a university admissions officer, a Zapier builder, a hotel
 * manager, a municipal clerk, a mobile developer) joined the reader set, decided before they
 * were measured; they scored 76.3 % and 90.5 % before they were learned from. Learned from, they
 * left the unseen set where it was (88.6 % and 96.5 %) and took the cross-validated figure from
 * 91.2 % to 89.3 % top-1, their own queries being harder; the weight stayed 0.07, which still
 * scored best cross-validated (0.05: 89.0 %, 0.1: 89.1 %). The figures before readers' words:
 * - reader set: 90.2 % and 97.0 % over 3,391 queries (issue 23's goal is 90 and 97; 89.9 % before
 *   the fifteenth session's keywords, each kept because it gave a reader query its first hit; the
 *   eighth to thirteenth sessions' tuning waves, written with new personas, joined the set at 66
 *   to 91 % and were tuned to 74 to 94 %; the set stood at 90.1 % and 97.0 % over 3,228 before
 *   the thirteenth session's waves 94 to 97 joined it at 76.7 % and 92.0 %). It holds the
 *   earlier unseen waves (5 to 8), since each was used to choose changes once measured
 *   (synonyms, keyword lists, a possessive read as its noun, sentences and headings readers
 *   search for), and waves 10, 12 to 16, 21 to 34, 43 to 46, 50 to 57, 60 to 67, 70 to 73, 76 to
 *   79, 82 to 85, 88 to 91 and 94 to 97 (queries helpers wrote from the docs alone, each with a
 *   persona; all but 10 chose changes: compounds searched by their parts, words split in two, long questions keeping their last words, Portuguese stop words, keywords
 *   and headings in readers' and other tools' words, headings that name the symptom a section
 *   explains);
 * - unseen set: 83.7 % and 94.4 % over 1,530 queries: waves 9 (40), 11 (37) and 13 (36), waves 17
 *   and 18 (42 each) and 35 and 36 (36 and 40), each pair written at the end of a session, after
 *   its changes, and added whatever it scored; waves 19 and 20 (44 and 54), written at the start
 *   of a session, before its changes; waves 37 to 42 (278), written at the start of the eighth
 *   session with personas no earlier wave had (evaluators, pasted errors, other tools' words,
 *   fast short queries, production, documents and messages); waves 47 to 49 (132), written
 *   after two of that session's three rounds of changes; waves 58 and 59 (50 and 53), written at
 *   the start of the ninth session, before its changes, by a notebook analyst and a security
 *   reviewer; waves 68 and 69 (53 and 45), written after the first of that session's three rounds
 *   of changes, by a beginner and a tech lead; waves 74 and 75 (49 and 43), written after the
 *   second, by a solo founder and an accountant; waves 80 and 81 (48 and 49), written at the
 *   start of the tenth session, before its changes, by a nonprofit program manager and a clinic
 *   office manager; and waves 86 and 87 (42 and 43), written at the start of the eleventh, before
 *   its changes, by a restaurant group's operations manager and a marketing operations
 *   specialist; and waves 92 and 93 (48 and 33), written at the start of the twelfth, before its
 *   changes, by an insurance claims processor and a platform engineer; and waves 98 and 99 (44
 *   and 47), written at the start of the thirteenth, before its changes, by a translation
 *   agency's project manager and a construction site manager; and waves 100 to 102 (33, 33 and
 *   36), written in the fifteenth session after its keywords, by two freight dispatchers and a
 *   university research lab coordinator. Each was added whatever it scored. Waves 68 to 102
 *   score 64 to 91 %: with them the set went from 87.9 % (884 queries) to 83.7 %, so the floor
 *   is 83.5 %. The 1,337 queries of the thirteenth session's start went
 *   from 85.3 % to 85.6 % in that session; waves 98 and 99 scored 67.0 % before and after it.
 *   Helpers wrote each from the docs alone; near-repeats of other queries were taken out. No
 *   change has been chosen by any of them. Issue 23's goal for this set is 90 and 97; the floor
 *   records where it stands.
 */
export const FLOORS: Record<QuerySet, {top1: number; top3: number; minQueries: number}> = {
  readers: {top1: 0.93, top3: 0.98, minQueries: 4264},
  unseen: {top1: 0.875, top3: 0.96, minQueries: 1787},
};

/**
 * The twenty-fifth session (2026-11-29) decided, before writing them, that waves 111 to 116 and
 * 119 to 122 (463 queries: a grant manager, an Airflow data engineer, a property manager, a
 * paralegal, a customer-success lead, a school district IT administrator, an HR generalist, a
 * Retool and n8n developer, an accounts-payable supervisor in Brazil, a freelance consultant)
 * would choose its keyword changes, in two rounds, and join the reader set, and that waves 117,
 * 118, 123 and 124 (46, 43, 47 and 41: a restaurant group's operations analyst, a security and
 * compliance reviewer, a clinic's scheduling coordinator, an intern) would join the unseen set
 * whatever they scored. The keywords took the 1,530 unseen queries of before from 88.8 % and
 * 96.5 % to 89.3 % and 96.7 %; the four blind waves scored 69.5 % top-1 before and 70.1 % after,
 * so the unseen set (1,707) stands at 87.3 % and 96.0 %, and its floors are 87 % and 95.5 %. The
 * harder tuning waves took the cross-validated figure from 89.2 % to 89.0 % (4,264 queries), so
 * its floor is 88.5 %.
 *
 * The twenty-sixth session (2026-11-29) made no ranking change. At its start helpers wrote waves
 * 125 and 126 (40 each, see ISSUE_23_UNSEEN_CHECKS), which joined the unseen set: 1,787 queries
 * at 87.7 % and 96.1 %, floors 87.5 % and 96 %.
 */

/** The reader set scored cross-validated (see above): what it says of queries not learned from. */
export const CROSS_VALIDATED_FLOOR = {top1: 0.885, top3: 0.97, folds: 5};

/**
 * Time allowed to rank one query set in Node, not a performance budget (bench:search measures
 * speed): the 2,158 reader queries took about 20 s on a quiet machine, and went past the config's
 * 120 s in CI beside the other build checks (2026-11-27).
 */
const RANKING_TIMEOUT_MS = 600_000;

describe.each(Object.keys(FLOORS) as QuerySet[])('search relevance over the %s query set', (set) => {
  const floor = FLOORS[set];
  let queries: BenchQuery[] = [];
  let counts: RelevanceCounts = {top1: 0, top3: 0, misses: []};

  beforeAll(async () => {
    assertBuilt();
    queries = applicableQueries(buildDir, baseUrl, set);
    const pages = await rankPagesInNode(buildDir, queries);
    counts = countRelevance(queries, (query) => pages.get(query) ?? []);
  }, RANKING_TIMEOUT_MS);

  const share = (n: number) => n / queries.length;
  const pct = (n: number) => `${(100 * share(n)).toFixed(1)} %`;
  const missList = () =>
    counts.misses
      .map(
        ({query, expected, got}) =>
          `  "${query}": want ${expected.join(' | ')}; got ${got.join(', ')}`,
      )
      .join('\n');

  it('has a page in this build for every query (a query whose page is gone must be updated)', () => {
    const all = loadQueries(path.join(repoRoot, 'bench', 'search'), set);
    const applicable = new Set(queries.map((q) => q.query));
    const stale = all.filter((q) => !applicable.has(q.query));
    expect(stale.map((q) => `${q.query} -> ${q.expected.join(' | ')}`)).toEqual([]);
    expect(queries.length).toBeGreaterThanOrEqual(floor.minQueries);
  });

  it(`puts an expected page first for at least ${floor.top1 * 100} % of queries`, () => {
    expect(
      share(counts.top1),
      `top-1 ${pct(counts.top1)} of ${queries.length}`,
    ).toBeGreaterThanOrEqual(floor.top1);
  });

  it(`puts an expected page in the first three for at least ${floor.top3 * 100} % of queries`, () => {
    expect(
      share(counts.top3),
      `top-3 ${pct(counts.top3)} of ${queries.length}; misses:\n${missList()}`,
    ).toBeGreaterThanOrEqual(floor.top3);
  });
});

/**
 * Issue 23's unseen check, as the issue words it: 40 new queries, written before any ranking
 * change, at its goal of 90 % top-1 and 97 % top-3. Each wave here was written by a helper from
 * the docs alone, at the start of a session and before its changes, with a mix of lengths fixed
 * beforehand (16 of 1 to 3 words, 14 of 4 to 6, 10 of 7 to 12) and a mix of readers (a first
 * form, back-office automation, an exact function or error, deploying and configuring, AI,
 * files, email, tables and connectors). Exact repeats of older queries were replaced before the
 * wave was measured. Measured once, then kept here as a floor: 97.5 % and 100 % (wave 125),
 * 92.5 % and 97.5 % (wave 126, of which 17 queries ask what one of wave 125 asks, in other words;
 * its 23 others: 87 % and 95.7 %). The older persona waves of the unseen set, each written in its
 * persona's own trade words, scored 64 to 91 % when written.
 */
export const ISSUE_23_UNSEEN_CHECKS = [
  'unseen/readers-wave125.json',
  'unseen/readers-wave126.json',
];
const ISSUE_23_GOAL = {top1: 0.9, top3: 0.97};

describe.each(ISSUE_23_UNSEEN_CHECKS)('issue 23’s unseen check, %s', (file) => {
  const dir = path.join(repoRoot, 'bench', 'search');
  let queries: BenchQuery[] = [];
  let counts: RelevanceCounts = {top1: 0, top3: 0, misses: []};

  beforeAll(async () => {
    assertBuilt();
    queries = loadReaderQueries(dir, [file]).map(({query, expected}) => ({
      query: query.trim(),
      expected: [...expected],
    }));
    const pages = await rankPagesInNode(buildDir, queries);
    counts = countRelevance(queries, (query) => pages.get(query) ?? []);
  }, RANKING_TIMEOUT_MS);

  it('holds 40 queries, none of them in the reader set', () => {
    const readers = new Set(loadQueries(dir, 'readers').map((q) => q.query.toLowerCase()));
    expect(queries).toHaveLength(40);
    expect(queries.filter((q) => readers.has(q.query.toLowerCase()))).toEqual([]);
  });

  it(`puts an expected page first for at least ${ISSUE_23_GOAL.top1 * 100} % of queries`, () => {
    expect(counts.top1 / queries.length).toBeGreaterThanOrEqual(ISSUE_23_GOAL.top1);
  });

  it(`puts an expected page in the first three for at least ${ISSUE_23_GOAL.top3 * 100} % of queries`, () => {
    expect(counts.top3 / queries.length).toBeGreaterThanOrEqual(ISSUE_23_GOAL.top3);
  });
});

describe('the unseen query set', () => {
  it('shares no query with the reader set (a shared query would not be unseen)', () => {
    const dir = path.join(repoRoot, 'bench', 'search');
    const readers = new Set(loadQueries(dir, 'readers').map((q) => q.query.toLowerCase()));
    const shared = loadQueries(dir, 'unseen').filter((q) => readers.has(q.query.toLowerCase()));
    expect(shared.map((q) => q.query)).toEqual([]);
  });
});

describe('readers’ words', () => {
  const dir = path.join(repoRoot, 'bench', 'search');

  it('are learned from the reader set, its files all and only, never from the unseen set', () => {
    const taught = loadReaderQueries(repoRoot, READER_QUERIES).map((q) => q.query.trim());
    const readers = queryFiles(dir, 'readers').flatMap((file) =>
      loadReaderQueries(repoRoot, [path.relative(repoRoot, file)]).map((q) => q.query.trim()),
    );
    expect(taught).toEqual(readers);
    const unseen = new Set(loadQueries(dir, 'unseen').map((q) => q.query.toLowerCase()));
    expect(taught.filter((q) => unseen.has(q.toLowerCase()))).toEqual([]);
  });

  describe(`the reader set, cross-validated in ${CROSS_VALIDATED_FLOOR.folds} parts`, () => {
    let queries: BenchQuery[] = [];
    let counts: RelevanceCounts = {top1: 0, top3: 0, misses: []};
    beforeAll(async () => {
      assertBuilt();
      queries = applicableQueries(buildDir, baseUrl, 'readers');
      const pages = await rankPagesCrossValidated(buildDir, queries, CROSS_VALIDATED_FLOOR.folds);
      counts = countRelevance(queries, (query) => pages.get(query) ?? []);
    }, RANKING_TIMEOUT_MS);

    it(`puts an expected page first for at least ${CROSS_VALIDATED_FLOOR.top1 * 100} % of queries`, () => {
      expect(counts.top1 / queries.length).toBeGreaterThanOrEqual(CROSS_VALIDATED_FLOOR.top1);
    });

    it(`puts an expected page in the first three for at least ${CROSS_VALIDATED_FLOOR.top3 * 100} % of queries`, () => {
      expect(counts.top3 / queries.length).toBeGreaterThanOrEqual(CROSS_VALIDATED_FLOOR.top3);
    });
  });
});
