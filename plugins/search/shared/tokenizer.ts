/**
 * Identifier-aware tokenizer shared by the indexer (server) and the engine
 * (browser). A "word" is a run of letters, digits and underscores, joined by
 * inner dots or hyphens: `abstra.tables`, `select_by_id`, `use-legacy-threads`,
 * `TablesExecutionError`. Each word is indexed whole and by its parts
 * (split on `_ . - '` and camelCase), so readers find it by either. A possessive
 * `'s` (or `’s`) is dropped: "user's" is indexed and searched as "user".
 */

import {stemmer} from '@orama/stemmers/english';

import {SYNONYM_GROUPS} from './synonyms';

export interface Span {
  start: number;
  end: number;
  /** Normalised term: lower case, no diacritics. */
  term: string;
}

export interface Word extends Span {
  /** The word's parts; a single-part word has one part equal to itself. */
  parts: Span[];
}

const WORD_RE = /[\p{L}\p{N}_]+(?:['’.\-][\p{L}\p{N}_]+)*/gu;
const POSSESSIVE_RE = /(?<=\p{L})['’]s$/iu;
// Separators inside a word, and camelCase / letter-digit boundaries.
const PART_RE = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[\p{L}\p{M}]+/gu;

export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function splitParts(raw: string, offset: number): Span[] {
  const parts: Span[] = [];
  for (const chunk of raw.matchAll(/[^_.\-'’]+/g)) {
    const chunkStart = offset + chunk.index!;
    for (const m of chunk[0].matchAll(PART_RE)) {
      parts.push({
        start: chunkStart + m.index!,
        end: chunkStart + m.index! + m[0].length,
        term: normalize(m[0]),
      });
    }
  }
  return parts;
}

/** Words of `text` with their character spans (for highlighting). */
export function words(text: string): Word[] {
  const out: Word[] = [];
  if (!text) return out;
  for (const m of text.matchAll(WORD_RE)) {
    // An English possessive is its noun: "user's" is the word "user", in the docs and in queries.
    const raw = m[0].replace(POSSESSIVE_RE, '');
    const start = m.index!;
    const term = normalize(raw);
    const parts = splitParts(raw, start);
    out.push({
      start,
      end: start + raw.length,
      term,
      parts: parts.length > 0 ? parts : [{start, end: start + raw.length, term}],
    });
  }
  return out;
}

/** Index-time terms: every word whole, plus its parts when it has several. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const w of words(text)) {
    terms.push(w.term);
    if (w.parts.length > 1) {
      for (const p of w.parts) terms.push(p.term);
    }
  }
  return terms;
}

const STOP_WORDS = new Set(
  // English function words: optional, never required. (Adding the pronouns
  // and auxiliaries of how-to questions, "you your we should would could will
  // this that …", cost 0.3 points of top-1 on the bench set, 2026-11-23. On the
  // 485-query reader set of 2026-11-26, "into" and the determiners "its that
  // this your whose" gained 2 first hits and 1 top-3 hit, each neutral or better.)
  [
    ...'a an and are as at be by for from how i in into is it its that this your whose of on or the to what when where which with do does can my'.split(
      ' ',
    ),
    // Portuguese function words: readers of the Brazilian pages (NF-e, boleto, CPF) mix them
    // into English queries, and they matched the Portuguese text of those pages, so that
    // "agendar job às 9h horário de Brasília" put the CpfInput page above jobs. On 2026-11-27,
    // with a wave of such queries in the reader set (1,567 queries): 3 more first hits, none
    // lost, one query out of the first three; unseen set the same. "no" and "se" are left out:
    // they are English words too.
    ...'de da do das dos com para pra pro que em na nas nos um uma por ao aos pelo pela sem como onde qual o e os'.split(
      ' ',
    ),
  ],
);

/** An English or Portuguese function word (optional in queries). */
export const isStopWord = (term: string): boolean => STOP_WORDS.has(term);

/**
 * Words that are names, not English words to stem: every word of the synonym
 * groups ("postgres" stays "postgres", where a stemmer would cut it to
 * "postgr" and fold it with unrelated words).
 */
const UNSTEMMED = new Set(SYNONYM_GROUPS.flat().map((w) => normalize(w)));

/**
 * The stem of an English word (Porter, from `@orama/stemmers`), so that
 * "uploading", "uploads" and "upload" are one word, as Algolia's
 * `ignorePlurals` and its morphology do. Identifiers (with digits or
 * underscores), short words and names are kept as they are.
 */
const stemCache = new Map<string, string>();

export function stem(term: string): string {
  let cached = stemCache.get(term);
  if (cached === undefined) {
    cached =
      term.length < 4 || !/^[a-z]+$/.test(term) || UNSTEMMED.has(term) ? term : stemmer(term);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(term, cached);
  }
  return cached;
}

/**
 * How many of a stem's last letters may differ from its word's: Porter only ever rewrites the end
 * of a word ("happy" → "happi"). So every word with stem `s` starts with `stemRunPrefix(s)`, and
 * the engine finds them in one run of its sorted dictionary, stemming only that run, where it
 * stemmed all 8,267 terms when it opened (46 ms in Node; about 300 ms in all for the worker to
 * open the index, traced with Save-Data, 2026-11-29). `buildIndex` checks every term of a build.
 */
export const STEM_TAIL = 1;

/** The start shared by every word whose stem is `s`. */
export const stemRunPrefix = (s: string): string => s.slice(0, Math.max(1, s.length - STEM_TAIL));

const synonymIndex = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const terms = group.map((word) => normalize(word));
  for (const term of terms) {
    const key = stem(term);
    synonymIndex.set(key, [...new Set([...(synonymIndex.get(key) ?? []), ...terms])]);
  }
}

/** Other words searched together with `term` (see `synonyms.ts`). */
export function synonymsOf(term: string): string[] {
  const own = stem(term);
  return (synonymIndex.get(own) ?? []).filter((other) => other !== term && stem(other) !== own);
}

export interface QueryWord {
  term: string;
  /** Synonyms of `term`, matched as if the reader had typed them. */
  alternatives?: string[];
  parts: string[];
  /** The reader is still typing this word: match it as a prefix. */
  prefix: boolean;
  /** A stop word: it may match but is not required. */
  optional: boolean;
}

/**
 * Query words. The last word is a prefix unless the query ends with a space.
 * Stop words are optional when the query has other words; so are exact
 * duplicates.
 */
export function parseQuery(query: string): QueryWord[] {
  const ws = words(query);
  const endsWithSpace = /\s$/.test(query);
  const seen = new Set<string>();
  const out: QueryWord[] = [];
  ws.forEach((w, i) => {
    if (seen.has(w.term)) return;
    seen.add(w.term);
    // "pre-fill" is also "prefill", "e-mail" also "email": hyphenated words
    // of letters are written both ways.
    const joined = /^[a-z]+(?:-[a-z]+)+$/.test(w.term) ? w.term.replace(/-/g, '') : null;
    const alternatives = [...new Set([...synonymsOf(w.term), ...(joined ? [joined] : [])])];
    out.push({
      term: w.term,
      ...(alternatives.length > 0 ? {alternatives} : {}),
      parts: w.parts.length > 1 ? w.parts.map((p) => p.term) : [],
      prefix: i === ws.length - 1 && !endsWithSpace,
      optional: false,
    });
  });
  // A synonym the reader also typed is that word's match, not this one's: in "pandas dataframe",
  // a page naming only pandas matches one word, not two.
  const typed = new Set(out.map((w) => stem(w.term)));
  for (const w of out) {
    if (!w.alternatives) continue;
    const own = w.alternatives.filter((term) => !typed.has(stem(term)));
    if (own.length > 0) w.alternatives = own;
    else delete w.alternatives;
  }
  const content = out.filter((w) => !STOP_WORDS.has(w.term));
  if (content.length > 0) {
    for (const w of out) {
      // The word being typed stays required: "is" may become "is_null".
      if (STOP_WORDS.has(w.term) && !w.prefix) w.optional = true;
    }
  }
  return out;
}

/** The query word, then one word per synonym (matched whole, not by parts). */
export function withSynonyms(qw: QueryWord): QueryWord[] {
  return [
    qw,
    ...(qw.alternatives ?? []).map((term) => ({...qw, term, parts: [], alternatives: []})),
  ];
}

/** Typos allowed for a query term (Algolia's defaults: 1 from 4 letters, 2 from 8). */
export function maxTypos(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The three rows `editDistance` works in (rows i-2, i-1 and i), reused across calls. */
let rows = new Int32Array(3 * 72);

/**
 * Edit distance counting a swap of two neighbours as one typo (as Algolia
 * does), stopping early once every path is above `max`. It runs for every
 * dictionary term that could be a typo of a word the reader types, so it keeps
 * its rows in one reused typed array and compares character codes. Measured
 * on 2026-11-28 against the version with a new array per row: 5.0 times
 * faster on the docs' words against the reader queries' words; the engine's
 * median per typed prefix went from 1.57 to 1.34 ms (p95 3.90 to 3.37 ms)
 * over all 146,687 prefixes of the reader set, and ranking both relevance
 * sets in Node from 68 to 43 s. tests/unit/search/tokenizer.test.ts checks it
 * against the textbook algorithm.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length + 1;
  if (rows.length < 3 * n) rows = new Int32Array(6 * n);
  let before = 0;
  let prev = n;
  let cur = 2 * n;
  for (let j = 0; j < n; j++) rows[prev + j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    rows[cur] = i;
    let rowMin = i;
    for (let j = 1; j < n; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = rows[prev + j]! + 1;
      const insert = rows[cur + j - 1]! + 1;
      if (insert < v) v = insert;
      const change = rows[prev + j - 1]! + (ai === bj ? 0 : 1);
      if (change < v) v = change;
      if (j > 1 && aBefore === bj && ai === b.charCodeAt(j - 2)) {
        const swap = rows[before + j - 2]! + 1;
        if (swap < v) v = swap;
      }
      rows[cur + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const oldest = before;
    before = prev;
    prev = cur;
    cur = oldest;
  }
  return rows[prev + b.length]!;
}

export type TermMatch = {kind: 'exact' | 'prefix' | 'typo'; typos: number} | null;

/** How a document term matches a query term, if it does. */
export function matchTerm(docTerm: string, queryTerm: string, prefix: boolean): TermMatch {
  if (docTerm === queryTerm || stem(docTerm) === stem(queryTerm)) {
    return {kind: 'exact', typos: 0};
  }
  if (prefix && docTerm.startsWith(queryTerm)) return {kind: 'prefix', typos: 0};
  const allowed = maxTypos(queryTerm);
  if (allowed === 0) return null;
  if (prefix && docTerm.length > queryTerm.length) {
    // A prefix with a typo: compare against the same-length head of the term.
    const head = docTerm.slice(0, queryTerm.length);
    const d = editDistance(head, queryTerm, allowed);
    if (d <= allowed) return {kind: 'typo', typos: d};
  }
  const d = editDistance(docTerm, queryTerm, allowed);
  return d <= allowed ? {kind: 'typo', typos: d} : null;
}
