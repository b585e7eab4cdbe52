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
  PAGE_FIELDS,
  PART_OFFSET,
  RECORD_TYPES,
  decodePostings,
  type ContentShard,
  type Fragment,
  type MainIndex,
} from './indexFormat';
import {cutQuery} from './cutQuery';
import {
  isStopWord,
  maxTypos,
  editDistance,
  parseQuery,
  stem,
  withSynonyms,
  words,
  type QueryWord,
} from './tokenizer';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export {RANKED_ATTRIBUTES} from './indexFormat';

/** Query words considered (the rest of a long query is ignored). */
export const MAX_QUERY_WORDS = 10;
/** Dictionary terms one query word (or synonym) may expand to, best matches first. */
export const MAX_TERMS_PER_WORD = 48;
/** Records ranked per query, the highest scores first. */
export const MAX_CANDIDATES = 1000;

/** Match quality by attribute, in RANKED_ATTRIBUTES order (lvl1 … content). */
const ATTRIBUTE_WEIGHT = [1, 1, 0.7, 0.6, 0.5, 0.5, 0.2];
/**
 * Match quality by inexactness (2 − exact): whole word, part of an identifier
 * or synonym, prefix or typo, and a longer word starting with a finished
 * query word ("pick" in "picker", "config" in "configuration").
 */
const EXACT_WEIGHT = [1, 0.85, 0.7, 0.4];
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

/** The attribute of a record's own heading (RANKED_ATTRIBUTES index); -1 for body text. */
const OWN_ATTRIBUTE: Record<RecordType, number> = {
  lvl0: 5,
  lvl1: 0,
  lvl2: 2,
  lvl3: 3,
  lvl4: 4,
  lvl5: 4,
  lvl6: 4,
  content: -1,
};

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

/**
 * A word's match in one record, packed so that smaller is better:
 * typos, then attribute, then inexactness (2 whole word, 1 part of an
 * identifier, 0 prefix or typo).
 */
const pack = (typos: number, attribute: number, exact: number) =>
  typos * 100 + attribute * 10 + (2 - exact);
/** No match (larger than any packed match). */
const NONE = 0x7fffffff;

interface TermMatch {
  term: number;
  typos: number;
  /** 2 exact or same stem, 0 prefix or typo, -1 a longer word starting with a finished word. */
  exact: number;
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

export class SearchEngine {
  private readonly pageRecords: number[][];
  private readonly recordPage: Int32Array;
  private readonly recordIsTitle: Uint8Array;
  private readonly recordObjects = new Map<number, SearchRecord>();
  private readonly shards = new Map<number, Promise<ContentShard>>();
  private readonly fragments = new Map<number, Promise<Fragment>>();
  private readonly loadedFragments = new Map<number, Fragment>();
  private readonly decoded = new Map<number, Int32Array>();
  private readonly expansions = new Map<string, TermMatch[]>();
  /** Dictionary terms by stem (exact matches: "uploads" finds "uploading"). */
  private readonly byStem = new Map<string, number[]>();
  private readonly stems: string[] = [];
  /** Per page, the stems of its title's words and parts, stop words left out (lazily). */
  private titleStems: string[][] | null = null;
  /** Per page, the pairs of neighbouring stems (`"api kei"`) in its title and in each keyword (lazily). */
  private pagePairs: Set<string>[] | null = null;

