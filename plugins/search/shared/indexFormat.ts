/**
 * The embedded index as written at build time, split so that a first search
 * downloads only what ranking needs (Pagefind's approach):
 *
 * - the **main** file: pages, records without their text content, the term
 *   dictionary and the postings of titles, keywords and headings;
 * - **shards**: postings of body text, by ranges of the sorted dictionary,
 *   fetched for the terms a query touches;
 * - **fragments**: the body text of one page's records, fetched for the hits
 *   on screen (highlighting and snippets).
 *
 * Why not MiniSearch's own serialisation (used until the full site was
 * measured): for 9,482 records it is 518 KB gzip, plus 422 KB of records, all
 * needed before the first hit (issue 11: ≤ 250 KB). This format keeps the
 * same retrieval (exact, prefix and typo matches on a term dictionary) and
 * ranking, with a main file of about 120 KB gzip on the same build.
 */
import type {RecordType} from './types';

export const INDEX_VERSION = 3;

/**
 * Searchable attributes, best first (mirrors `searchableAttributes` in
 * algolia-settings.json). The position is the attribute's field id in the
 * postings; `lvlx` stands for lvl4 to lvl6.
 */
export const RANKED_ATTRIBUTES = [
  'lvl1',
  'keywords',
  'lvl2',
  'lvl3',
  'lvlx',
  'lvl0',
  'content',
] as const;
export type Attribute = (typeof RANKED_ATTRIBUTES)[number];

/** Field id of each attribute: its position in RANKED_ATTRIBUTES (the one place it is set). */
export const FIELD = Object.fromEntries(RANKED_ATTRIBUTES.map((name, id) => [name, id])) as {
  readonly [name in Attribute]: number;
};

/** Field ids whose postings list pages (the attribute is the same for every record of a page). */
export const PAGE_FIELDS: ReadonlySet<number> = new Set([FIELD.lvl1, FIELD.keywords, FIELD.lvl0]);
/** Field id of the body text, whose postings live in the shards. */
export const CONTENT_FIELD = FIELD.content;
/** Postings of a term found only as a part of an identifier use `field + PART_OFFSET`. */
export const PART_OFFSET = RANKED_ATTRIBUTES.length;

export const RECORD_TYPES: readonly RecordType[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];

export interface PageEntry {
  /** url_without_anchor */
  u: string;
  /** lvl0, lvl1 */
  h: [string, string];
  /** language */
  l: string;
  /** docusaurus_tag */
  t: string;
  /** keywords */
  k: string[];
  /** description */
  d: string | null;
  /** Fragment file with the body text of this page's records, in record order. */
  f: string;
}

/** `[page, type index, anchor, position, lvl2, …, lvl6]` (trailing nulls dropped). */
export type RecordEntry = [number, number, string | null, number, ...Array<string | null>];

export interface MainIndex {
  version: typeof INDEX_VERSION;
  pages: PageEntry[];
  records: RecordEntry[];
  /** Sorted, distinct terms (lower case, no diacritics). */
  terms: string[];
  /** Postings of titles, keywords and headings, one encoded string per term. */
  postings: string[];
  /** Shard files; shard `i` holds the body-text postings of terms `[starts[i], starts[i+1])`. */
  shards: string[];
  shardStarts: number[];
  /** Readers' words file (readerWords.ts), when the build learned them. */
  readers?: string;
}

/** Body-text postings of a range of terms. */
export type ContentShard = string[];
/** Body text of one page's records, in record order (null: no text). */
export type Fragment = Array<string | null>;

/**
 * A run of records in the main file: a number is a record of that type index
 * with the anchor and headings of the record before it in the same page (a
 * page's first record starts with no anchor and no headings); an array
 * `[type index, anchor, lvl2, …, lvl6]` starts a new section.
 */
export type RecordItem = number | [number, string | null, ...Array<string | null>];

/**
 * The main file as written (version 3), a compact form of {@link MainIndex}
 * that the worker and Node expand with {@link decodeMainIndex}:
 *
 * - records are listed per page, and a body-text record repeats nothing of
 *   its section (the previous record's anchor and headings);
 * - positions are implicit (the record's index in its page) unless some
 *   record's is not;
 * - pages carry no description (`d`): no attribute ranks or shows it (the
 *   modal and the search page name the attributes they retrieve), and
 *   `records.json`, which Algolia gets, keeps it; that saves 9 KB gzip;
 * - terms are front-coded (one base-36 digit, the length of the prefix shared
 *   with the previous term, then the rest) and, like postings, joined by "\n".
 *
 * On the 213-page build (10,651 records, 8,145 terms) version 2 was 129.2 KB
 * gzip, of which records 55.8 KB, terms 29.5 KB and descriptions 9 KB; this
 * form brings records to 17.6 KB and terms to 22.8 KB, 75 KB in all.
 */
