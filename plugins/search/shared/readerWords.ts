/**
 * Readers' words: what readers call a page, learned from queries written as readers search
 * (each with the pages that answer it), and used to reorder the engine's first pages.
 *
 * The engine ranks by the docs' own words. Readers often use others: "tenant application form"
 * for forms, "lease renewal reminders" for jobs and messages. A page's readers' words are the
 * words of the queries it answers, each weighted by how often it names that page
 * (`ln(1 + count)`) and how few pages it names (`ln(pages / pages named)`). A query's first
 * `READER_PAGES` pages are then reordered by `1 / (rank + 1) + READER_WEIGHT × Σ weight`, over
 * the query's words: the docs' own ranking still leads, and readers' words settle close calls.
 *
 * Measured on 2026-11-28 over the 220-page build (bench/search, tests/build/searchRelevance.test.ts):
 * learned from the reader set (3,391 queries), the unseen set (1,530 queries written apart from
 * it and never learned from) went from 83.7 % to 88.8 % top-1 and from 94.4 % to 96.3 % top-3;
 * the reader set cross-validated (each fifth ranked with words learned from the other four)
 * from 90.2 % and 97.0 % to 91.2 % and 97.9 %. The two constants were chosen by that
 * cross-validation alone, on a sketch of this formula: weights 0.05, 0.06, 0.07, 0.08, 0.1 and
 * 0.15 scored 91.2, 91.2, 91.4, 91.3, 90.4 and 89.0 % top-1 there (10 pages; 5 or 20 pages did no
 * better). Weights of 0.1 and 0.15 scored higher on the unseen set (about 90 %) but lower in
 * cross-validation, so they were not taken. Word vectors (GloVe, 100 dimensions), tried first,
 * did no better than the docs' words alone: a query word missing from the docs searched as its
 * nearest docs words lost 0.1 to 0.4 points on both sets, and pages ranked by averaged vectors
 * alone found 61 % of unseen queries' pages first.
 */
import {normalizeRoute, routeOfUrl} from './routes';
import {isStopWord, stem, words} from './tokenizer';

/** How many of a query's first pages readers' words may reorder. */
export const READER_PAGES = 10;
/** Weight of readers' words against the engine's rank (see above). */
export const READER_WEIGHT = 0.07;
/** Weights are stored as integers in hundredths. */
const SCALE = 100;

/** A query and the routes (`/docs/…`) of the pages that answer it. */
export interface ReaderQuery {
  query: string;
  expected: string[];
}

/** The file the engine reads: per stem, `[page, weight × 100, page, weight × 100, …]`. */
export interface ReaderWords {
  /** Sorted distinct stems. */
  stems: string[];
  weights: number[][];
}

/** The stems of a query's words, stop words left out (each once). */
export function readerStems(query: string): string[] {
  const out = new Set<string>();
  for (const word of words(query)) if (!isStopWord(word.term)) out.add(stem(word.term));
  return [...out];
}

/**
 * Learns readers' words for the index's pages. `pageOf` gives a route's page number, or
 * `undefined` for a route the build does not have (its query still counts for the others).
 */
export function learnReaderWords(
  queries: ReaderQuery[],
  pageOf: (route: string) => number | undefined,
  pageCount: number,
): ReaderWords {
  const counts = new Map<string, Map<number, number>>();
  for (const {query, expected} of queries) {
    const pages = [...new Set(expected.map((r) => pageOf(normalizeRoute(r))))].filter(
      (p): p is number => p !== undefined,
    );
    if (pages.length === 0) continue;
    for (const s of readerStems(query)) {
      let byPage = counts.get(s);
      if (!byPage) counts.set(s, (byPage = new Map()));
      // A query that several pages answer counts for each in part.
      for (const p of pages) byPage.set(p, (byPage.get(p) ?? 0) + 1 / pages.length);
    }
  }
  const stems = [...counts.keys()].sort();
  const weights = stems.map((s) => {
    const byPage = counts.get(s)!;
    const rarity = Math.log(pageCount / byPage.size);
    return [...byPage]
      .sort(([a], [b]) => a - b)
      .flatMap(([page, count]) => [page, Math.round(Math.log(1 + count) * rarity * SCALE)]);
  });
  return {stems, weights};
}

/** Learns readers' words for pages known by their URLs (`https://…/docs/…`), in index order. */
export function learnReaderWordsOfPages(queries: ReaderQuery[], pageUrls: string[]): ReaderWords {
  const pages = new Map(pageUrls.map((url, i) => [routeOfUrl(url), i]));
  return learnReaderWords(queries, (r) => pages.get(r), pageUrls.length);
}

/** Readers' words ready for queries: per stem, page → weight. */
export class ReaderWordIndex {
  private readonly byStem = new Map<string, Map<number, number>>();

  constructor(file: ReaderWords) {
    file.stems.forEach((s, i) => {
      const flat = file.weights[i] ?? [];
      const byPage = new Map<number, number>();
      for (let k = 0; k + 1 < flat.length; k += 2) byPage.set(flat[k]!, flat[k + 1]! / SCALE);
      this.byStem.set(s, byPage);
    });
  }

  /** How strongly readers' words of `stems` name `page`. */
  weight(stems: string[], page: number): number {
    let sum = 0;
    for (const s of stems) sum += this.byStem.get(s)?.get(page) ?? 0;
    return sum;
  }

  /**
   * `pages` (distinct, best first) with the first `READER_PAGES` reordered by the engine's rank
   * and readers' words together; the rest keep their place after them.
   */
  reorder(stems: string[], pages: number[]): number[] {
    if (stems.length === 0) return pages;
    const head = pages.slice(0, READER_PAGES).map((page, rank) => ({
      page,
      score: 1 / (rank + 1) + READER_WEIGHT * this.weight(stems, page),
      rank,
    }));
    head.sort((a, b) => b.score - a.score || a.rank - b.rank);
    return [...head.map((h) => h.page), ...pages.slice(READER_PAGES)];
  }
}