  private constructor(
    private readonly index: MainIndex,
    private readonly source: IndexSource,
  ) {
    index.terms.forEach((t, i) => {
      const key = stem(t);
      this.stems.push(key);
      const list = this.byStem.get(key);
      if (list) list.push(i);
      else this.byStem.set(key, [i]);
    });
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

  /** An engine over records in memory (tests, benchmarks). */
  static build(records: SearchRecord[]): SearchEngine {
    const built = buildIndex(records);
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
  private expand(qw: QueryWord, exactOnly: boolean): TermMatch[] {
    const key = `${qw.prefix ? 'p' : 'w'}${exactOnly ? 'x' : ''}:${qw.term}`;
    let cached = this.expansions.get(key);
    if (!cached) {
      cached = this.expandUncached(qw, exactOnly);
      if (this.expansions.size >= 2000) this.expansions.clear();
      this.expansions.set(key, cached);
    }
    return cached;
  }

  private expandUncached(qw: QueryWord, exactOnly: boolean): TermMatch[] {
    const terms = this.index.terms;
    const out: TermMatch[] = [];
    const seen = new Set<number>();
    const push = (term: number, typos: number, exact: number) => {
      if (seen.has(term)) return;
      seen.add(term);
      out.push({term, typos, exact});
    };
    for (const i of this.byStem.get(stem(qw.term)) ?? []) push(i, 0, 2);
    const exactIndex = this.lookup(qw.term);
    if (exactIndex >= 0) push(exactIndex, 0, 2);
    if (exactOnly) return out;
    if (!qw.prefix && qw.term.length >= 4 && /^[a-z]+$/.test(qw.term)) {
      const run: number[] = [];
      for (let i = this.lowerBound(qw.term); i < terms.length; i++) {
        if (!terms[i]!.startsWith(qw.term)) break;
        run.push(i);
      }
      run.sort((a, b) => terms[a]!.length - terms[b]!.length || a - b);
      for (const i of run.slice(0, COMPLETIONS_PER_WORD)) push(i, 0, -1);
    }
    if (qw.prefix) {
      // Sorted dictionary: the terms starting with the prefix are one run.
      // Short prefixes expand to fewer terms (the shortest ones first).
      const cap = qw.term.length <= 2 ? MAX_TERMS_PER_WORD / 3 : MAX_TERMS_PER_WORD;
      const run: number[] = [];
      for (let i = this.lowerBound(qw.term); i < terms.length; i++) {
        if (!terms[i]!.startsWith(qw.term)) break;
        run.push(i);
      }
      run.sort((a, b) => terms[a]!.length - terms[b]!.length || a - b);
      for (const i of run.slice(0, cap)) push(i, 0, 0);
    }
    // Typo matches rank below every exact or prefix match: look for them only
    // when those leave room. A typo rarely hits both of the first two letters,
    // so terms must share the first or the second letter (or swap them).
    const allowed = maxTypos(qw.term);
    if (allowed > 0 && out.length < MAX_TERMS_PER_WORD) {
      const typoed: TermMatch[] = [];
      const q = qw.term;
      const qStem = stem(q);
      const len = q.length;
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        if (t[0] !== q[0] && t[1] !== q[1] && !(t[0] === q[1] && t[1] === q[0])) continue;
        if (seen.has(i)) continue;
        let d = allowed + 1;
        if (Math.abs(t.length - len) <= allowed) d = editDistance(t, q, allowed);
        if (d > 0 && Math.abs(this.stems[i]!.length - qStem.length) <= allowed) {
          // Inflections are not typos: "notifcation" is one typo from "notifications".
          d = Math.min(d, editDistance(this.stems[i]!, qStem, allowed));
        }
        if (d > allowed && qw.prefix && t.length > len) {
          // A prefix with a typo: compare with the same-length head of the term.
          d = editDistance(t.slice(0, len), q, allowed);
        }
        if (d <= allowed) typoed.push({term: i, typos: d, exact: 0});
      }
      typoed.sort((a, b) => a.typos - b.typos || terms[a.term]!.length - terms[b.term]!.length);
      for (const m of typoed) {
        if (out.length >= MAX_TERMS_PER_WORD) break;
        push(m.term, m.typos, 0);
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

  /** Postings of a term as `[field, id, field, id, …]`, decoded once. */
  private postingsOf(term: number, shard: ContentShard): Int32Array {
    let cached = this.decoded.get(term);
    if (!cached) {
      const flat: number[] = [];
      const visit = (field: number, id: number) => flat.push(field, id);
      decodePostings(this.index.postings[term]!, visit);
      const s = this.shardOf(term);
      decodePostings(shard[term - this.index.shardStarts[s]!]!, visit);
      cached = Int32Array.from(flat);
      this.decoded.set(term, cached);
    }
    return cached;
  }

  /** All hits for `query`, best first. */
  async search(query: string, options: SearchRequestOptions = {}): Promise<RankedHit[]> {
    const qwords = parseQuery(cutQuery(query)).slice(0, MAX_QUERY_WORDS);
    const required = qwords.filter((w) => !w.optional);
    if (required.length === 0) return [];
    const W = qwords.length;

    // Per query word: its matched terms, each with the synonym penalty applied.
    const expanded = qwords.map((qw) =>
      withSynonyms(qw).flatMap((variant, v) =>
        this.expand(variant, qw.optional).map((m) =>
          // The reader's own word counts as more exact than a synonym of it.
          v > 0 ? {...m, exact: Math.max(0, m.exact - 1)} : m,
        ),
      ),
    );
    const shardIds = new Set<number>();
    for (const matches of expanded) for (const m of matches) shardIds.add(this.shardOf(m.term));
    const loaded = new Map<number, ContentShard>();
    await Promise.all([...shardIds].map(async (s) => loaded.set(s, await this.loadShard(s))));

    // Best match per record (record fields) and per page (page fields), per word.
    const recordCount = this.index.records.length;
    const pageCount = this.index.pages.length;
    const perWord = expanded.map((matches) => {
      const records = new Int32Array(recordCount).fill(NONE);
      const pages = new Int32Array(pageCount).fill(NONE);
      const keywordPages = new Int32Array(pageCount).fill(NONE);
      for (const {term, typos, exact} of matches) {
        const flat = this.postingsOf(term, loaded.get(this.shardOf(term))!);
        for (let k = 0; k < flat.length; k += 2) {
          const field = flat[k]!;
          const id = flat[k + 1]!;
          const part = field >= PART_OFFSET;
          const base = part ? field - PART_OFFSET : field;
          const m = pack(typos, base, part ? Math.min(exact, 1) : exact);
          const target = !PAGE_FIELDS.has(base) ? records : base === 1 ? keywordPages : pages;
          if (m < target[id]!) target[id] = m;
        }
      }
      return {records, pages, keywordPages};
    });

    // Pass 1: each record's best match per word, and each page's best match
    // per word over all its records.
    const best = new Int32Array(recordCount * W);
    const pageBest = new Int32Array(pageCount * W).fill(NONE);
    const pageHits = new Uint16Array(pageCount * W);
    const recordPage = this.recordPage;
    const recordMatches = perWord.map((x) => x.records);
    const pageMatches = perWord.map((x) => x.pages);
    const keywordMatches = perWord.map((x) => x.keywordPages);
    for (let id = 0; id < recordCount; id++) {
      const p = recordPage[id]!;
      const isTitle = this.recordIsTitle[id] === 1;
      for (let w = 0; w < W; w++) {
        const records = recordMatches[w]!;
        const pages = pageMatches[w]!;
        let m = records[id]!;
        if (pages[p]! < m) m = pages[p]!;
        if (isTitle && keywordMatches[w]![p]! < m) m = keywordMatches[w]![p]!;
        best[id * W + w] = m;
        if (m < pageBest[p * W + w]!) pageBest[p * W + w] = m;
        if (records[id]! !== NONE) pageHits[p * W + w]++;
      }
    }

    // Word weights: inverse page frequency (a word found on few pages says
    // more about the page wanted than one found on most); stop words only
    // break ties.
    // A word of the dictionary is what the reader meant: its typo matches
    // count little. A word not in it is a typo: its closest terms count.
    const idfs: number[] = [];
    const knownWords: boolean[] = [];
    const quality = qwords.map((qw, w) => {
      const known = expanded[w]!.some((m) => m.typos === 0);
      knownWords.push(known);
      let df = 0;
      for (let p = 0; p < pageCount; p++) {
        const m = pageBest[p * W + w]!;
        if (m !== NONE && (!known || m < 100)) df++;
      }
      const idf = qw.optional ? 0 : Math.log(1 + pageCount / Math.max(1, df));
      idfs.push(idf);
      const table = new Float64Array(300);
      for (let typos = 0; typos <= 2; typos++) {
        for (let attribute = 0; attribute < ATTRIBUTE_WEIGHT.length; attribute++) {
          for (let exact = -1; exact <= 2; exact++) {
            table[pack(typos, attribute, exact)] =
              idf *
              ATTRIBUTE_WEIGHT[attribute]! *
              // A typo match is weighed by its typos alone.
              (typos > 0 ? 1 : EXACT_WEIGHT[2 - exact]!) *
              (known ? TYPO_WEIGHT_KNOWN : TYPO_WEIGHT_UNKNOWN)[typos]!;
          }
        }
      }
      return table;
    });

    // Per page and word: the saturated frequency bonus.
    const avgRecords = recordCount / Math.max(1, pageCount);
    const pageTf = new Float64Array(pageCount * W);
    for (let p = 0; p < pageCount; p++) {
      const norm = 1.2 * (0.25 + (0.75 * this.pageRecords[p]!.length) / avgRecords);
      for (let w = 0; w < W; w++) {
        // Sections naming the word, and the title or keywords once.
        const {pages, keywordPages} = perWord[w]!;
        const named = keywordPages[p] !== NONE || Math.floor(pages[p]! / 10) % 10 === 0;
        const tf = pageHits[p * W + w]! + (named ? 1 : 0);
        if (tf > 0) pageTf[p * W + w] = (PAGE_TF_WEIGHT * idfs[w]! * tf) / (tf + norm);
      }
    }

    const coverage = this.titleCoverage(qwords, expanded, knownWords);
    const phrase = this.phraseBonus(qwords, idfs);

    // Pass 2: a record's score sums, per word, its own match or a part of
    // the best match elsewhere on its page (a page that answers the question
    // in several sections). Records matching no word themselves are left out.
    const scores = new Float64Array(recordCount);
    const matched = new Uint8Array(recordCount);
    let top = 0;
    for (let id = 0; id < recordCount; id++) {
      // Most records match no word of a query: skip them first (a stop word
      // alone does not make a hit; a query has at least one other word).
      let any = false;
      for (let w = 0; w < W && !any; w++) {
        any = best[id * W + w] !== NONE && !qwords[w]!.optional;
      }
      if (!any) continue;
      const p = recordPage[id]!;
      let count = 0;
      let covered = 0;
      let score = 0;
      for (let w = 0; w < W; w++) {
        const m = best[id * W + w]!;
        const pm = pageBest[p * W + w]!;
        let mine = m === NONE ? 0 : quality[w]![m]!;
        // A title match, weighted up by how much of the title the query covers.
        if (m !== NONE && Math.floor(m / 10) % 10 === 0)
          mine *= 1 + TITLE_COVER_WEIGHT * coverage[p]!;
        const page = pm === NONE ? 0 : PAGE_CREDIT * quality[w]![pm]!;
        if (m !== NONE && !qwords[w]!.optional) count++;
        score += (mine > page ? mine : page) + (mine > 0 ? pageTf[p * W + w]! : 0);
        if (mine > 0) score += phrase[p * W + w]!;
        // A typo match of a dictionary word is not that word.
        const found = knownWords[w] ? m < 100 || pm < 100 : m !== NONE || pm !== NONE;
        if (found && !qwords[w]!.optional) covered++;
      }
      // Lucene's coordination factor: the share of the query's words found
      // on the record or its page. (Its square root, or no factor, gave 1 to
      // 3 fewer first hits over the 401 queries of the bench set.)
      score *= covered / required.length;
      scores[id] = score;
      matched[id] = count;
      if (score > top) top = score;
    }
    if (top === 0) return [];

    // Records matching every word are hits; so are partial matches scoring
    // at least PARTIAL_CUTOFF of the best, and enough others to fill `fillTo`
    // (counting at most HITS_PER_PAGE hits per page, as they are shown).
    const fillTo = options.fillTo ?? 0;
    const candidates: number[] = [];
    const rest: number[] = [];
    const inPage = new Uint16Array(pageCount);
    let shown = 0;
    for (let id = 0; id < recordCount; id++) {
      if (scores[id] === 0) continue;
      if (matched[id] === required.length || scores[id]! >= PARTIAL_CUTOFF * top) {
        candidates.push(id);
        if (++inPage[recordPage[id]!]! <= HITS_PER_PAGE) shown++;
      } else rest.push(id);
    }
    if (shown < fillTo) {
      rest.sort((a, b) => scores[b]! - scores[a]! || a - b);
      for (const id of rest) {
        if (shown >= fillTo) break;
        candidates.push(id);
        if (++inPage[recordPage[id]!]! <= HITS_PER_PAGE) shown++;
      }
    }
    if (candidates.length > MAX_CANDIDATES) {
      candidates.sort((a, b) => scores[b]! - scores[a]! || a - b);
      candidates.length = MAX_CANDIDATES;
    }

    const hits: RankedHit[] = [];
    for (const id of candidates) {
      const record = this.record(id);
      if (options.filter && !options.filter(record)) continue;
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
      const own = OWN_ATTRIBUTE[record.type];
      let headingMatched = false;
      for (let w = 0; w < W; w++) {
        const m = best[id * W + w]!;
        if (m === NONE) continue;
        if (Math.floor(m / 10) % 10 === own) headingMatched = true;
        if (qwords[w]!.optional) {
          hit.optionalMatched++;
          continue;
        }
        hit.requiredMatched++;
        hit.typos += Math.floor(m / 100);
        hit.attribute += Math.floor(m / 10) % 10;
        hit.exact += 2 - (m % 10);
      }
      // A short heading is a better answer only when it names a query word
      // (not "Why it happens" under a title that matched).
      if (!headingMatched) hit.span = 100;
      hits.push(hit);
    }
    hits.sort(compareHits);
    if (options.distinct === false) return hits;
    const urls = new Set<string>();
    const distinct = hits.filter((h) => {
      if (urls.has(h.record.url)) return false;
      urls.add(h.record.url);
      return true;
    });
    // Page-level weights give a page's sections close scores: past its first
    // HITS_PER_PAGE hits, a page's other sections go after the other pages'.
    const perPage = new Map<string, number>();
    const first: RankedHit[] = [];
    const more: RankedHit[] = [];
    for (const h of distinct) {
      const n = (perPage.get(h.record.url_without_anchor) ?? 0) + 1;
      perPage.set(h.record.url_without_anchor, n);
      (n <= HITS_PER_PAGE ? first : more).push(h);
    }
    return first.concat(more);
  }

  /**
   * Per page, the share of its title's words that the query's words match
   * (same stem, a prefix of them for the word being typed, or a dictionary
   * word they matched).
   */
  private titleCoverage(
    qwords: QueryWord[],
    expanded: TermMatch[][],
    knownWords: boolean[],
  ): Float64Array {
    this.titleStems ??= this.index.pages.map((page) => {
      const out = new Set<string>();
      for (const w of words(page.h[1])) {
        for (const part of w.parts) if (!isStopWord(part.term)) out.add(stem(part.term));
      }
      return [...out];
    });
    const exact = new Set<string>();
    const prefixes: string[] = [];
    for (const qw of qwords) {
      for (const variant of withSynonyms(qw)) {
        exact.add(stem(variant.term));
        for (const part of variant.parts) exact.add(stem(part));
        if (variant.prefix) prefixes.push(variant.term);
      }
    }
    // The dictionary words matched, typos included for a word the dictionary lacks.
    expanded.forEach((matches, w) => {
      for (const m of matches) if (m.typos === 0 || !knownWords[w]) exact.add(this.stems[m.term]!);
    });
    return Float64Array.from(this.titleStems, (title) => {
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
  private phraseBonus(qwords: QueryWord[], idfs: number[]): Float64Array {
    const W = qwords.length;
    const pageCount = this.index.pages.length;
    const out = new Float64Array(pageCount * W);
    const content = qwords.map((qw, w) => ({qw, w})).filter(({qw}) => !qw.optional);
    if (content.length < 2) return out;
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
    for (let i = 1; i < content.length; i++) {
      const a = content[i - 1]!;
      const b = content[i]!;
      const key = `${stem(a.qw.term)} ${stem(b.qw.term)}`;
      const bonus = PHRASE_WEIGHT * (idfs[a.w]! + idfs[b.w]!) * 0.5;
      for (let p = 0; p < pageCount; p++) {
        const pairs = this.pagePairs[p]!;
        let hit = pairs.has(key);
        if (!hit && b.qw.prefix) for (const pair of pairs) if (pair.startsWith(key)) hit = true;
        if (hit) {
          out[p * W + a.w] += bonus;
          out[p * W + b.w] += bonus;
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
