/**
 * How well one query word matches one record (or page): its typos, the attribute it was found in
 * (a field id, see indexFormat.ts's FIELD) and its exactness. The engine keeps one per record and
 * word in typed arrays (Int32Array), so a match is one integer; these functions are the only
 * place that knows its layout. Smaller is better, compared as a whole: fewer typos first, then
 * the better attribute, then the more exact.
 */

/**
 * Exactness of a match, best last: a longer word starting with a finished query word
 * ("configuration" for "config"), a prefix or typo, a part of an identifier or a synonym, the
 * whole word or its stem.
 */
export const Exactness = {completion: -1, prefixOrTypo: 0, part: 1, whole: 2} as const;

/** No match: larger than any match. */
export const NO_MATCH = 0x7fffffff;

export function packMatch(typos: number, attribute: number, exactness: number): number {
  return typos * 100 + attribute * 10 + (Exactness.whole - exactness);
}

export const isMatch = (match: number): boolean => match !== NO_MATCH;
export const typosOf = (match: number): number => Math.floor(match / 100);
export const attributeOf = (match: number): number => Math.floor(match / 10) % 10;
export const exactnessOf = (match: number): number => Exactness.whole - (match % 10);

/** A match with no typo: the word itself (or its stem, a part, a prefix, a synonym). */
export const isTypoFree = (match: number): boolean => isMatch(match) && typosOf(match) === 0;

/** Largest packed match + 1, for tables indexed by match (two typos, any attribute, completion). */
export const MATCH_TABLE_SIZE = packMatch(2, 9, Exactness.completion) + 1;
