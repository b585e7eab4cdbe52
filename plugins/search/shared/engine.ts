/**
 * The embedded search engine. MiniSearch (chosen by measurement, see
 * bench/search/README.md) retrieves candidates from its radix tree with prefix
 * and typo expansion; the ranking below then orders them the way Algolia's
 * tie-breaking does for DocSearch: words matched, typos, attribute (title and
 * headings before body), exactness, then record level and position.
 */
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';

import type {Hierarchy, RecordType, SearchRecord} from './types';
import {
  matchTerm,
  parseQuery,
  singular,
  tokenize,
  words,
  type QueryWord,
  type Word,
  withSynonyms,
} from './tokenizer';

/** Searchable attributes, best first (mirrors algolia-settings.json). */
export const RANKED_ATTRIBUTES = [
  'lvl1',
  'keywords',
  'lvl2',
  'lvl3',
  'lvlx',
  'lvl0',
  'content',
] as const;
type Attribute = (typeof RANKED_ATTRIBUTES)[number];

const FIELD_BOOST: Record<Attribute, number> = {
  lvl1: 6,
  keywords: 4,
  lvl2: 4,
  lvl3: 3,
  lvlx: 2,
  lvl0: 1,
  content: 1,
};

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

function attributeText(r: SearchRecord, a: Attribute): string {
  switch (a) {
    case 'keywords':
      return r.type === 'lvl1' ? r.keywords.join(', ') : '';
    case 'lvlx':
      return [r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].filter(Boolean).join(' ');
    case 'content':
      return r.content ?? '';
    default:
      return r.hierarchy[a] ?? '';
  }
}

/** Compact, serialisable form of the records: page data stored once. */
export interface EnginePayload {
  version: 1;
  pages: Array<{
    u: string; // url_without_anchor
    h: [string, string]; // lvl0, lvl1
    l: string; // language
    t: string; // docusaurus_tag
    k: string[]; // keywords
    d: string | null; // description
  }>;
  records: Array<{
    p: number; // page index
    h: Array<string | null>; // lvl2..lvl6
    t: RecordType;
    c: string | null;
    a: string | null;
    o: string; // objectID
    n: number; // position
  }>;
  index: unknown;
}

function miniSearchOptions(records: SearchRecord[]) {
  return {
    idField: 'id',
    fields: [...RANKED_ATTRIBUTES],
    tokenize: (text: string) => tokenize(text),
    // Plurals fold to their singular at index and query time (`ignorePlurals`).
    processTerm: (term: string) => singular(term),
    extractField: (doc: {id: number}, field: string) =>
      field === 'id' ? String(doc.id) : attributeText(records[doc.id]!, field as Attribute),
    searchOptions: {
      tokenize: (text: string) => [text],
      boost: FIELD_BOOST,
    },
  };
}

export interface WordMatch {
  attribute: number;
  typos: number;
  /** 2: the whole word, 1: a part of an identifier, 0: prefix or typo. */
  exact: number;
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
  /** Keep only records passing this test (facet filters). */
  filter?: (record: SearchRecord) => boolean;
  /** Fill up to this many hits with partial matches when full matches are fewer. */
  fillTo?: number;
  /** Keep one hit per URL (Algolia `distinct` on `url`). */
  distinct?: boolean;
}

/** How many retrieved candidates the exact ranking looks at, per pass. */
export const MAX_RANKED_CANDIDATES = 400;

export class SearchEngine {
  readonly records: SearchRecord[];
  private readonly mini: MiniSearch<{id: number}>;
  private readonly wordCache = new Map<number, Word[][]>();

  private constructor(records: SearchRecord[], mini: MiniSearch<{id: number}>) {
    this.records = records;
    this.mini = mini;
  }

  static build(records: SearchRecord[]): SearchEngine {
    const mini = new MiniSearch<{id: number}>(miniSearchOptions(records));
    mini.addAll(records.map((_, id) => ({id})));
    return new SearchEngine(records, mini);
  }

