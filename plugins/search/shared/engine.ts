/**
 * The embedded search engine, over the split index of indexFormat.ts.
 *
 * Retrieval: each query word is matched against the term dictionary (exact or
 * same stem, prefix for the word being typed, typos as Algolia allows them),
 * then the postings of the matched terms give, per record, the best match of
 * that word.
 *
 * Ranking: no word is required (readers type questions: "where do print
 * statements go"). A record scores, per query word, the word's weight (its
 * inverse page frequency) times the quality of its best match (attribute,
 * exactness, typos), with credit for the page (the word elsewhere on the page,
 * how much of the page is about it, the query covering the page title, two
 * query words side by side in the title or keywords), times the share of the
 * query's words found. Ties are broken as Algolia's tie-breaking does for
 * DocSearch: typos, attribute, exactness, heading length, record level and
 * position. On the bench set of 2026-11-25 (401 queries, 213 pages) this took
 * top-1/top-3 from 76.3 %/91.8 % (every word required, ranked by words
 * matched) to 87.3 %/96.0 %; the weights below are round values, each
 * checked on that set and on 48 reader queries written before the change.
 *
 * Work per query is bounded whatever its length: at most `MAX_QUERY_WORDS`
 * words, `MAX_TERMS_PER_WORD` dictionary terms per word, two passes over the
 * records with typed arrays, and `MAX_CANDIDATES` ranked records.
 */
import {buildIndex} from './buildIndex';
import {
  FIELD,
  PAGE_FIELDS,
  PART_OFFSET,
  RANKED_ATTRIBUTES,
  RECORD_TYPES,
  decodePostings,
  type Attribute,
  type ContentShard,
  type Fragment,
  type MainIndex,
} from './indexFormat';
import {SEARCH_LIMITS} from './constants';
import {
  READER_PAGES,
  ReaderWordIndex,
  learnReaderWordsOfPages,
  type ReaderQuery,
  type ReaderWords,
} from './readerWords';
import {cutQuery} from './cutQuery';
import {
  isStopWord,
  maxTypos,
  editDistance,
  parseQuery,
  stem,
  stemRunPrefix,
  synonymsOf,
  withSynonyms,
  words,
  type QueryWord,
} from './tokenizer';
import type {Hierarchy, RecordType, SearchRecord} from './types';
import {
  Exactness,
  MATCH_TABLE_SIZE,
  NO_MATCH,
  attributeOf,
  exactnessOf,
  isMatch,
  isTypoFree,
  packMatch,
  typosOf,
} from './wordMatch';

export {RANKED_ATTRIBUTES} from './indexFormat';

/** Query words considered (the rest of a long query is ignored). */
export const MAX_QUERY_WORDS = 10;
/** Dictionary terms one query word (or synonym) may expand to, best matches first. */
export const MAX_TERMS_PER_WORD = 48;
/**
 * At most `MAX_QUERY_WORDS` words of a query, its stop words dropped first: a long question
 * ("how do I make logger.info output visible in the run log") keeps its last words, which are
 * often the ones that say what it is about.
 */
export function keepQueryWords(queryWords: QueryWord[]): QueryWord[] {
  if (queryWords.length <= MAX_QUERY_WORDS) return queryWords;
  // Stop words to drop, the last ones first; then the first words if there are still too many.
  let drop = queryWords.length - MAX_QUERY_WORDS;
  const kept: QueryWord[] = [];
  for (let i = queryWords.length - 1; i >= 0; i--) {
    const word = queryWords[i]!;
    if (word.optional && drop > 0) drop--;
    else kept.unshift(word);
  }
  return kept.slice(0, MAX_QUERY_WORDS);
}
/** Records ranked per query, the highest scores first. */
export const MAX_CANDIDATES = 1000;

/** Match quality by attribute. */
const ATTRIBUTE_WEIGHT: Record<Attribute, number> = {
  lvl1: 1,
  keywords: 1,
  lvl2: 0.7,
  lvl3: 0.6,
  lvlx: 0.5,
  lvl0: 0.5,
  content: 0.2,
};
/** The same, by field id. */
const FIELD_WEIGHT = RANKED_ATTRIBUTES.map((attribute) => ATTRIBUTE_WEIGHT[attribute]);
/**
 * Match quality by exactness: whole word, part of an identifier or synonym,
 * prefix or typo, and a longer word starting with a finished query word
 * ("pick" in "picker", "config" in "configuration").
 */
const EXACTNESS_WEIGHT: Record<number, number> = {
  [Exactness.whole]: 1,
  [Exactness.part]: 0.85,
  [Exactness.prefixOrTypo]: 0.7,
  [Exactness.completion]: 0.4,
};
/** Longer words a finished query word of at least 4 letters also matches, shortest first. */
const COMPLETIONS_PER_WORD = 8;
/** Match quality by typos, for a query word found in the dictionary, and for one that is not. */
const TYPO_WEIGHT_KNOWN = [1, 0.25, 0.15];
const TYPO_WEIGHT_UNKNOWN = [1, 0.75, 0.5];
/** Share of a word's best match elsewhere on the page credited to a record. */
const PAGE_CREDIT = 0.5;
/**
 * Weight of how much of a page is about a word, BM25's saturated term
 * frequency over the page's records (k1 1.2, b 0.75), added to every record of
 * the page: of several titles naming the word, the page that treats it wins.
 */
const PAGE_TF_WEIGHT = 0.5;
/** Partial matches scoring at least this share of the best record are hits. */
const PARTIAL_CUTOFF = 0.5;

/**
 * Extra weight of the words matched in a page title when the query covers
 * that title: of "update" and "update_by_id", the query "update row by id"
 * is about the second (Algolia's exact criterion, as a weight).
 */
const TITLE_COVER_WEIGHT = 0.5;
/** Weight of two neighbouring query words found side by side in a page's title or keywords. */
const PHRASE_WEIGHT = 0.5;

/** The field of a record's own heading; -1 for body text. */
const OWN_ATTRIBUTE: Record<RecordType, number> = {
  lvl0: FIELD.lvl0,
  lvl1: FIELD.lvl1,
  lvl2: FIELD.lvl2,
  lvl3: FIELD.lvl3,
  lvl4: FIELD.lvlx,
  lvl5: FIELD.lvlx,
  lvl6: FIELD.lvlx,
  content: -1,
};

/**
 * Whether a matched term is looked for in body text. A term reached through a typo is not: such
 * terms are spread over the alphabet ("send" is one letter from "end", "lend", "sand", "seed"),
 * so a word typed in full loaded up to 6 shards for them, and body text holds many near-spellings
 * the reader did not mean; titles, headings and keywords still match them. Measured 2026-11-29
 * (220 pages): relevance readers 93.4 / 98.3 -> 93.4 / 98.4 %, unseen 88.6 / 96.4 -> 88.8 /
 * 96.5 %, cross-validated 89.3 / 97.2 -> 89.2 / 97.2 %.
 */
