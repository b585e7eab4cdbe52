import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';

import {buildIndex} from '../../../plugins/search/shared/buildIndex';
import {SearchEngine} from '../../../plugins/search/shared/engine';
import {
  INDEX_VERSION,
  decodeMainIndex,
  encodeMainIndex,
  type MainIndexFile,
} from '../../../plugins/search/shared/indexFormat';
import {writeSearchFiles} from '../../../plugins/search/server/writeSearchFiles';
import type {SearchRecord} from '../../../plugins/search/shared/types';
import {rec} from './helpers';

/** A page as the extractor writes it: positions 0, 1, … within the page. */
function page(name: string, parts: Array<Parameters<typeof rec>[2]>): SearchRecord[] {
  return parts.map((opts, i) => ({...rec(name, `Title ${name}`, opts), position: i}));
}

const records = [
  ...page('forms/upload', [
    {},
    {content: 'Use a file input to upload a file.'},
    {type: 'lvl2', lvl2: 'Limits', anchor: 'limits'},
    {content: 'Files up to 10 MB.', lvl2: 'Limits', anchor: 'limits'},
    {content: 'One file per input.', lvl2: 'Limits', anchor: 'limits'},
  ]),
  ...page('tables/select', [
    {},
    {content: 'Returns rows of abstra.tables.'},
    {type: 'lvl2', lvl2: 'Example', anchor: 'example'},
    {content: 'select("users")', lvl2: 'Example', anchor: 'example'},
  ]),
];

describe('main index file (version 3)', () => {
  it('round-trips: decode(encode(main)) is the main index, without page descriptions', () => {
    const described = records.map((r) => ({...r, description: `About ${r.url_without_anchor}`}));
    const {main} = buildIndex(described);
    const file = JSON.parse(JSON.stringify(encodeMainIndex(main))) as MainIndexFile;
    expect(JSON.stringify(file)).not.toContain('About ');
    expect(decodeMainIndex(file)).toEqual({
      ...main,
      pages: main.pages.map((p) => ({...p, d: null})),
    });
  });

  it('writes implicit positions, and body-text records without their section', () => {
    const file = encodeMainIndex(buildIndex(records).main);
    expect(file.positions).toBeUndefined();
    // Page record, body text, heading, two body-text records of that heading.
    expect(file.records[0]).toEqual([1, 7, [2, 'limits', 'Limits'], 7, 7]);
    expect(file.terms.split('\n').length).toBe(buildIndex(records).main.terms.length);
  });

  it('keeps explicit positions when they are not the index in the page', () => {
    const odd = records.map((r, i) => ({...r, position: 100 + i}));
    const {main} = buildIndex(odd);
    const file = encodeMainIndex(main);
    expect(file.positions).toHaveLength(odd.length);
    expect(decodeMainIndex(file)).toEqual(main);
  });

  it('front-codes terms and restores them exactly, long shared prefixes included', () => {
    const long = 'a'.repeat(50);
    const {main} = buildIndex([
      ...page('x', [{content: `${long}b ${long}c abstra abstra.tables abstraction`}]),
    ]);
    const file = encodeMainIndex(main);
    expect(file.terms.length).toBeLessThan(main.terms.join('\n').length);
    expect(decodeMainIndex(file).terms).toEqual(main.terms);
  });

  it('groups interleaved records by page and answers as before', async () => {
    const interleaved = [records[0]!, records[5]!, ...records.slice(1, 5), ...records.slice(6)];
    const a = SearchEngine.build(records);
    const b = SearchEngine.build(interleaved);
    const urls = async (e: SearchEngine, q: string) =>
      (await e.search(q, {fillTo: 20})).map((h) => h.record.objectID);
    for (const q of ['upload file', 'limits', 'select users', 'tables']) {
      expect(await urls(b, q)).toEqual(await urls(a, q));
    }
  });

  it('rejects another version with a clear message', () => {
    const file = encodeMainIndex(buildIndex(records).main);
    expect(() => decodeMainIndex({...file, version: 2 as typeof INDEX_VERSION})).toThrow(
      /version 2, expected 3/,
    );
  });
});

describe('writeSearchFiles', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, {recursive: true, force: true})));
  });

  it('writes a gzip main file that the engine reads back', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'search-files-'));
    dirs.push(dir);
    const written = await writeSearchFiles(dir, records);
    const file = JSON.parse(
      gunzipSync(await readFile(path.join(dir, written.manifest.index))).toString('utf8'),
    ) as MainIndexFile;
    const main = decodeMainIndex(file);
    expect(main.records).toHaveLength(records.length);
    expect(main.pages.map((p) => p.f)).toEqual(
      main.pages.map(() => expect.stringMatching(/^fragment\.[0-9a-f]{12}\.json\.gz$/)),
    );
  });
});
