/**
 * The embedded search engine, over the split index of indexFormat.ts.
 *
 * Retrieval: each query word is matched against the term dictionary (exact or
 * same stem, prefix for the word being typed, typos as Algolia allows them),
 * then the postings of the matched terms give, per record, the best match of
 * that word. Ranking then orders records the way Algolia's tie-breaking does
 * for DocSearch: words matched, typos, attribute (title and headings before
 * body), exactness, then record level and position.
 *
 * Work per query is bounded whatever its length: at most `MAX_QUERY_WORDS`
 * words, `MAX_TERMS_PER_WORD` dictionary terms per word and
 * `MAX_CANDIDATES` ranked records.
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
import {maxTypos, editDistance, parseQuery, stem, withSynonyms, type QueryWord} from './tokenizer';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export {RANKED_ATTRIBUTES} from './indexFormat';

/** Query words considered (the rest of a long query is ignored). */
export const MAX_QUERY_WORDS = 10;
/** Dictionary terms one query word (or synonym) may expand to, best matches first. */
export const MAX_TERMS_PER_WORD = 48;
/** Records ranked per query, the ones matching most words first. */
export const MAX_CANDIDATES = 3000;

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
  requiredMatched: number;
  optionalMatched: number;
  typos: number;
  attribute: number;
  exact: number;
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
const unpack = (m: number) => ({
  typos: Math.floor(m / 100),
  attribute: Math.floor(m / 10) % 10,
  exact: 2 - (m % 10),
});

interface TermMatch {
  term: number;
  typos: number;
  /** 2 exact or same stem, 0 prefix or typo. */
  exact: number;
}

function compareHits(a: RankedHit, b: RankedHit): number {
  return (
    b.requiredMatched - a.requiredMatched ||
    a.typos - b.typos ||
    b.optionalMatched - a.optionalMatched ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    LEVEL_WEIGHT[b.record.type] - LEVEL_WEIGHT[a.record.type] ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    a.record.position - b.record.position ||
    (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0)
  );
}

export class SearchEngine {
  private readonly stems: string[];
  private readonly pageRecords: number[][];
  private readonly recordObjects = new Map<number, SearchRecord>();
  private readonly shards = new Map<number, Promise<ContentShard>>();
  private readonly fragments = new Map<number, Promise<Fragment>>();
  private readonly loadedFragments = new Map<number, Fragment>();

  private constructor(
    private readonly index: MainIndex,
    private readonly source: IndexSource,
  ) {
    this.stems = index.terms.map((t) => stem(t));
    this.pageRecords = index.pages.map(() => []);
    index.records.forEach((r, id) => this.pageRecords[r[0]]!.push(id));
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

  /** Dictionary terms matching one query word, best first, capped. */
  private expand(qw: QueryWord, exactOnly: boolean): TermMatch[] {
    const out: TermMatch[] = [];
    const qStem = stem(qw.term);
    const allowed = exactOnly ? 0 : maxTypos(qw.term);
    const terms = this.index.terms;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      if (t === qw.term || this.stems[i] === qStem) {
        out.push({term: i, typos: 0, exact: 2});
        continue;
      }
      if (exactOnly) continue;
      if (qw.prefix && t.startsWith(qw.term)) {
        out.push({term: i, typos: 0, exact: 0});
        continue;
      }
      if (allowed === 0) continue;
      if (qw.prefix && t.length > qw.term.length) {
        // A prefix with a typo: compare with the same-length head of the term.
        const d = editDistance(t.slice(0, qw.term.length), qw.term, allowed);
        if (d <= allowed) {
          out.push({term: i, typos: d, exact: 0});
          continue;
        }
      }
      if (Math.abs(t.length - qw.term.length) > allowed) continue;
      const d = editDistance(t, qw.term, allowed);
      if (d <= allowed) out.push({term: i, typos: d, exact: 0});
    }
    out.sort(
      (a, b) =>
        a.typos - b.typos ||
        b.exact - a.exact ||
        terms[a.term]!.length - terms[b.term]!.length ||
        a.term - b.term,
    );
    return out.slice(0, MAX_TERMS_PER_WORD);
  }