const readsBodyText = (match: TermMatch): boolean => match.typos === 0;

/** A word of one character still being typed (`j` in "schedule a j"). */
const isOneLetterPrefix = (word: QueryWord): boolean => word.prefix && [...word.term].length === 1;

/**
 * The first key of a query, one character being typed, is matched in titles, headings and
 * keywords only: the main index answers it, with no shard or fragment to download, so the first
 * hit after Ctrl+K waits for no network (issue 23). Its hits are those of every term starting
 * with that character in the main index (shortest first), which is also what one letter can say.
 */
export function answersFromTitles(query: string): boolean {
  const queryWords = parseQuery(cutQuery(query));
  return queryWords.length === 1 && isOneLetterPrefix(queryWords[0]!);
}

/**
 * First letters warmed up while the page is idle, the most common first letters of readers'
 * queries first (the 638 of bench/search/queries: s 90, r 61, c 59, p 45, …; x last, as no
 * query starts with it). Each takes 2–13 ms in Node, all 26 about 95 ms, once per page, in the
 * worker.
 */
const FIRST_LETTERS = 'srcpadlwhegtbunmiofjvyqkzx';
/**
 * The first keys the worker answers ahead with the modal's request (shared/speculation.ts): the
 * letters in the same order, so the common ones are ready first, then the digits.
 */
export const FIRST_KEYS = `${FIRST_LETTERS}0123456789`;
/** The options of the modal's searches (algoliaAdapter.ts, 20 hits a page). */
const WARM_OPTIONS: SearchRequestOptions = {fillTo: SEARCH_LIMITS.hitsPerPage, distinct: true};
/** First-key answers kept: every letter and digit, with room for a second set of options. */
const MAX_FIRST_KEY_ANSWERS = 128;

const firstKeyCacheKey = (term: string, options: SearchRequestOptions): string =>
  `${term}\u0000${options.fillTo ?? 0}\u0000${options.distinct === false ? 0 : 1}`;

/** Hits of one page ranked among the others' before the rest of its sections. */
const HITS_PER_PAGE = 3;

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl0: 100,
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Where the split index comes from: files over HTTP in the browser, the disk in Node. */
export interface IndexSource {
  main(): Promise<MainIndex>;
  shard(name: string): Promise<ContentShard>;
  fragment(name: string): Promise<Fragment>;
  /** Readers' words (readerWords.ts), when the index names a file of them. */
  readers?(name: string): Promise<ReaderWords>;
  /**
   * Called once a query's downloads are in, before it is ranked: rejects, as `shard` and
   * `fragment` do, when the query is no longer wanted (the worker: a newer one is waiting), so
   * the ranking of an outdated query does not hold up the query that replaced it. Optional.
   */
  checkpoint?(): Promise<void>;
}

export interface RankedHit {
  record: SearchRecord;
  /** Sum over query words of word weight × match quality (see `search`). */
  score: number;
  requiredMatched: number;
  optionalMatched: number;
  typos: number;
  attribute: number;
  exact: number;
  /**
   * Words in the record's own heading (its title for a page record): on a tie,
   * "Tasklets" is a better answer to "tasklets" than "Run Selenium in
   * tasklets", as Algolia's `exact` criterion favours whole-attribute matches.
   * Body-text records count as long.
   */
  span: number;
}

export interface SearchRequestOptions {
  /** Keep only records passing this test (facet filters; body text not loaded yet). */
  filter?: (record: SearchRecord) => boolean;
  /** Fill up to this many hits with partial matches when full matches are fewer. */
  fillTo?: number;
  /** Keep one hit per URL (Algolia `distinct` on `url`). */
  distinct?: boolean;
}

/** A dictionary term one query word matches. */
interface TermMatch {
  term: number;
  typos: number;
  /** An `Exactness` (whole, part, prefix or typo, completion). */
  exact: number;
}

/** What the stages of one query share: its words and, per word, their best matches. */
interface QueryMatches {
  words: QueryWord[];
  /** Words that count (not stop words). */
  requiredCount: number;
  /** Per word: the dictionary terms it matches, synonyms included. */
  termMatches: TermMatch[][];
  /** Per word, per page: the best match in the page's title or section (`lvl1`, `lvl0`). */
  inPageFields: Int32Array[];
  /** Per word, per page: the best match in the page's keywords. */
  inKeywords: Int32Array[];
  /** `[record * words + word]`: the record's best match, its page's fields included. */
  recordBest: Int32Array;
  /** `[page * words + word]`: the best match over the page's records. */
  pageBest: Int32Array;
  /** `[page * words + word]`: records of the page matching the word in their own fields. */
  pageHits: Uint16Array;
}

interface WordWeights {
  /** Per word: inverse page frequency (0 for a stop word). */
  idf: number[];
  /** Per word: found in the dictionary as typed (its typo matches then count little). */
  known: boolean[];
  /** Per word: the weight of each match, indexed by the packed match. */
  quality: Float64Array[];
  /** `[page * words + word]`: how much of the page is about the word. */
  pageTf: Float64Array;
  /** Per page: the share of its title's words the query matches. */
  titleCoverage: Float64Array;
  /** `[page * words + word]`: the word and a neighbour side by side in the title or keywords. */
  phrase: Float64Array;
}

interface RecordScores {
  scores: Float64Array;
  /** Per record: words matched in its own fields (stop words left out). */
  matchedWords: Uint8Array;
  top: number;
}

function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.score - a.score ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    a.span - b.span ||
    b.optionalMatched - a.optionalMatched ||
    LEVEL_WEIGHT[b.record.type] - LEVEL_WEIGHT[a.record.type] ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    a.record.position - b.record.position ||
    (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0)
  );
}

/**
 * One hit per URL; past its first HITS_PER_PAGE hits, a page's other sections go after the
 * other pages' (page-level weights give a page's sections close scores).
 */
function spreadPages(hits: RankedHit[]): RankedHit[] {
  const urls = new Set<string>();
  const distinct = hits.filter((hit) => {
    if (urls.has(hit.record.url)) return false;
    urls.add(hit.record.url);
    return true;
  });
  const perPage = new Map<string, number>();
  const first: RankedHit[] = [];
  const more: RankedHit[] = [];
  for (const hit of distinct) {
    const n = (perPage.get(hit.record.url_without_anchor) ?? 0) + 1;
    perPage.set(hit.record.url_without_anchor, n);
    (n <= HITS_PER_PAGE ? first : more).push(hit);
  }
  return first.concat(more);
}

