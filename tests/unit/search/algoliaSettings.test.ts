import {describe, expect, it} from 'vitest';

import settings from '../../../plugins/search/algolia-settings.json';
import {RANKED_ATTRIBUTES, SearchEngine} from '../../../plugins/search/shared/engine';
import {SEARCH_LIMITS} from '../../../plugins/search/shared/constants';
import {maxTypos} from '../../../plugins/search/shared/tokenizer';
import {rec} from './helpers';

/** The embedded engine and a hosted Algolia index must rank by the same rules. */
describe('embedded engine ↔ algolia-settings.json', () => {
  it('ranks the same attributes in the same order', () => {
    const hosted = settings.searchableAttributes
      .map((a) => a.replace(/^unordered\((.*)\)$/, '$1').replace(/^hierarchy\./, ''))
      // The engine folds lvl4–lvl6 into one attribute, between lvl3 and lvl0, as Algolia orders them.
      .map((a) => (/^lvl[456]$/.test(a) ? 'lvlx' : a))
      .filter((a, i, all) => all.indexOf(a) === i);
    expect(hosted).toEqual([...RANKED_ATTRIBUTES]);
  });

  it('allows typos from the same word lengths', () => {
    const one = settings.minWordSizefor1Typo;
    const two = settings.minWordSizefor2Typos;
    expect(maxTypos('a'.repeat(one - 1))).toBe(0);
    expect(maxTypos('a'.repeat(one))).toBe(1);
    expect(maxTypos('a'.repeat(two - 1))).toBe(1);
    expect(maxTypos('a'.repeat(two))).toBe(2);
    // allowTyposOnNumericTokens: false
    expect(settings.allowTyposOnNumericTokens).toBe(false);
    expect(maxTypos('12345678')).toBe(0);
  });

  it('makes words optional when a query has no record with all of them', async () => {
    // The embedded engine never requires every word (it ranks by the words
    // found); a hosted index retries without them rather than answer nothing.
    expect(settings.removeWordsIfNoResults).toBe('allOptional');
    const engine = SearchEngine.build([
      rec('tools/logs', 'See print output'),
      rec('tools/envvars', 'Environment variables'),
    ]);
    const hits = await engine.search('where does print output go nowadays');
    expect(hits.map((h) => h.record.url)).toEqual(['https://example.com/docs/tools/logs']);
  });

  it('returns the same number of hits per page', () => {
    expect(settings.hitsPerPage).toBe(SEARCH_LIMITS.hitsPerPage);
  });
});
