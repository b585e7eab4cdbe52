import {describe, expect, it} from 'vitest';

import {SearchEngine} from '../../../plugins/search/shared/engine';
import {
  matchTerm,
  parseQuery,
  singular,
  synonymsOf,
} from '../../../plugins/search/shared/tokenizer';
import type {SearchRecord} from '../../../plugins/search/shared/types';

describe('singular', () => {
  it.each([
    ['tables', 'table'],
    ['entries', 'entry'],
    ['boxes', 'box'],
    ['matches', 'match'],
    ['files', 'file'],
    ['status', 'status'],
    ['class', 'class'],
    ['analysis', 'analysis'],
    ['is', 'is'],
    ['select_by_id', 'select_by_id'],
  ])('%s → %s', (plural, expected) => {
    expect(singular(plural)).toBe(expected);
  });

  it('makes a plural query word match the singular exactly', () => {
    expect(matchTerm('table', 'tables', false)).toEqual({kind: 'exact', typos: 0});
    expect(matchTerm('entries', 'entry', false)).toEqual({kind: 'exact', typos: 0});
  });
});

describe('synonyms', () => {
  it('lists the other words of a group, for singular and plural forms', () => {
    expect(synonymsOf('dir')).toEqual(expect.arrayContaining(['directory', 'folder']));
    expect(synonymsOf('folders')).toEqual(expect.arrayContaining(['dir', 'directory']));
    expect(synonymsOf('select')).toEqual([]);
  });

  it('attaches them to query words', () => {
    const [word] = parseQuery('database ');
    expect(word?.alternatives).toEqual(expect.arrayContaining(['db', 'postgre']));
  });
});

function record(id: number, title: string, content: string): SearchRecord {
  const url = `https://example.com/docs/page-${id}`;
  return {
    objectID: String(id),
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
    language: 'en',
    docusaurus_tag: 'default',
    keywords: [],
    description: null,
    position: id,
    weight: {pageRank: 0, level: 0, position: id},
  } as unknown as SearchRecord;
}

describe('the engine with plurals and synonyms', () => {
  const engine = SearchEngine.build([
    record(1, 'get_persistent_dir', 'Returns the folder that keeps files between runs.'),
    record(2, 'Migrating from abstra 2', 'How to upgrade an old project.'),
    record(3, 'Invoices', 'Parse one invoice per upload.'),
  ]);

  it('finds a page by a synonym of its words', () => {
    expect(engine.search('persistent directory')[0]?.record.objectID).toBe('1');
    expect(engine.search('migration from abstra ')[0]?.record.objectID).toBe('2');
  });

  it('finds a page by the singular or plural of its words', () => {
    expect(engine.search('invoice ')[0]?.record.objectID).toBe('3');
    expect(engine.search('uploads ')[0]?.record.objectID).toBe('3');
  });
});
