/**
 * Records → split index (see indexFormat.ts). Pure: the build writes the
 * result to files (server/writeSearchFiles.ts); tests and the engine's
 * `SearchEngine.build` keep it in memory.
 */
import {
  CONTENT_FIELD,
  INDEX_VERSION,
  PAGE_FIELDS,
  PART_OFFSET,
  RANKED_ATTRIBUTES,
  RECORD_TYPES,
  encodePostings,
  type ContentShard,
  type Fragment,
  type MainIndex,
  type PageEntry,
  type RecordEntry,
} from './indexFormat';
import {STEM_TAIL, stem, stemRunPrefix, words} from './tokenizer';
import type {SearchRecord} from './types';

export interface BuiltIndex {
  /** Shard and fragment names are placeholders (`shard-0`, `fragment-0`) until the writer names them. */
  main: MainIndex;
  shards: ContentShard[];
  fragments: Fragment[];
}

/**
 * Body-text postings per shard, in characters of encoded postings (about
 * 3.6 KB gzip). A query touches about three shards whatever their size, so
 * smaller shards mean fewer bytes: on the 213-page build, over seven first
 * words ("ensurepath", "tables", "send email", …), the shards a final query
 * loads weigh 30.7 KB at 24,000 characters (16 shards), 17.0 KB at 12,000,
 * 11.9 KB at 8,000 (45 shards) and 9.2 KB at 6,000 (56 shards).
 */
export const SHARD_CHARS = 8_000;

function fieldText(r: SearchRecord, field: number): string {
  switch (RANKED_ATTRIBUTES[field]) {
    case 'lvl1':
      return r.hierarchy.lvl1 ?? '';
    case 'keywords':
      return r.keywords.join(', ');
    case 'lvl2':
      return r.hierarchy.lvl2 ?? '';
    case 'lvl3':
      return r.hierarchy.lvl3 ?? '';
    case 'lvlx':
      return [r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].filter(Boolean).join(' ');
    case 'lvl0':
      return r.hierarchy.lvl0 ?? '';
    default:
      return r.content ?? '';
  }
}

/**
 * Records grouped by page, pages in order of first appearance, each page's
 * records in their given order (the main file lists records per page). The
 * extractor already writes them so; this only reorders interleaved input.
 */
function groupByPage(records: SearchRecord[]): SearchRecord[] {
  const byPage = new Map<string, SearchRecord[]>();
  for (const r of records) {
    const list = byPage.get(r.url_without_anchor);
    if (list) list.push(r);
    else byPage.set(r.url_without_anchor, [r]);
  }
  return [...byPage.values()].flat();
}

export function buildIndex(input: SearchRecord[], shardChars = SHARD_CHARS): BuiltIndex {
  const records = groupByPage(input);
  const pageOf = new Map<string, number>();
  const pages: PageEntry[] = [];
  const fragments: Fragment[] = [];
  const entries: RecordEntry[] = [];
  // term → field → ids
  const postings = new Map<string, Map<number, number[]>>();
  const add = (term: string, field: number, id: number) => {
    let byField = postings.get(term);
    if (!byField) postings.set(term, (byField = new Map()));
    let ids = byField.get(field);
    if (!ids) byField.set(field, (ids = []));
    if (ids[ids.length - 1] !== id) ids.push(id);
  };
  const indexText = (text: string, field: number, id: number) => {
    for (const w of words(text)) {
      add(w.term, field, id);
      if (w.parts.length > 1) {
        for (const p of w.parts) if (p.term !== w.term) add(p.term, field + PART_OFFSET, id);
      }
    }
  };

  records.forEach((r, id) => {
    let p = pageOf.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.length;
      pageOf.set(r.url_without_anchor, p);
      pages.push({
        u: r.url_without_anchor,
        h: [r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? ''],
        l: r.language,
        t: r.docusaurus_tag,
        k: r.keywords,
        d: r.description,
        f: `fragment-${p}`,
      });
      fragments.push([]);
      for (const field of PAGE_FIELDS) indexText(fieldText(r, field), field, p);
    }
    fragments[p]!.push(r.content);
    const headings = [
      r.hierarchy.lvl2,
      r.hierarchy.lvl3,
      r.hierarchy.lvl4,
      r.hierarchy.lvl5,
      r.hierarchy.lvl6,
    ];
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    entries.push([p, RECORD_TYPES.indexOf(r.type), r.anchor, r.position, ...headings]);
    for (let field = 0; field < RANKED_ATTRIBUTES.length; field++) {
      if (!PAGE_FIELDS.has(field)) indexText(fieldText(r, field), field, id);
    }
  });

  const terms = [...postings.keys()].sort();
  // The engine finds the terms of a stem in one run of the sorted dictionary (stemRunPrefix).
  for (const term of terms) {
    // The typo pass also skips, unstemmed, a term shorter than a stem: a stem is never longer.
    if (!term.startsWith(stemRunPrefix(stem(term))) || stem(term).length > term.length) {
      throw new Error(
        `search index: the stem of "${term}" ("${stem(term)}") is longer than it or rewrites more than its last ${STEM_TAIL} letter(s); see STEM_TAIL in tokenizer.ts`,
      );
    }
  }
  const mainPostings: string[] = [];
  const shards: ContentShard[] = [];
  const shardStarts: number[] = [];
  let current: ContentShard | null = null;
  let currentChars = 0;
  terms.forEach((term, i) => {
    const byField = postings.get(term)!;
    const head = new Map<number, number[]>();
    const body = new Map<number, number[]>();
    for (const [field, ids] of byField) {
      const base = field % PART_OFFSET;
      (base === CONTENT_FIELD ? body : head).set(field, ids);
    }
    mainPostings.push(encodePostings(head));
    const encoded = encodePostings(body);
    if (!current || currentChars >= shardChars) {
      current = [];
      currentChars = 0;
      shards.push(current);
      shardStarts.push(i);
    }
    current.push(encoded);
    currentChars += encoded.length + 3;
  });

  return {
    main: {
      version: INDEX_VERSION,
      pages,
      records: entries,
      terms,
      postings: mainPostings,
      shards: shards.map((_, i) => `shard-${i}`),
      shardStarts,
    },
    shards,
    fragments,
  };
}