export interface MainIndexFile {
  version: typeof INDEX_VERSION;
  pages: Array<Omit<PageEntry, 'd'>>;
  /** `records[p]`: the records of page `p`, in order (record ids follow page order). */
  records: RecordItem[][];
  /** Every record's position, only when some position is not the record's index in its page. */
  positions?: number[];
  terms: string;
  postings: string;
  shards: string[];
  shardStarts: number[];
  /** Readers' words file (readerWords.ts), when the build learned them. */
  readers?: string;
}

const MAX_SHARED = 35;

/**
 * {@link MainIndex} → main file. Records must be grouped by page, pages in
 * order (as `buildIndex` writes them); terms and postings must hold no "\n".
 */
export function encodeMainIndex(index: MainIndex): MainIndexFile {
  const records: RecordItem[][] = index.pages.map(() => []);
  const positions: number[] = [];
  let implicit = true;
  let page = -1;
  let inPage = 0;
  let section: Array<string | null> = [];
  for (const [p, type, anchor, position, ...headings] of index.records) {
    if (p !== page) {
      if (p < page || p >= index.pages.length) {
        throw new Error(`search index: records of page ${p} are not grouped in page order`);
      }
      page = p;
      inPage = 0;
      section = [null];
    }
    const next = [anchor, ...headings];
    const same = next.length === section.length && next.every((v, i) => v === section[i]);
    records[p]!.push(same ? type : [type, ...(next as [string | null, ...Array<string | null>])]);
    section = next;
    positions.push(position);
    if (position !== inPage++) implicit = false;
  }
  let previous = '';
  const terms = index.terms.map((term) => {
    if (term.includes('\n')) throw new Error(`search index: term with a line break: ${term}`);
    let shared = 0;
    const max = Math.min(MAX_SHARED, term.length, previous.length);
    while (shared < max && term[shared] === previous[shared]) shared++;
    previous = term;
    return shared.toString(36) + term.slice(shared);
  });
  if (index.postings.some((p) => p.includes('\n'))) {
    throw new Error('search index: postings with a line break');
  }
  return {
    version: INDEX_VERSION,
    pages: index.pages.map(({d: _description, ...page}) => page),
    records,
    ...(implicit ? {} : {positions}),
    terms: terms.join('\n'),
    postings: index.postings.join('\n'),
    shards: index.shards,
    shardStarts: index.shardStarts,
    ...(index.readers ? {readers: index.readers} : {}),
  };
}

/** Main file → {@link MainIndex} (in the worker, in Node). */
export function decodeMainIndex(file: MainIndexFile): MainIndex {
  if (file.version !== INDEX_VERSION) {
    throw new Error(`search index version ${String(file.version)}, expected ${INDEX_VERSION}`);
  }
  const records: RecordEntry[] = [];
  file.records.forEach((items, p) => {
    let anchor: string | null = null;
    let headings: Array<string | null> = [];
    items.forEach((item, i) => {
      let type: number;
      if (typeof item === 'number') type = item;
      else [type, anchor, ...headings] = item;
      const position = file.positions ? file.positions[records.length]! : i;
      records.push([p, type, anchor, position, ...headings]);
    });
  });
  let previous = '';
  const terms =
    file.terms === ''
      ? []
      : file.terms.split('\n').map((coded) => {
          previous = previous.slice(0, parseInt(coded[0]!, 36)) + coded.slice(1);
          return previous;
        });
  return {
    version: INDEX_VERSION,
    pages: file.pages.map((page) => ({...page, d: null})),
    records,
    terms,
    postings: terms.length === 0 ? [] : file.postings.split('\n'),
    shards: file.shards,
    shardStarts: file.shardStarts,
    ...(file.readers ? {readers: file.readers} : {}),
  };
}

/** Written once per build; the client fetches it first to learn the hashed file names. */
export interface SearchManifest {
  version: typeof INDEX_VERSION;
  /** Main file, relative to the manifest, content-hashed, gzip. */
  index: string;
  records: number;
  pages: number;
}

/**
 * Postings of one term: `field:id,gap,gap;field:…`, ids and gaps in base 36,
 * ids ascending. Page fields list page ids, the others record ids.
 */
export function encodePostings(byField: Map<number, number[]>): string {
  const parts: string[] = [];
  for (const field of [...byField.keys()].sort((a, b) => a - b)) {
    const ids = [...new Set(byField.get(field)!)].sort((a, b) => a - b);
    let prev = 0;
    const gaps = ids.map((id, i) => {
      const gap = i === 0 ? id : id - prev;
      prev = id;
      return gap.toString(36);
    });
    parts.push(`${field.toString(36)}:${gaps.join(',')}`);
  }
  return parts.join(';');
}

export function decodePostings(encoded: string, visit: (field: number, id: number) => void): void {
  if (!encoded) return;
  for (const part of encoded.split(';')) {
    const colon = part.indexOf(':');
    const field = parseInt(part.slice(0, colon), 36);
    let id = 0;
    let first = true;
    for (const gap of part.slice(colon + 1).split(',')) {
      id = first ? parseInt(gap, 36) : id + parseInt(gap, 36);
      first = false;
      visit(field, id);
    }
  }
}
