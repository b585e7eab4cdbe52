import {describe, expect, it} from 'vitest';

import {FIELD, RANKED_ATTRIBUTES} from '../../../plugins/search/shared/indexFormat';
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
} from '../../../plugins/search/shared/wordMatch';

const exactnesses = Object.values(Exactness);

describe('a word match', () => {
  it('reads back the typos, attribute and exactness it was made of', () => {
    for (let typos = 0; typos <= 2; typos++) {
      for (let attribute = 0; attribute < RANKED_ATTRIBUTES.length; attribute++) {
        for (const exactness of exactnesses) {
          const match = packMatch(typos, attribute, exactness);
          expect([typosOf(match), attributeOf(match), exactnessOf(match)]).toEqual([
            typos,
            attribute,
            exactness,
          ]);
          expect(match).toBeLessThan(MATCH_TABLE_SIZE);
        }
      }
    }
  });

  it('orders matches by typos, then attribute, then exactness (smaller is better)', () => {
    const title = FIELD.lvl1;
    const body = FIELD.content;
    expect(packMatch(0, body, Exactness.completion)).toBeLessThan(
      packMatch(1, title, Exactness.whole),
    );
    expect(packMatch(0, title, Exactness.completion)).toBeLessThan(
      packMatch(0, body, Exactness.whole),
    );
    expect(packMatch(0, title, Exactness.whole)).toBeLessThan(packMatch(0, title, Exactness.part));
    expect(packMatch(2, body, Exactness.completion)).toBeLessThan(NO_MATCH);
  });

  it('tells a match from none, and a typo-free one', () => {
    expect(isMatch(NO_MATCH)).toBe(false);
    expect(isTypoFree(NO_MATCH)).toBe(false);
    expect(isTypoFree(packMatch(0, FIELD.content, Exactness.prefixOrTypo))).toBe(true);
    expect(isTypoFree(packMatch(1, FIELD.lvl1, Exactness.prefixOrTypo))).toBe(false);
  });

  it('names the fields in the ranked order, once', () => {
    expect(RANKED_ATTRIBUTES.map((name) => FIELD[name])).toEqual(
      RANKED_ATTRIBUTES.map((_, id) => id),
    );
  });
});
