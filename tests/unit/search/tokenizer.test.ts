import {describe, expect, it} from 'vitest';

import {
  editDistance,
  matchTerm,
  maxTypos,
  parseQuery,
  tokenize,
  words,
} from '../../../plugins/search/shared/tokenizer';

describe('tokenize', () => {
  it('indexes identifiers whole and by parts', () => {
    expect(tokenize('select_by_id')).toEqual(['select_by_id', 'select', 'by', 'id']);
    expect(tokenize('is_not_null')).toEqual(['is_not_null', 'is', 'not', 'null']);
    expect(tokenize('get_trigger_task')).toEqual(['get_trigger_task', 'get', 'trigger', 'task']);
    expect(tokenize('TablesExecutionError')).toEqual([
      'tablesexecutionerror',
      'tables',
      'execution',
      'error',
    ]);
    expect(tokenize('abstra.tables')).toEqual(['abstra.tables', 'abstra', 'tables']);
    expect(tokenize('use-legacy-threads')).toEqual([
      'use-legacy-threads',
      'use',
      'legacy',
      'threads',
    ]);
  });

  it('splits acronyms and keeps plain words single', () => {
    expect(tokenize('HTTPServer')).toEqual(['httpserver', 'http', 'server']);
    expect(tokenize('Hello, world!')).toEqual(['hello', 'world']);
  });

  it('lower-cases and strips diacritics; ignores punctuation-only input', () => {
    expect(tokenize('Configuração São')).toEqual(['configuracao', 'sao']);
    expect(tokenize('.*+?^${}()|[]\\')).toEqual([]);
    expect(tokenize('\ud800')).toEqual([]);
  });

  it('reads a possessive as its noun, with either apostrophe, and keeps other contractions', () => {
    expect(tokenize("the user's time zone")).toEqual(['the', 'user', 'time', 'zone']);
    expect(tokenize('the user’s time zone')).toEqual(['the', 'user', 'time', 'zone']);
    expect(tokenize("don't")).toEqual(["don't", 'don', 't']);
    // The span stops before the apostrophe, so the highlight covers the noun.
    expect(words("Abstra's editor")[0]).toMatchObject({start: 0, end: 6, term: 'abstra'});
    expect(parseQuery("user's timezone").map((w) => w.term)).toEqual(['user', 'timezone']);
  });

  it('gives character spans for highlighting', () => {
    const [w] = words('use select_by_id now').slice(1);
    expect(w).toMatchObject({start: 4, end: 16, term: 'select_by_id'});
    expect(w!.parts.map((p) => [p.start, p.end])).toEqual([
      [4, 10],
      [11, 13],
      [14, 16],
    ]);
  });
});

describe('parseQuery', () => {
  it('marks the last word as a prefix unless the query ends with a space', () => {
    expect(parseQuery('select by').map((w) => w.prefix)).toEqual([false, true]);
    expect(parseQuery('select by ').map((w) => w.prefix)).toEqual([false, false]);
  });

  it('makes stop words optional, but not the word being typed', () => {
    const q = parseQuery('how to insert a row');
    expect(q.filter((w) => w.optional).map((w) => w.term)).toEqual(['how', 'to', 'a']);
    expect(parseQuery('filter is').find((w) => w.term === 'is')!.optional).toBe(false);
  });

  it('makes Portuguese function words optional too', () => {
    const q = parseQuery('boletos com vencimento entre duas datas');
    expect(q.filter((w) => w.optional).map((w) => w.term)).toEqual(['com']);
  });

  it('keeps identifier parts of query words', () => {
    expect(parseQuery('TablesExecutionError')[0]!.parts).toEqual(['tables', 'execution', 'error']);
  });
});

describe('typo tolerance', () => {
  it('allows 1 typo from 4 letters and 2 from 8, none on numbers', () => {
    expect(maxTypos('abc')).toBe(0);
    expect(maxTypos('table')).toBe(1);
    expect(maxTypos('abstraction')).toBe(2);
    expect(maxTypos('12345')).toBe(0);
  });

  it('counts a swap of neighbours as one typo', () => {
    expect(editDistance('tabel', 'table', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('gives the distance of the textbook algorithm up to max, and more than max past it', () => {
    // Optimal string alignment distance, one full table per call, no early stop.
    const reference = (a: string, b: string): number => {
      const d = Array.from({length: a.length + 1}, (_, i) =>
        Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    // A fixed pseudo-random sequence, so a failure repeats.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = () =>
      Array.from({length: Math.floor(random() * 12)}, () => 'abcde'[Math.floor(random() * 5)]).join(
        '',
      );
    let compared = 0;
    for (let n = 0; n < 5000; n++) {
      const [a, b, max] = [word(), word(), Math.floor(random() * 4)];
      const want = reference(a, b);
      const got = editDistance(a, b, max);
      if (want <= max) expect(got, `${a} / ${b} / ${max}`).toBe(want);
      else expect(got, `${a} / ${b} / ${max}`).toBeGreaterThan(max);
      compared++;
    }
    // Long words grow the reused rows; short ones after them still start from clean rows.
    expect(editDistance('x'.repeat(300), 'x'.repeat(299) + 'y', 2)).toBe(1);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('', 'abc', 3)).toBe(3);
    expect(compared).toBe(5000);
  });

  it('matches exact, prefix and typo in that order of preference', () => {
    expect(matchTerm('select', 'select', true)).toEqual({kind: 'exact', typos: 0});
    expect(matchTerm('select', 'sel', true)).toEqual({kind: 'prefix', typos: 0});
    expect(matchTerm('select', 'sel', false)).toBeNull();
    expect(matchTerm('threads', 'threds', false)).toEqual({kind: 'typo', typos: 1});
    expect(matchTerm('table', 'xyz', true)).toBeNull();
  });
});

describe('hyphenated query words', () => {
  it('also match the word written without the hyphen', () => {
    const [word] = parseQuery('pre-fill ');
    expect(word!.alternatives).toContain('prefill');
    expect(parseQuery('use_legacy_threads')[0]!.alternatives ?? []).not.toContain(
      'uselegacythreads',
    );
  });
});