  static load(payload: EnginePayload): SearchEngine {
    const records = expandRecords(payload);
    const mini = MiniSearch.loadJS<{id: number}>(
      payload.index as Parameters<typeof MiniSearch.loadJS>[0],
      miniSearchOptions(records),
    );
    return new SearchEngine(records, mini);
  }

  toJSON(): EnginePayload {
    return {...compactRecords(this.records), index: this.mini.toJSON()};
  }

  private attributeWords(id: number): Word[][] {
    let cached = this.wordCache.get(id);
    if (!cached) {
      const r = this.records[id]!;
      cached = RANKED_ATTRIBUTES.map((a) => words(attributeText(r, a)));
      this.wordCache.set(id, cached);
    }
    return cached;
  }

  /** All hits for `query`, best first. */
  search(query: string, options: SearchRequestOptions = {}): RankedHit[] {
    const qwords = parseQuery(query);
    const required = qwords.filter((w) => !w.optional);
    if (required.length === 0) return [];
    const fillTo = options.fillTo ?? 0;
    const filter = options.filter;
    const seen = new Set<number>();
    const hits: RankedHit[] = [];
    const collect = (combineWith: 'AND' | 'OR', minRequired: number) => {
      const found = this.mini.search(buildQuery(required, combineWith) as Query, {
        filter: filter ? (r) => filter(this.records[Number(r.id)]!) : undefined,
      });
      // MiniSearch orders candidates by BM25 with field boosts; only the best
      // ones are worth the exact ranking (short prefixes match thousands).
      for (const f of found.slice(0, MAX_RANKED_CANDIDATES)) {
        const id = Number(f.id);
        if (seen.has(id)) continue;
        const hit = this.rank(id, qwords);
        if (hit.requiredMatched >= minRequired) {
          seen.add(id);
          hits.push(hit);
        }
      }
    };
    collect('AND', required.length);
    if (required.length > 1 && hits.length < fillTo) {
      collect('OR', 1);
    }
    hits.sort(compareHits);
    if (options.distinct === false) return hits;
    const urls = new Set<string>();
    return hits.filter((h) => {
      if (urls.has(h.record.url)) return false;
      urls.add(h.record.url);
      return true;
    });
  }

  private rank(id: number, qwords: QueryWord[]): RankedHit {
    const attrs = this.attributeWords(id);
    const hit: RankedHit = {
      record: this.records[id]!,
      requiredMatched: 0,
      optionalMatched: 0,
      typos: 0,
      attribute: 0,
      exact: 0,
    };
    for (const qw of qwords) {
      let best: WordMatch | null = null;
      withSynonyms(qw).forEach((variant, i) => {
        attrs.forEach((attrWords, attribute) => {
          const found = matchWordIn(attrWords, variant);
          // The reader's own word counts as more exact than a synonym of it.
          const m = found && i > 0 ? {...found, exact: Math.max(0, found.exact - 1)} : found;
          if (m && (!best || isBetter({...m, attribute}, best))) best = {...m, attribute};
        });
      });
      if (!best) continue;
      const b = best as WordMatch;
      if (qw.optional) {
        hit.optionalMatched++;
        continue;
      }
      hit.requiredMatched++;
      hit.typos += b.typos;
      hit.attribute += b.attribute;
      hit.exact += b.exact;
    }
    return hit;
  }
}

function isBetter(a: WordMatch, b: WordMatch): boolean {
  if (a.typos !== b.typos) return a.typos < b.typos;
  if (a.attribute !== b.attribute) return a.attribute < b.attribute;
  return a.exact > b.exact;
}