export class SearchEngine {
  private readonly pageRecords: number[][];
  private readonly recordPage: Int32Array;
  private readonly recordIsTitle: Uint8Array;
  private readonly recordObjects = new Map<number, SearchRecord>();
  private readonly shards = new Map<number, Promise<ContentShard>>();
  private readonly fragments = new Map<number, Promise<Fragment>>();
  private readonly loadedFragments = new Map<number, Fragment>();
  private readonly decoded = new Map<number, Int32Array>();
  private readonly decodedTitles = new Map<number, Int32Array>();
  private readonly expansions = new Map<string, TermMatch[]>();
  /** Dictionary terms by stem (exact matches: "uploads" finds "uploading"), filled as asked (`termsWithStem`). */
  private readonly byStem = new Map<string, number[]>();
  /** Each dictionary term's stem, worked out when first needed (`stemOf`). */
  private readonly stems: Array<string | undefined>;
  /** Per page, the stems of its title's words and parts, stop words left out (lazily). */
  private titleStems: string[][] | null = null;
  /** Per page, the pairs of neighbouring stems (`"api kei"`) in its title and in each keyword (lazily). */
  private pagePairs: Set<string>[] | null = null;

  private constructor(
    private readonly index: MainIndex,
    private readonly source: IndexSource,
  ) {
    this.stems = new Array<string | undefined>(index.terms.length);
    this.pageRecords = index.pages.map(() => []);
    index.records.forEach((r, id) => this.pageRecords[r[0]]!.push(id));
    // Typed arrays for the per-query passes over every record (reading the
    // record entries there took half of the engine's time, 2026-11-25).
    this.recordPage = Int32Array.from(index.records, (r) => r[0]);
    this.recordIsTitle = Uint8Array.from(index.records, (r) => (r[1] === 1 ? 1 : 0));
  }

  /** Opens an index: fetches the main file only. */
  static async open(source: IndexSource): Promise<SearchEngine> {
    return new SearchEngine(await source.main(), source);
  }

  /** An engine over records in memory (tests, benchmarks), with readers' words learned from `readerQueries`. */
  static build(records: SearchRecord[], readerQueries: ReaderQuery[] = []): SearchEngine {
    const built = buildIndex(records);
    const readers =
      readerQueries.length > 0
        ? learnReaderWordsOfPages(
            readerQueries,
            built.main.pages.map((page) => page.u),
          )
        : null;
    if (readers) built.main.readers = 'readers';
    const byName = <T>(names: string[], items: T[]) =>
      new Map(names.map((name, i) => [name, items[i]!] as const));
    const shards = byName(built.main.shards, built.shards);
    const fragments = byName(
      built.main.pages.map((p) => p.f),
      built.fragments,
    );
    return new SearchEngine(built.main, {
      main: async () => built.main,
      shard: async (name) => shards.get(name)!,
      fragment: async (name) => fragments.get(name)!,
      ...(readers ? {readers: async () => readers} : {}),
    });
  }

  get recordCount(): number {
    return this.index.records.length;
  }

  /** A record without its body text unless its page's fragment is loaded. */
  record(id: number): SearchRecord {
    let r = this.recordObjects.get(id);
    if (!r) {
      const [p, typeIndex, anchor, position, ...headings] = this.index.records[id]!;
      const page = this.index.pages[p]!;
      const type = RECORD_TYPES[typeIndex]!;
      const hierarchy: Hierarchy = {
        lvl0: page.h[0],
        lvl1: page.h[1],
        lvl2: headings[0] ?? null,
        lvl3: headings[1] ?? null,
        lvl4: headings[2] ?? null,
        lvl5: headings[3] ?? null,
        lvl6: headings[4] ?? null,
      };
      r = {
        // Stable across builds while the page keeps its structure.
        objectID: `${page.u}::${position}`,
        hierarchy,
        content: null,
        type,
        url: anchor ? `${page.u}#${anchor}` : page.u,
        url_without_anchor: page.u,
        anchor,
        language: page.l,
        docusaurus_tag: page.t,
        keywords: page.k,
        description: page.d,
        position,
        weight: {level: LEVEL_WEIGHT[type], position, pageRank: 0},
      };
      this.recordObjects.set(id, r);
      this.ids.set(r, id);
    }
    const fragment = this.loadedFragments.get(this.index.records[id]![0]);
    if (fragment && r.content === null) {
      const p = this.index.records[id]![0];
      r.content = fragment[this.pageRecords[p]!.indexOf(id)] ?? null;
    }
    return r;
  }

  private loadShard(i: number): Promise<ContentShard> {
    let loading = this.shards.get(i);
    if (!loading) {
      loading = this.source.shard(this.index.shards[i]!);
      this.shards.set(i, loading);
      loading.catch(() => this.shards.delete(i));
    }
    return loading;
  }

  /** Fetches the body text of these records' pages (for highlighting and snippets). */
  async loadContent(records: SearchRecord[]): Promise<void> {
    const pages = new Set<number>();
    for (const r of records) {
      const id = this.idOf(r);
      if (id !== undefined) pages.add(this.index.records[id]![0]);
    }
    await Promise.all(
      [...pages].map(async (p) => {
        let loading = this.fragments.get(p);
        if (!loading) {
          loading = this.source.fragment(this.index.pages[p]!.f);
          this.fragments.set(p, loading);
          loading.catch(() => this.fragments.delete(p));
        }
        this.loadedFragments.set(p, await loading);
      }),
    );
    for (const r of records) {
      const id = this.idOf(r);
      if (id !== undefined) this.record(id);
    }
  }

  private readonly ids = new WeakMap<SearchRecord, number>();
  private idOf(r: SearchRecord): number | undefined {
    return this.ids.get(r);
  }

  /** Dictionary terms matching one query word, best first, capped; cached (typing repeats words). */
  private expand(word: QueryWord, exactOnly: boolean, titlesOnly = false): TermMatch[] {
    const key = `${word.prefix ? 'p' : 'w'}${exactOnly ? 'x' : ''}${titlesOnly ? 't' : ''}:${word.term}`;
    let cached = this.expansions.get(key);
    if (!cached) {
      cached = this.expandUncached(word, exactOnly, titlesOnly);
      if (this.expansions.size >= 2000) this.expansions.clear();
      this.expansions.set(key, cached);
    }
    return cached;
  }