  /** All hits for `query`, best first. */
  async search(query: string, options: SearchRequestOptions = {}): Promise<RankedHit[]> {
    const qwords = parseQuery(query).slice(0, MAX_QUERY_WORDS);
    const required = qwords.filter((w) => !w.optional);
    if (required.length === 0) return [];

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
    const perWord = expanded.map((matches) => {
      const records = new Map<number, number>();
      const pages = new Map<number, number>();
      const keywordPages = new Map<number, number>();
      const better = (map: Map<number, number>, id: number, m: number) => {
        const old = map.get(id);
        if (old === undefined || m < old) map.set(id, m);
      };
      for (const {term, typos, exact} of matches) {
        const visit = (field: number, id: number) => {
          const part = field >= PART_OFFSET;
          const base = part ? field - PART_OFFSET : field;
          const m = pack(typos, base, part ? Math.min(exact, 1) : exact);
          if (!PAGE_FIELDS.has(base)) better(records, id, m);
          else if (base === 1) better(keywordPages, id, m);
          else better(pages, id, m);
        };
        decodePostings(this.index.postings[term]!, visit);
        const s = this.shardOf(term);
        decodePostings(loaded.get(s)![term - this.index.shardStarts[s]!]!, visit);
      }
      return {records, pages, keywordPages};
    });

    // Candidates: records matching a required word, the ones matching most words first.
    const counts = new Map<number, number>();
    qwords.forEach((qw, w) => {
      if (qw.optional) return;
      const {records, pages, keywordPages} = perWord[w]!;
      const seen = new Set<number>(records.keys());
      for (const p of pages.keys()) for (const id of this.pageRecords[p]!) seen.add(id);
      for (const p of keywordPages.keys()) {
        const first = this.pageRecords[p]!.find((id) => this.index.records[id]![1] === 1);
        if (first !== undefined) seen.add(first);
      }
      for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
    });
    let candidates = [...counts.keys()];
    if (candidates.length > MAX_CANDIDATES) {
      candidates.sort((a, b) => counts.get(b)! - counts.get(a)! || a - b);
      candidates = candidates.slice(0, MAX_CANDIDATES);
    }

    const hits: RankedHit[] = [];
    for (const id of candidates) {
      const entry = this.index.records[id]!;
      const p = entry[0];
      const isTitle = entry[1] === 1;
      const hit: RankedHit = {
        record: this.record(id),
        requiredMatched: 0,
        optionalMatched: 0,
        typos: 0,
        attribute: 0,
        exact: 0,
      };
      if (options.filter && !options.filter(hit.record)) continue;
      qwords.forEach((qw, w) => {
        const {records, pages, keywordPages} = perWord[w]!;
        let best = records.get(id);
        const fromPage = pages.get(p);
        if (fromPage !== undefined && (best === undefined || fromPage < best)) best = fromPage;
        const fromKeywords = isTitle ? keywordPages.get(p) : undefined;
        if (fromKeywords !== undefined && (best === undefined || fromKeywords < best)) {
          best = fromKeywords;
        }
        if (best === undefined) return;
        if (qw.optional) {
          hit.optionalMatched++;
          return;
        }
        const m = unpack(best);
        hit.requiredMatched++;
        hit.typos += m.typos;
        hit.attribute += m.attribute;
        hit.exact += m.exact;
      });
      hits.push(hit);
    }

    const full = hits.filter((h) => h.requiredMatched === required.length);
    const fillTo = options.fillTo ?? 0;
    const kept = full.length >= fillTo || required.length === 1 ? full : hits;
    kept.sort(compareHits);
    if (options.distinct === false) return kept;
    const urls = new Set<string>();
    return kept.filter((h) => {
      if (urls.has(h.record.url)) return false;
      urls.add(h.record.url);
      return true;
    });
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