/** Best match of one query word among the words of one attribute. */
export function matchWordIn(
  attrWords: Word[],
  qw: QueryWord,
): {typos: number; exact: number} | null {
  let best: {typos: number; exact: number} | null = null;
  const consider = (typos: number, exact: number) => {
    if (!best || typos < best.typos || (typos === best.typos && exact > best.exact)) {
      best = {typos, exact};
    }
  };
  for (const w of attrWords) {
    const whole = matchTerm(w.term, qw.term, qw.prefix);
    if (whole) consider(whole.typos, whole.kind === 'exact' ? 2 : 0);
    if (w.parts.length > 1) {
      for (const p of w.parts) {
        const m = matchTerm(p.term, qw.term, qw.prefix);
        if (m) consider(m.typos, m.kind === 'exact' ? 1 : 0);
      }
    }
  }
  if (!best && qw.parts.length > 1) {
    // An identifier typed whole ("tables_execution_error") matching its parts.
    let typos = 0;
    let exact = 1;
    for (const [i, part] of qw.parts.entries()) {
      const pq: QueryWord = {
        term: part,
        parts: [],
        prefix: qw.prefix && i === qw.parts.length - 1,
        optional: false,
      };
      const m = matchWordIn(attrWords, pq);
      if (!m) return null;
      typos += m.typos;
      if (m.exact === 0) exact = 0;
    }
    return {typos, exact};
  }
  return best;
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

/**
 * Typo budget of candidate retrieval: Algolia's (1 typo from 4 letters, 2 from
 * 8), plus one for whole words so that a transposition, which edit distance
 * counts twice, is still found; `rank` then judges the typos. The word being
 * typed (a prefix) gets no extra typo: prefix and typo expansion multiply.
 */
function leaf(term: string, prefix: boolean): Query {
  const budget = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  const typos = budget > 0 && !prefix ? budget + 1 : budget;
  return {queries: [term], combineWith: 'OR', prefix, fuzzy: typos} as Query;
}

function buildQuery(required: QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: required.map((w) => {
      const whole =
        w.alternatives && w.alternatives.length > 0
          ? ({
              combineWith: 'OR',
              queries: withSynonyms(w).map((variant) => leaf(variant.term, variant.prefix)),
            } as Query)
          : leaf(w.term, w.prefix);
      if (w.parts.length < 2) return whole;
      return {
        combineWith: 'OR',
        queries: [
          whole,
          {
            combineWith: 'AND',
            queries: w.parts.map((p, i) => leaf(p, w.prefix && i === w.parts.length - 1)),
          },
        ],
      } as Query;
    }),
  } as Query;
}

function compactRecords(records: SearchRecord[]): Omit<EnginePayload, 'index'> {
  const pageIndex = new Map<string, number>();
  const pages: EnginePayload['pages'] = [];
  const out: EnginePayload['records'] = [];
  for (const r of records) {
    let p = pageIndex.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(r.url_without_anchor, p);
      pages.push({
        u: r.url_without_anchor,
        h: [r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? ''],
        l: r.language,
        t: r.docusaurus_tag,
        k: r.keywords,
        d: r.description,
      });
    }
    out.push({
      p,
      h: [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6],
      t: r.type,
      c: r.content,
      a: r.anchor,
      o: r.objectID,
      n: r.position,
    });
  }
  return {version: 1, pages, records: out};
}

function expandRecords(payload: EnginePayload): SearchRecord[] {
  return payload.records.map((r) => {
    const page = payload.pages[r.p]!;
    const hierarchy: Hierarchy = {
      lvl0: page.h[0],
      lvl1: page.h[1],
      lvl2: r.h[0] ?? null,
      lvl3: r.h[1] ?? null,
      lvl4: r.h[2] ?? null,
      lvl5: r.h[3] ?? null,
      lvl6: r.h[4] ?? null,
    };
    return {
      objectID: r.o,
      hierarchy,
      content: r.c,
      type: r.t,
      url: r.a ? `${page.u}#${r.a}` : page.u,
      url_without_anchor: page.u,
      anchor: r.a,
      language: page.l,
      docusaurus_tag: page.t,
      keywords: page.k,
      description: page.d,
      position: r.n,
      weight: {level: LEVEL_WEIGHT[r.t], position: r.n, pageRank: 0},
    };
  });
}