  private expandUncached(word: QueryWord, exactOnly: boolean, titlesOnly: boolean): TermMatch[] {
    const terms = this.index.terms;
    const out: TermMatch[] = [];
    const seen = new Set<number>();
    const push = (term: number, typos: number, exact: number) => {
      if (seen.has(term) || (titlesOnly && !this.index.postings[term])) return;
      seen.add(term);
      out.push({term, typos, exact});
    };
    for (const i of this.termsWithStem(stem(word.term))) push(i, 0, Exactness.whole);
    const exactIndex = this.lookup(word.term);
    if (exactIndex >= 0) push(exactIndex, 0, Exactness.whole);
    if (exactOnly) return out;
    if (!word.prefix && word.term.length >= 4 && /^[a-z]+$/.test(word.term)) {
      const run: number[] = [];
      for (let i = this.lowerBound(word.term); i < terms.length; i++) {
        if (!terms[i]!.startsWith(word.term)) break;
        run.push(i);
      }
      run.sort((a, b) => terms[a]!.length - terms[b]!.length || a - b);
      for (const i of run.slice(0, COMPLETIONS_PER_WORD)) push(i, 0, Exactness.completion);
    }
    if (word.prefix) {
      // Sorted dictionary: the terms starting with the prefix are one run.
      // Short prefixes expand to fewer terms (the shortest ones first).
      const cap = word.term.length <= 2 ? MAX_TERMS_PER_WORD / 3 : MAX_TERMS_PER_WORD;
      const run: number[] = [];
      for (let i = this.lowerBound(word.term); i < terms.length; i++) {
        if (!terms[i]!.startsWith(word.term)) break;
        if (!titlesOnly || this.index.postings[i]) run.push(i);
      }
      run.sort((a, b) => terms[a]!.length - terms[b]!.length || a - b);
      for (const i of run.slice(0, cap)) push(i, 0, Exactness.prefixOrTypo);
    }
    // Typo matches rank below every exact or prefix match: look for them only
    // when those leave room. A typo rarely hits both of the first two letters,
    // so terms must share the first or the second letter (or swap them).
    const allowed = maxTypos(word.term);
    if (allowed > 0 && out.length < MAX_TERMS_PER_WORD) {
      const typoed: TermMatch[] = [];
      const q = word.term;
      const qStem = stem(q);
      const len = q.length;
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        if (t[0] !== q[0] && t[1] !== q[1] && !(t[0] === q[1] && t[1] === q[0])) continue;
        if (seen.has(i)) continue;
        let d = allowed + 1;
        if (Math.abs(t.length - len) <= allowed) d = editDistance(t, q, allowed);
        // A stem is never longer than its word: a term too short for the query's stem is skipped
        // before it is stemmed.
        if (d > 0 && t.length >= qStem.length - allowed) {
          const tStem = this.stemOf(i);
          // Inflections are not typos: "notifcation" is one typo from "notifications".
          if (Math.abs(tStem.length - qStem.length) <= allowed) {
            d = Math.min(d, editDistance(tStem, qStem, allowed));
          }
        }
        if (d > allowed && word.prefix && t.length > len) {
          // A prefix with a typo: compare with the same-length head of the term.
          d = editDistance(t.slice(0, len), q, allowed);
        }
        if (d <= allowed) typoed.push({term: i, typos: d, exact: Exactness.prefixOrTypo});
      }
      typoed.sort((a, b) => a.typos - b.typos || terms[a.term]!.length - terms[b.term]!.length);
      for (const candidate of typoed) {
        if (out.length >= MAX_TERMS_PER_WORD) break;
        push(candidate.term, candidate.typos, Exactness.prefixOrTypo);
      }
    }
    return out.slice(0, MAX_TERMS_PER_WORD);
  }

  private lowerBound(term: string): number {
    const terms = this.index.terms;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lookup(term: string): number {
    const i = this.lowerBound(term);
    return this.index.terms[i] === term ? i : -1;
  }

  /** The stem of dictionary term `i`. */
  private stemOf(i: number): string {
    return (this.stems[i] ??= stem(this.index.terms[i]!));
  }

  /**
   * The dictionary terms whose stem is `s`, in dictionary order: found in the run of terms that
   * start with `stemRunPrefix(s)`, the only ones that can have it (tokenizer.ts), and kept.
   */
  private termsWithStem(s: string): number[] {
    let found = this.byStem.get(s);
    if (!found) {
      found = [];
      const terms = this.index.terms;
      const prefix = stemRunPrefix(s);
      for (let i = this.lowerBound(prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) {
        if (this.stemOf(i) === s) found.push(i);
      }
      if (this.byStem.size >= 4000) this.byStem.clear();
      this.byStem.set(s, found);
    }
    return found;
  }

  /**
   * Postings of a term as `[field, id, field, id, …]`, decoded once: with its shard, all of
   * them; without (`null`), those of the main index (titles, headings, keywords).
   */
  private postingsOf(term: number, shard: ContentShard | null): Int32Array {
    const cache = shard ? this.decoded : this.decodedTitles;
    let cached = cache.get(term);
    if (!cached) {
      const flat: number[] = [];
      const visit = (field: number, id: number) => flat.push(field, id);
      decodePostings(this.index.postings[term]!, visit);
      if (shard) {
        const s = this.shardOf(term);
        decodePostings(shard[term - this.index.shardStarts[s]!]!, visit);
      }
      cached = Int32Array.from(flat);
      cache.set(term, cached);
    }
    return cached;
  }

  /**
   * All hits for `query`, best first: a pipeline of the stages below. The query's words and the
   * dictionary terms each one matches (`matchTerms`); per word, its best match in every record
   * and page (`bestMatches`); the words' weights and page-level credit (`weighWords`); each
   * record's score (`scoreRecords`); the records that are hits (`selectCandidates`); their
   * tie-breaking figures (`rankedHits`); one hit per URL, each page's first sections first
   * (`spreadPages`).
   */
  async search(query: string, options: SearchRequestOptions = {}): Promise<RankedHit[]> {
    const queryWords = this.queryWordsOf(query);
    const requiredCount = queryWords.filter((word) => !word.optional).length;
    if (requiredCount === 0) return [];
    const titlesOnly = answersFromTitles(query);
    // A first key's answer depends on its letter and these options only: kept, so the next
    // query that starts with it is answered at once (warmUp computes the common letters).
    const key =
      titlesOnly && !options.filter ? firstKeyCacheKey(queryWords[0]!.term, options) : null;
    const kept = key === null ? undefined : this.firstKeyAnswers.get(key);
    if (kept) return [...kept];
    const hits = await this.rank(queryWords, requiredCount, titlesOnly, options);
    if (key !== null && this.firstKeyAnswers.size < MAX_FIRST_KEY_ANSWERS) {
      this.firstKeyAnswers.set(key, hits);
    }
    return key === null ? hits : [...hits];
  }

  /** The words the engine searches for `query` (what the highlighter marks in the hits). */
  queryWordsOf(query: string): QueryWord[] {
    return keepQueryWords(this.splitUnknownWords(parseQuery(cutQuery(query))));
  }

  /**
   * A word the dictionary lacks is searched as the words it is made of, each a word of its own:
   * a compound (`pd.read_sql`, `logger.info`, `st.selectbox`: another library's name, or ours
   * written differently) by its parts, a run-together word by its two halves (`splitInTwo`).
   * A word the docs contain stays whole. Before this, such a word matched nothing.
   */
  private splitUnknownWords(queryWords: QueryWord[]): QueryWord[] {
    const typed = new Set(queryWords.map((word) => word.term));
    const out: QueryWord[] = [];
    for (const word of queryWords) {
      const parts = this.inDictionary(word)
        ? []
        : word.parts.length > 1
          ? word.parts
          : this.splitInTwo(word);
      if (parts.length < 2) {
        out.push(word);
        continue;
      }
      parts.forEach((part, i) => {
        if (typed.has(part)) return;
        typed.add(part);
        const prefix = word.prefix && i === parts.length - 1;
        const alternatives = synonymsOf(part);
        out.push({
          term: part,
          ...(alternatives.length > 0 ? {alternatives} : {}),
          parts: [],
          prefix,
          optional: isStopWord(part) && !prefix,
        });
      });
    }
    return out;
  }

  /**
   * A word of letters the dictionary lacks that is two words of titles, headings or keywords
   * run together ("selectbox", "textinput"), each of at least 3 letters, as Algolia splits
   * words: its two words, the split with the longer shorter half first.
   */
  private splitInTwo(word: QueryWord): string[] {
    const term = word.term;
    if (term.length < 6 || !/^[a-z]+$/.test(term)) return [];
    let best: string[] = [];
    let bestShorter = 0;
    for (let i = 3; i <= term.length - 3; i++) {
      const head = term.slice(0, i);
      const tail = term.slice(i);
      const shorter = Math.min(head.length, tail.length);
      if (shorter <= bestShorter || isStopWord(head) || isStopWord(tail)) continue;
      if (this.isHeadingTerm(head) && this.isHeadingTerm(tail)) {
        best = [head, tail];
        bestShorter = shorter;
      }
    }
    return best;
  }

  /** A word (or a stem of one) of the titles, headings or keywords: a name of something. */
  private isHeadingTerm(term: string): boolean {
    const postings = this.index.postings;
    const i = this.lookup(term);
    if (i >= 0 && postings[i]) return true;
    return this.termsWithStem(stem(term)).some((j) => postings[j]);
  }

  /** The word as typed is a dictionary term (or a stem of one; a prefix of one while typed). */
  private inDictionary(word: QueryWord): boolean {
    if (this.lookup(word.term) >= 0 || this.termsWithStem(stem(word.term)).length > 0) return true;
    return (
      word.prefix && (this.index.terms[this.lowerBound(word.term)] ?? '').startsWith(word.term)
    );
  }

  private async rank(
    queryWords: QueryWord[],
    requiredCount: number,
    titlesOnly: boolean,
    options: SearchRequestOptions,
  ): Promise<RankedHit[]> {
    // A word of one letter still being typed after others ("schedule a j") is matched in titles,
    // headings and keywords only, as a first key is: its body text would need shards of its own,
    // and each new word of a first query waited for them (issue 23). Its next letter reads them.
    const headingsOnly = queryWords.map((word) => titlesOnly || isOneLetterPrefix(word));
    const termMatches = this.matchTerms(queryWords, headingsOnly);
    const [shards, readers] = titlesOnly
      ? [null, null]
      : await Promise.all([
          this.loadShardsFor(termMatches.filter((_, w) => !headingsOnly[w])),
          this.loadReaders(),
        ]);
    // The downloads took a while: the reader may have typed on ("sen" → "send").
    if (!titlesOnly) await this.source.checkpoint?.();
    const matches = this.bestMatches(queryWords, requiredCount, termMatches, shards, headingsOnly);
    const weights = this.weighWords(matches);
    const scored = this.scoreRecords(matches, weights);
    if (scored.top === 0) return [];
    const candidates = this.selectCandidates(matches, scored, options.fillTo ?? 0);
    // Body-text records have no text to show without their fragment: headings and titles only.
    const filter = titlesOnly
      ? (record: SearchRecord) => record.type !== 'content' && (options.filter?.(record) ?? true)
      : options.filter;
    const ranked = this.rankedHits(matches, candidates, scored.scores, filter);
    ranked.sort(compareHits);
    const hits = readers ? this.byReadersWords(readers, queryWords, ranked) : ranked;
    return options.distinct === false ? hits : spreadPages(hits);
  }

  /**
   * The hits with their first pages reordered by readers' words (readerWords.ts). When the order
   * of pages changes, the hits of those pages come first, page by page, each page's in their
   * order; the other hits follow as they were.
   */
  private byReadersWords(
    readers: ReaderWordIndex,
    queryWords: QueryWord[],
    hits: RankedHit[],
  ): RankedHit[] {
    const stems = queryWords
      .filter((w) => !w.optional && !isStopWord(w.term))
      .map((w) => stem(w.term));
    const pageOf = (hit: RankedHit) => this.index.records[this.idOf(hit.record)!]![0];
    // Only the first READER_PAGES pages can move: the hits are read up to the last hit needed to
    // name them, not all of them (up to MAX_CANDIDATES), and mostly the order stands.
    const pages: number[] = [];
    for (let i = 0; i < hits.length && pages.length < READER_PAGES; i++) {
      const page = pageOf(hits[i]!);
      if (!pages.includes(page)) pages.push(page);
    }
    const order = readers.reorder(stems, pages);
    if (order.every((page, i) => page === pages[i])) return hits;
    const head = new Map(order.map((page, i) => [page, i] as const));
    const byPage: RankedHit[][] = order.map(() => []);
    const rest: RankedHit[] = [];
    for (const hit of hits) {
      const slot = head.get(pageOf(hit));
      if (slot === undefined) rest.push(hit);
      else byPage[slot]!.push(hit);
    }
    return [...byPage.flat(), ...rest];
  }

  private readers: Promise<ReaderWordIndex | null> | null = null;

  /**
   * Readers' words, loaded once. Search works without them: when the index has none, or their
   * file cannot be read, the docs' own ranking stands (and a later query tries the file again).
   */
  private loadReaders(): Promise<ReaderWordIndex | null> {
    const name = this.index.readers;
    if (!name || !this.source.readers) return Promise.resolve(null);
    if (!this.readers) {
      this.readers = this.source.readers(name).then(
        (file) => new ReaderWordIndex(file),
        () => {
          this.readers = null;
          return null;
        },
      );
    }
    return this.readers;
  }

  /**
   * Per query word: the dictionary terms it matches, a synonym's one step less exact; for a word
   * whose `titlesOnly` entry is true, only the terms found in titles, headings or keywords.
   */
  private matchTerms(queryWords: QueryWord[], titlesOnly: boolean[]): TermMatch[][] {
    return queryWords.map((word, w) =>
      withSynonyms(word).flatMap((variant, v) =>
        this.expand(variant, word.optional, titlesOnly[w]).map((term) =>
          // The reader's own word counts as more exact than a synonym of it.
          v > 0 ? {...term, exact: Math.max(Exactness.prefixOrTypo, term.exact - 1)} : term,
        ),
      ),
    );
  }

  /** The body-text shards holding the postings of these terms. */
  private async loadShardsFor(termMatches: TermMatch[][]): Promise<Map<number, ContentShard>> {
    const shardIds = new Set<number>();
    for (const terms of termMatches)
      for (const match of terms) if (readsBodyText(match)) shardIds.add(this.shardOf(match.term));
    const loaded = new Map<number, ContentShard>();
    await Promise.all([...shardIds].map(async (s) => loaded.set(s, await this.loadShard(s))));
    return loaded;
  }

  /**
   * Per word, the best match in each record's own fields, each page's title and section, and
   * each page's keywords; then each record's best match with its page's fields counted (the
   * keywords for the page's title record only), and each page's best over its records.
   */
  private bestMatches(
    queryWords: QueryWord[],
    requiredCount: number,
    termMatches: TermMatch[][],
    shards: Map<number, ContentShard> | null,
    headingsOnly: boolean[],
  ): QueryMatches {
    const recordCount = this.index.records.length;
    const pageCount = this.index.pages.length;
    const wordCount = queryWords.length;
    const inRecord: Int32Array[] = [];
    const inPageFields: Int32Array[] = [];
    const inKeywords: Int32Array[] = [];
    for (const [w, terms] of termMatches.entries()) {
      const wordShards = headingsOnly[w] ? null : shards;
      const records = new Int32Array(recordCount).fill(NO_MATCH);
      const pages = new Int32Array(pageCount).fill(NO_MATCH);
      const keywords = new Int32Array(pageCount).fill(NO_MATCH);
      for (const match of terms) {
        const {term, typos, exact} = match;
        const shard = readsBodyText(match) ? wordShards?.get(this.shardOf(term)) : null;
        const postings = this.postingsOf(term, shard ?? null);
        for (let k = 0; k < postings.length; k += 2) {
          const field = postings[k]!;
          const id = postings[k + 1]!;
          const isPart = field >= PART_OFFSET;
          const attribute = isPart ? field - PART_OFFSET : field;
          const match = packMatch(
            typos,
            attribute,
            isPart ? Math.min(exact, Exactness.part) : exact,
          );
          const target = !PAGE_FIELDS.has(attribute)
            ? records
            : attribute === FIELD.keywords
              ? keywords
              : pages;
          if (match < target[id]!) target[id] = match;
        }
      }
      inRecord.push(records);
      inPageFields.push(pages);
      inKeywords.push(keywords);
    }

    const recordBest = new Int32Array(recordCount * wordCount);
    const pageBest = new Int32Array(pageCount * wordCount).fill(NO_MATCH);
    const pageHits = new Uint16Array(pageCount * wordCount);
    for (let id = 0; id < recordCount; id++) {
      const page = this.recordPage[id]!;
      const isTitle = this.recordIsTitle[id] === 1;
      for (let w = 0; w < wordCount; w++) {
        const own = inRecord[w]![id]!;
        let match = own;
        if (inPageFields[w]![page]! < match) match = inPageFields[w]![page]!;
        if (isTitle && inKeywords[w]![page]! < match) match = inKeywords[w]![page]!;
        recordBest[id * wordCount + w] = match;
        if (match < pageBest[page * wordCount + w]!) pageBest[page * wordCount + w] = match;
        if (isMatch(own)) pageHits[page * wordCount + w]++;
      }
    }
    return {
      words: queryWords,
      requiredCount,
      termMatches,
      inPageFields,
      inKeywords,
      recordBest,
      pageBest,
      pageHits,
    };
  }

  /**
   * Word weights: inverse page frequency (a word found on few pages says more about the page
   * wanted than one found on most); stop words only break ties. A word of the dictionary is what
   * the reader meant: its typo matches count little. A word not in it is a typo: its closest
   * terms count. Then the page-level credit: how much of each page is about each word, how much
   * of its title the query covers, and neighbouring query words side by side in its title.
   */
  private weighWords(q: QueryMatches): WordWeights {
    const pageCount = this.index.pages.length;
    const recordCount = this.index.records.length;
    const wordCount = q.words.length;
    const idf: number[] = [];
    const known: boolean[] = [];
    const quality = q.words.map((word, w) => {
      const isKnown = q.termMatches[w]!.some((term) => term.typos === 0);
      known.push(isKnown);
      let pagesWithWord = 0;
      for (let page = 0; page < pageCount; page++) {
        const match = q.pageBest[page * wordCount + w]!;
        if (isKnown ? isTypoFree(match) : isMatch(match)) pagesWithWord++;
      }
      const weight = word.optional ? 0 : Math.log(1 + pageCount / Math.max(1, pagesWithWord));
      idf.push(weight);
      const table = new Float64Array(MATCH_TABLE_SIZE);
      for (let typos = 0; typos <= 2; typos++) {
        for (let attribute = 0; attribute < RANKED_ATTRIBUTES.length; attribute++) {
          for (let exact = Exactness.completion; exact <= Exactness.whole; exact++) {
            table[packMatch(typos, attribute, exact)] =
              weight *
              FIELD_WEIGHT[attribute]! *
              // A typo match is weighed by its typos alone.
              (typos > 0 ? 1 : EXACTNESS_WEIGHT[exact]!) *
              (isKnown ? TYPO_WEIGHT_KNOWN : TYPO_WEIGHT_UNKNOWN)[typos]!;
          }
        }
      }
      return table;
    });

    // Per page and word: the saturated frequency bonus.
    const avgRecords = recordCount / Math.max(1, pageCount);
    const pageTf = new Float64Array(pageCount * wordCount);
    for (let page = 0; page < pageCount; page++) {
      const norm = 1.2 * (0.25 + (0.75 * this.pageRecords[page]!.length) / avgRecords);
      for (let w = 0; w < wordCount; w++) {
        // Sections naming the word, and the title or keywords once.
        const inTitle = q.inPageFields[w]![page]!;
        const named =
          isMatch(q.inKeywords[w]![page]!) ||
          (isMatch(inTitle) && attributeOf(inTitle) === FIELD.lvl1);
        const tf = q.pageHits[page * wordCount + w]! + (named ? 1 : 0);
        if (tf > 0) pageTf[page * wordCount + w] = (PAGE_TF_WEIGHT * idf[w]! * tf) / (tf + norm);
      }
    }
    return {
      idf,
      known,
      quality,
      pageTf,
      titleCoverage: this.titleCoverage(q.words, q.termMatches, known),
      phrase: this.phraseBonus(q.words, idf),
    };
  }

  /**
   * A record's score sums, per word, its own match or a part of the best match elsewhere on its
   * page (a page that answers the question in several sections), times the share of the
   * query's words found. Records matching no word themselves score 0.
   */
  private scoreRecords(q: QueryMatches, weights: WordWeights): RecordScores {
    const recordCount = this.index.records.length;
    const wordCount = q.words.length;
    const scores = new Float64Array(recordCount);
    const matchedWords = new Uint8Array(recordCount);
    let top = 0;
    for (let id = 0; id < recordCount; id++) {
      // Most records match no word of a query: skip them first (a stop word
      // alone does not make a hit; a query has at least one other word).
      let any = false;
      for (let w = 0; w < wordCount && !any; w++) {
        any = isMatch(q.recordBest[id * wordCount + w]!) && !q.words[w]!.optional;
      }
      if (!any) continue;
      const page = this.recordPage[id]!;
      let count = 0;
      let covered = 0;
      let score = 0;
      for (let w = 0; w < wordCount; w++) {
        const match = q.recordBest[id * wordCount + w]!;
        const pageMatch = q.pageBest[page * wordCount + w]!;
        const quality = weights.quality[w]!;
        const optional = q.words[w]!.optional;
        let own = isMatch(match) ? quality[match]! : 0;
        // A title match, weighted up by how much of the title the query covers.
        if (isMatch(match) && attributeOf(match) === FIELD.lvl1) {
          own *= 1 + TITLE_COVER_WEIGHT * weights.titleCoverage[page]!;
        }
        const onPage = isMatch(pageMatch) ? PAGE_CREDIT * quality[pageMatch]! : 0;
        if (isMatch(match) && !optional) count++;
        score +=
          (own > onPage ? own : onPage) + (own > 0 ? weights.pageTf[page * wordCount + w]! : 0);
        if (own > 0) score += weights.phrase[page * wordCount + w]!;
        // A typo match of a dictionary word is not that word.
        const found = weights.known[w]
          ? isTypoFree(match) || isTypoFree(pageMatch)
          : isMatch(match) || isMatch(pageMatch);
        if (found && !optional) covered++;
      }
      // Lucene's coordination factor: the share of the query's words found
      // on the record or its page. (Its square root, or no factor, gave 1 to
      // 3 fewer first hits over the 401 queries of the bench set.)
      score *= covered / q.requiredCount;
      scores[id] = score;
      matchedWords[id] = count;
      if (score > top) top = score;
    }
    return {scores, matchedWords, top};
  }

  /**
   * Records matching every word are hits; so are partial matches scoring at least
   * PARTIAL_CUTOFF of the best, and enough others to fill `fillTo` (counting at most
   * HITS_PER_PAGE hits per page, as they are shown). At most MAX_CANDIDATES, best first.
   */
  private selectCandidates(q: QueryMatches, scored: RecordScores, fillTo: number): number[] {
    const {scores, matchedWords, top} = scored;
    const candidates: number[] = [];
    const rest: number[] = [];
    const inPage = new Uint16Array(this.index.pages.length);
    let shown = 0;
    for (let id = 0; id < scores.length; id++) {
      if (scores[id] === 0) continue;
      if (matchedWords[id] === q.requiredCount || scores[id]! >= PARTIAL_CUTOFF * top) {
        candidates.push(id);
        if (++inPage[this.recordPage[id]!]! <= HITS_PER_PAGE) shown++;
      } else rest.push(id);
    }
    if (shown < fillTo) {
      rest.sort((a, b) => scores[b]! - scores[a]! || a - b);
      for (const id of rest) {
        if (shown >= fillTo) break;
        candidates.push(id);
        if (++inPage[this.recordPage[id]!]! <= HITS_PER_PAGE) shown++;
      }
    }
    if (candidates.length > MAX_CANDIDATES) {
      candidates.sort((a, b) => scores[b]! - scores[a]! || a - b);
      candidates.length = MAX_CANDIDATES;
    }
    return candidates;
  }

  /** The candidates passing `filter`, with the figures `compareHits` breaks ties with. */
  private rankedHits(
    q: QueryMatches,
    candidates: number[],
    scores: Float64Array,
    filter: SearchRequestOptions['filter'],
  ): RankedHit[] {
    const wordCount = q.words.length;
    const hits: RankedHit[] = [];
    for (const id of candidates) {
      const record = this.record(id);
      if (filter && !filter(record)) continue;
      const hit: RankedHit = {
        record,
        score: Math.round(scores[id]! * 1e6) / 1e6,
        requiredMatched: 0,
        optionalMatched: 0,
        typos: 0,
        attribute: 0,
        exact: 0,
        span: this.spanOf(id, record),
      };
      const ownAttribute = OWN_ATTRIBUTE[record.type];
      let headingMatched = false;
      for (let w = 0; w < wordCount; w++) {
        const match = q.recordBest[id * wordCount + w]!;
        if (!isMatch(match)) continue;
        if (attributeOf(match) === ownAttribute) headingMatched = true;
        if (q.words[w]!.optional) {
          hit.optionalMatched++;
          continue;
        }
        hit.requiredMatched++;
        hit.typos += typosOf(match);
        hit.attribute += attributeOf(match);
        hit.exact += exactnessOf(match);
      }
      // A short heading is a better answer only when it names a query word
      // (not "Why it happens" under a title that matched).
      if (!headingMatched) hit.span = 100;
      hits.push(hit);
    }
    return hits;
  }

  /** Per page, the stems of its title's words and parts, stop words left out (built once). */
  private pageTitleStems(): string[][] {
    this.titleStems ??= this.index.pages.map((page) => {
      const out = new Set<string>();
      for (const w of words(page.h[1])) {
        for (const part of w.parts) if (!isStopWord(part.term)) out.add(stem(part.term));
      }
      return [...out];
    });
    return this.titleStems;
  }

  /** Per page, the pairs of neighbouring stems in its title and in each keyword (built once). */
  private pageStemPairs(): Set<string>[] {
    this.pagePairs ??= this.index.pages.map((page) => {
      const pairs = new Set<string>();
      for (const text of [page.h[1], ...page.k]) {
        const seq = words(text)
          .flatMap((w) => w.parts.map((part) => part.term))
          .filter((t) => !isStopWord(t))
          .map(stem);
        for (let i = 1; i < seq.length; i++) pairs.add(`${seq[i - 1]} ${seq[i]}`);
      }
      return pairs;
    });
    return this.pagePairs;
  }

  /**
   * Readies the engine for a reader's first query while the page is idle: builds the per-page
   * structures queries share, then ranks the first key of the common first letters from titles
   * only (no download), as the modal asks for them, and keeps the answers. The first real query
   * runs compiled code, and its first key is answered at once. A trace of issue 23 showed a cold
   * worker take 93 ms for a one-letter first query under load. Warming stops between letters once
   * `stop()` says a search is waiting, and goes on from there on the next call.
   */
  async warmUp(stop: () => boolean = () => false): Promise<void> {
    this.pageTitleStems();
    for (; this.warmedLetters < FIRST_LETTERS.length; this.warmedLetters++) {
      if (stop()) return;
      await this.search(FIRST_LETTERS[this.warmedLetters]!, WARM_OPTIONS);
      // Lets the worker take a search that came in meanwhile before the next letter.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // Needed from a query's second word on, not by a first word: after the letters, so that a
    // search on Ctrl+K (Save-Data: no idle preload) does not wait for them (32 to 44 ms in Node).
    if (stop()) return;
    this.pageStemPairs();
    // Read while idle, so the reader's first word does not wait for them.
    if (!stop()) await this.loadReaders();
  }
  private warmedLetters = 0;

  /**
   * After a space: the first letters of the words that follow the query's last word (its last
   * one that is not a stop word) in page titles and keywords, weighed as much as the dictionary's
   * own first letters. "send email " goes on with "with" or "attachment" more often than the
   * dictionary alone says.
   */
  private weighNextWord(query: string, weights: Map<string, number>): void {
    const typed = words(query)
      .map((w) => w.term)
      .filter((t) => !isStopWord(t));
    const last = typed[typed.length - 1];
    const followers = last === undefined ? undefined : this.nextWordLetters().get(stem(last));
    if (!followers) return;
    let total = 0;
    for (const w of weights.values()) total += w;
    let count = 0;
    for (const n of followers.values()) count += n;
    for (const [letter, n] of followers) {
      weights.set(letter, (weights.get(letter) ?? 0) + (total * n) / count);
    }
  }

  /** Per stem, the first letters of the stems that follow it in page titles and keywords, counted. */
  private nextWordLetters(): Map<string, Map<string, number>> {
    if (!this.followers) {
      this.followers = new Map();
      for (const pairs of this.pageStemPairs()) {
        for (const pair of pairs) {
          const [first, second] = pair.split(' ');
          if (!first || !second) continue;
          let letters = this.followers.get(first);
          if (!letters) this.followers.set(first, (letters = new Map()));
          letters.set(second[0]!, (letters.get(second[0]!) ?? 0) + 1);
        }
      }
    }
    return this.followers;
  }
  private followers: Map<string, Map<string, number>> | null = null;

  /**
   * The queries one key on from `query` that a reader is likeliest to type next, best first, at
   * most `max` (the worker answers them ahead, shared/speculation.ts). The word being typed goes
   * on with each character the dictionary has after it, weighted by how often the terms that
   * continue that way occur in titles, headings and keywords; a word that is a dictionary term of
   * two characters or more may end instead, with a space, put first. After a space: the next
   * word's likeliest first characters, the words that follow the last one in titles and keywords
   * counted too (weighNextWord). A query at its length limit, or ending in anything but a word or
   * one space, has none. A word typed in capitals goes on in capitals.
   */
  nextQueries(query: string, max: number): string[] {
    if (max <= 0 || !query.trim() || query.length >= SEARCH_LIMITS.maxQueryLength) return [];
    const afterSpace = query.endsWith(' ');
    if (afterSpace ? /\s\s$/.test(query) : /\s$/.test(query)) return [];
    let prefix = '';
    if (!afterSpace) {
      const typed = words(query);
      const last = typed[typed.length - 1];
      if (!last || last.end !== query.length) return [];
      prefix = last.term;
    }
    const terms = this.index.terms;
    const weights = new Map<string, number>();
    let isTerm = false;
    for (let i = this.lowerBound(prefix); i < terms.length; i++) {
      const term = terms[i]!;
      if (!term.startsWith(prefix)) break;
      if (term.length === prefix.length) {
        isTerm = true;
        continue;
      }
      const next = term[prefix.length]!;
      weights.set(next, (weights.get(next) ?? 0) + 1 + this.index.postings[i]!.length);
    }
    if (afterSpace) this.weighNextWord(query, weights);
    const ranked = [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    // Typed in capitals, the word goes on in capitals.
    const last = query[query.length - 1]!;
    const upper = last !== last.toLowerCase();
    const next = ranked.map(([key]) => query + (upper ? key.toUpperCase() : key));
    // A word the dictionary has whole (or one it has nothing after) may end here.
    if (!afterSpace && (isTerm || ranked.length === 0)) {
      if (prefix.length >= 2) next.unshift(`${query} `);
      else next.splice(max - 1, 0, `${query} `);
    }
    return next.slice(0, max);
  }
  private readonly firstKeyAnswers = new Map<string, RankedHit[]>();

  /**
   * Per page, the share of its title's words that the query's words match
   * (same stem, a prefix of them for the word being typed, or a dictionary
   * word they matched).
   */
  private titleCoverage(
    queryWords: QueryWord[],
    expanded: TermMatch[][],
    knownWords: boolean[],
  ): Float64Array {
    const titleStems = this.pageTitleStems();
    const exact = new Set<string>();
    const prefixes: string[] = [];
    for (const word of queryWords) {
      for (const variant of withSynonyms(word)) {
        exact.add(stem(variant.term));
        for (const part of variant.parts) exact.add(stem(part));
        if (variant.prefix) prefixes.push(variant.term);
      }
    }
    // The dictionary queryWords matched, typos included for a word the dictionary lacks.
    expanded.forEach((matches, w) => {
      for (const {term, typos} of matches)
        if (typos === 0 || !knownWords[w]) exact.add(this.stemOf(term));
    });
    return Float64Array.from(titleStems, (title) => {
      if (title.length === 0) return 0;
      let covered = 0;
      for (const t of title) {
        if (exact.has(t) || prefixes.some((p) => t.startsWith(p))) covered++;
      }
      return covered / title.length;
    });
  }

  /**
   * Per page and word, a bonus when the word and the next word of the query
   * are neighbours in the page's title or in one of its keywords ("api key"
   * in "API keys and settings"): Algolia's proximity criterion, on the
   * attributes whose text the main index holds.
   */
  private phraseBonus(queryWords: QueryWord[], idf: number[]): Float64Array {
    const wordCount = queryWords.length;
    const pageCount = this.index.pages.length;
    const out = new Float64Array(pageCount * wordCount);
    const content = queryWords.map((word, w) => ({word, w})).filter(({word}) => !word.optional);
    if (content.length < 2) return out;
    const pagePairs = this.pageStemPairs();
    for (let i = 1; i < content.length; i++) {
      const a = content[i - 1]!;
      const b = content[i]!;
      const key = `${stem(a.word.term)} ${stem(b.word.term)}`;
      const bonus = PHRASE_WEIGHT * (idf[a.w]! + idf[b.w]!) * 0.5;
      for (let p = 0; p < pageCount; p++) {
        const pairs = pagePairs[p]!;
        let hit = pairs.has(key);
        if (!hit && b.word.prefix) for (const pair of pairs) if (pair.startsWith(key)) hit = true;
        if (hit) {
          out[p * wordCount + a.w] += bonus;
          out[p * wordCount + b.w] += bonus;
        }
      }
    }
    return out;
  }

  private readonly spans = new Map<number, number>();
  private spanOf(id: number, record: SearchRecord): number {
    let span = this.spans.get(id);
    if (span === undefined) {
      const own = record.type === 'content' ? null : record.hierarchy[record.type];
      span = own ? words(own).length : 100;
      this.spans.set(id, span);
    }
    return span;
  }

  private shardOf(term: number): number {
    const starts = this.index.shardStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= term) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
