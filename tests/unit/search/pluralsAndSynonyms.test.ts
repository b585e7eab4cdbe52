import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {SearchEngine} from '../../../plugins/search/shared/engine';
import {
  matchTerm,
  parseQuery,
  stem,
  stemRunPrefix,
  synonymsOf,
  tokenize,
} from '../../../plugins/search/shared/tokenizer';
import {SYNONYM_GROUPS} from '../../../plugins/search/shared/synonyms';
import {pushedSynonyms} from '../../../plugins/search/server/push';
import synonymsJson from '../../../plugins/search/synonyms.json';
import type {SearchRecord} from '../../../plugins/search/shared/types';

describe('stem (Porter, @orama/stemmers)', () => {
  it.each([
    ['tables', 'table'],
    ['entries', 'entry'],
    ['boxes', 'box'],
    ['matches', 'match'],
    ['files', 'file'],
    ['uploads', 'uploading'],
    ['configure', 'configuration'],
    ['prefilled', 'prefill'],
  ])('%s and %s are one word', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });

  it.each(['postgres', 'postgresql', 'pandas', 'select_by_id', 'is', 'api', 'v2'])(
    'keeps names and identifiers whole: %s',
    (word) => {
      expect(stem(word)).toBe(word);
    },
  );

  it('does not fold unrelated words', () => {
    expect(stem('status')).not.toBe(stem('state'));
    expect(stem('postgres')).not.toBe(stem('post'));
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

  it('attaches them to query words, spelled as readers write them', () => {
    const [word] = parseQuery('database ');
    expect(word?.alternatives).toEqual(expect.arrayContaining(['db', 'postgres', 'postgresql']));
  });

  it('are the groups pushed to Algolia (one data file)', () => {
    expect(SYNONYM_GROUPS).toEqual(synonymsJson);
    expect(pushedSynonyms().map((s) => s.synonyms)).toEqual(synonymsJson);
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

  const first = async (q: string) => (await engine.search(q))[0]?.record.url;

  it('finds a page by a synonym of its words', async () => {
    expect(await first('persistent directory')).toBe('https://example.com/docs/page-1');
    expect(await first('migration from abstra ')).toBe('https://example.com/docs/page-2');
  });

  it('finds a page by the singular, plural or another form of its words', async () => {
    expect(await first('invoice ')).toBe('https://example.com/docs/page-3');
    expect(await first('uploads ')).toBe('https://example.com/docs/page-3');
    expect(await first('uploading ')).toBe('https://example.com/docs/page-3');
  });
});

describe('the terms of a stem, found in one run of the dictionary', () => {
  // The engine stems a dictionary term only when a query needs it, and looks for the terms of a
  // stem among those starting with stemRunPrefix(stem): true when a stem differs from its word in
  // at most its last STEM_TAIL letters, and is never longer (buildIndex checks each build).
  it('holds for every word of the docs', () => {
    const docs = path.resolve(__dirname, '../../../docs');
    const seen = new Set<string>();
    const files = readdirSync(docs, {recursive: true, encoding: 'utf8'}).filter((f) =>
      /\.mdx?$/.test(f),
    );
    for (const file of files) {
      for (const term of tokenize(readFileSync(path.join(docs, file), 'utf8'))) seen.add(term);
    }
    expect(seen.size).toBeGreaterThan(5000);
    const broken = [...seen].filter(
      (term) => !term.startsWith(stemRunPrefix(stem(term))) || stem(term).length > term.length,
    );
    expect(broken).toEqual([]);
  });

  it('finds a word whose stem rewrites its last letter', async () => {
    const engine = SearchEngine.build([
      record(1, 'Company', 'One row each.'),
      record(2, 'Studies', 'Kept for later.'),
      record(3, 'Replied', 'Sent by email.'),
    ]);
    const first = async (q: string) => (await engine.search(q))[0]?.record.url;
    expect(await first('companies ')).toBe('https://example.com/docs/page-1');
    expect(await first('study ')).toBe('https://example.com/docs/page-2');
    expect(await first('reply ')).toBe('https://example.com/docs/page-3');
  });
});
