/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. Text is always
 * HTML-escaped; only the requested pre/post tags are inserted, because both
 * DocSearch and the search page render these values as HTML.
 */
import {matchTerm, withSynonyms, words, type QueryWord} from './tokenizer';

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Range = [number, number];

/** Character ranges of `text` matching the query, and which query words matched. */
export function matchRanges(
  text: string,
  qwords: QueryWord[],
): {ranges: Range[]; matched: Set<string>} {
  const ranges: Range[] = [];
  const matched = new Set<string>();
  const ws = words(text);
  for (const qw of qwords.flatMap((word) => withSynonyms(word))) {
    // A prefix match highlights the typed part only, as Algolia does.
    const span = (start: number, end: number, kind: string): Range =>
      kind === 'prefix' ? [start, Math.min(end, start + qw.term.length)] : [start, end];
    for (const w of ws) {
      const whole = matchTerm(w.term, qw.term, qw.prefix);
      if (whole) {
        ranges.push(span(w.start, w.end, whole.kind));
        matched.add(qw.term);
        continue;
      }
      if (w.parts.length > 1) {
        for (const p of w.parts) {
          const m = matchTerm(p.term, qw.term, qw.prefix);
          if (m) {
            ranges.push(span(p.start, p.end, m.kind));
            matched.add(qw.term);
          }
        }
      }
    }
    if (!matched.has(qw.term) && qw.parts.length > 1) {
      // Identifier query matched by its parts.
      const partRanges: Range[] = [];
      const ok = qw.parts.every((part, i) => {
        const prefix = qw.prefix && i === qw.parts.length - 1;
        let found = false;
        for (const w of ws) {
          for (const p of w.parts) {
            if (matchTerm(p.term, part, prefix)) {
              partRanges.push([p.start, p.end]);
              found = true;
            }
          }
        }
        return found;
      });
      if (ok) {
        ranges.push(...partRanges);
        matched.add(qw.term);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return {ranges: merged, matched};
}

function render(
  text: string,
  ranges: Range[],
  from: number,
  to: number,
  tags: HighlightTags,
): string {
  let out = '';
  let pos = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    out += escapeHtml(text.slice(pos, start));
    out += tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos, to));
}

function level(matched: Set<string>, qwords: QueryWord[]): HighlightValue['matchLevel'] {
  const required = qwords.filter((w) => !w.optional);
  if (matched.size === 0) return 'none';
  return required.every((w) => matched.has(w.term)) ? 'full' : 'partial';
}

export function highlight(text: string, qwords: QueryWord[], tags: HighlightTags): HighlightValue {
  const {ranges, matched} = matchRanges(text, qwords);
  const value = render(text, ranges, 0, text.length, tags);
  const fully =
    ranges.length > 0 &&
    text.replace(/\s+/g, '').length ===
      ranges.reduce((n, [s, e]) => n + text.slice(s, e).replace(/\s+/g, '').length, 0);
  return {
    value,
    matchLevel: level(matched, qwords),
    matchedWords: [...matched],
    fullyHighlighted: fully,
  };
}

/** A window of `size` words around the first match, with `ellipsis` where cut. */
export function snippet(
  text: string,
  qwords: QueryWord[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): HighlightValue {
  const {ranges, matched} = matchRanges(text, qwords);
  const spans = [...text.matchAll(/\S+/g)].map((m) => [m.index!, m.index! + m[0].length] as Range);
  let value: string;
  if (spans.length <= size) {
    value = render(text, ranges, 0, text.length, tags);
  } else {
    const firstMatch = ranges[0];
    let first = 0;
    if (firstMatch) {
      const idx = spans.findIndex(([, e]) => e > firstMatch[0]);
      first = Math.max(0, Math.min(idx - Math.floor(size / 3), spans.length - size));
    }
    const last = Math.min(spans.length, first + size) - 1;
    const from = spans[first]![0];
    const to = spans[last]![1];
    value =
      (first > 0 ? escapeHtml(ellipsis) : '') +
      render(text, ranges, from, to, tags) +
      (last < spans.length - 1 ? escapeHtml(ellipsis) : '');
  }
  return {value, matchLevel: level(matched, qwords), matchedWords: [...matched]};
}
