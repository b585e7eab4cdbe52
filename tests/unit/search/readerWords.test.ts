import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';

import {buildIndex} from '../../../plugins/search/shared/buildIndex';
import {SearchEngine} from '../../../plugins/search/shared/engine';
import {decodeMainIndex, type MainIndexFile} from '../../../plugins/search/shared/indexFormat';
import {
  READER_PAGES,
  ReaderWordIndex,
  learnReaderWords,
  learnReaderWordsOfPages,
  readerStems,
  type ReaderWords,
} from '../../../plugins/search/shared/readerWords';
import {loadReaderQueries} from '../../../plugins/search/server/readerQueries';
import {writeSearchFiles} from '../../../plugins/search/server/writeSearchFiles';
import {stem} from '../../../plugins/search/shared/tokenizer';
import {rec} from './helpers';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, {recursive: true, force: true})));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reader-words-'));
  dirs.push(dir);
  return dir;
};

/** The weight a stem gives a page, read back from the file. */
function weightOf(file: ReaderWords, word: string, page: number): number {
  return new ReaderWordIndex(file).weight([stem(word)], page);
}

describe('learning readers’ words', () => {
  const routes = new Map([
    ['/docs/forms', 0],
    ['/docs/jobs', 1],
    ['/docs/messages', 2],
    ['/docs/tables', 3],
  ]);
  const pageOf = (route: string) => routes.get(route);

  it('weighs a word by how often it names a page and how few pages it names', () => {
    const file = learnReaderWords(
      [
        {query: 'tenant application form', expected: ['/docs/forms']},
        {query: 'tenant sign-up', expected: ['/docs/forms/']},
        {query: 'lease reminders every month', expected: ['/docs/jobs', '/docs/messages']},
        {query: 'tenant list', expected: ['/docs/tables']},
      ],
      pageOf,
      4,
    );
    // "tenant" names forms twice and tables once, out of 4 pages.
    expect(weightOf(file, 'tenant', 0)).toBeCloseTo(Math.log(3) * Math.log(2), 2);
    expect(weightOf(file, 'tenant', 3)).toBeCloseTo(Math.log(2) * Math.log(2), 2);
    // A query answered by two pages counts half for each.
    expect(weightOf(file, 'lease', 1)).toBeCloseTo(Math.log(1.5) * Math.log(2), 2);
    expect(weightOf(file, 'lease', 2)).toBeCloseTo(Math.log(1.5) * Math.log(2), 2);
    // Inflections are one word; pages the word never named get nothing.
    expect(weightOf(file, 'reminder', 1)).toBeGreaterThan(0);
    expect(weightOf(file, 'tenant', 1)).toBe(0);
    expect(file.stems).toEqual([...file.stems].sort());
  });

  it('leaves stop words out, and skips routes the build does not have', () => {
    expect(readerStems('How do I send an email to the team')).toEqual(
      ['send', 'email', 'team'].map(stem),
    );
    const file = learnReaderWords(
      [
        {query: 'where is the archive', expected: ['/docs/gone']},
        {query: 'where is the form', expected: ['/docs/gone', '/docs/forms']},
      ],
      pageOf,
      4,
    );
    expect(file.stems).toEqual(['form'].map(stem));
    // The route that is gone takes no share: the whole query counts for forms.
    expect(weightOf(file, 'form', 0)).toBeCloseTo(Math.log(2) * Math.log(4), 2);
  });

  it('finds pages by the path of their URL', () => {
    const file = learnReaderWordsOfPages(
      [{query: 'rota', expected: ['/docs/jobs']}],
      ['https://example.com/docs/forms', 'https://example.com/docs/jobs'],
    );
    expect(weightOf(file, 'rota', 1)).toBeGreaterThan(0);
  });
});

describe('reordering the first pages', () => {
  const pages = Array.from({length: 14}, (_, i) => i);
  const index = (weights: Array<[number, number]>) =>
    new ReaderWordIndex({stems: ['tenant'], weights: [weights.flatMap(([p, w]) => [p, w * 100])]});

  it('lifts a page readers name over one the docs rank just above it', () => {
    // 0.07 × 10 is more than the 0.5 between first and second place.
    expect(
      index([[1, 10]])
        .reorder(['tenant'], pages)
        .slice(0, 3),
    ).toEqual([1, 0, 2]);
  });

  it('keeps the docs’ order in close calls readers do not settle, and without query words', () => {
    // 0.07 × 0.5 is less than the gap between first and second place.
    expect(
      index([[1, 0.5]])
        .reorder(['tenant'], pages)
        .slice(0, 3),
    ).toEqual([0, 1, 2]);
    expect(index([[1, 5]]).reorder([], pages)).toEqual(pages);
    expect(index([[1, 5]]).reorder(['other'], pages)).toEqual(pages);
  });

  it(`never moves a page ranked past the first ${READER_PAGES}`, () => {
    const order = index([[READER_PAGES + 1, 100]]).reorder(['tenant'], pages);
    expect(order).toEqual(pages);
  });
});

describe('the engine with readers’ words', () => {
  const records = [
    rec('workflow/forms', 'Forms', {content: 'Build a form that people fill in.', anchor: 'a'}),
    rec('tools/access-control', 'Access control', {
      content: 'Give each tenant of a project its own roles. Forms can require a login.',
      anchor: 'b',
    }),
  ];
  // Pages readers did not mean, so that words naming one page are rare words.
  const others = ['jobs', 'hooks', 'tasks', 'tables', 'files', 'logs', 'messages', 'ai'];
  records.push(...others.map((page) => rec(`tools/${page}`, page)));
  const queries = [
    ...['tenant application form', 'tenant form', 'form for each tenant', 'tenant intake form'].map(
      (query) => ({query, expected: ['/docs/workflow/forms']}),
    ),
    {query: 'who can open the app', expected: ['/docs/tools/access-control']},
  ];
  const pagesOf = async (engine: SearchEngine, query: string) => [
    ...new Set((await engine.search(query, {fillTo: 20})).map((h) => h.record.url_without_anchor)),
  ];

  it('puts the page readers meant first, where the docs’ words alone did not', async () => {
    const plain = await pagesOf(SearchEngine.build(records), 'tenant forms');
    expect(plain[0]).toBe('https://example.com/docs/tools/access-control');
    const learned = await pagesOf(SearchEngine.build(records, queries), 'tenant forms');
    expect(learned.slice(0, 2)).toEqual([
      'https://example.com/docs/workflow/forms',
      'https://example.com/docs/tools/access-control',
    ]);
  });

  it('does not use them for a first key, which is answered from titles alone', async () => {
    const engine = SearchEngine.build(records, queries);
    const hits = await engine.search('t', {fillTo: 20});
    expect(hits.every((h) => h.record.type !== 'content')).toBe(true);
  });

  it('ranks by the docs’ words when the file of readers’ words cannot be read, then tries again', async () => {
    const built = buildIndex(records);
    built.main.readers = 'readers.json.gz';
    const learned = learnReaderWordsOfPages(
      queries,
      built.main.pages.map((p) => p.u),
    );
    let attempts = 0;
    const engine = await SearchEngine.open({
      main: async () => built.main,
      shard: async (name) => built.shards[built.main.shards.indexOf(name)]!,
      fragment: async (name) => built.fragments[built.main.pages.findIndex((p) => p.f === name)]!,
      readers: async () => {
        attempts++;
        if (attempts === 1) throw new Error('HTTP 503');
        return learned;
      },
    });
    expect((await pagesOf(engine, 'tenant forms'))[0]).toBe(
      'https://example.com/docs/tools/access-control',
    );
    expect((await pagesOf(engine, 'tenant forms'))[0]).toBe(
      'https://example.com/docs/workflow/forms',
    );
    expect(attempts).toBe(2);
  });
});

describe('the build', () => {
  it('writes the readers’ words file and names it in the main file', async () => {
    const dir = await tempDir();
    const records = [rec('workflow/forms', 'Forms'), rec('workflow/jobs', 'Jobs')];
    const written = await writeSearchFiles(dir, records, [
      {query: 'nightly rota', expected: ['/docs/workflow/jobs']},
    ]);
    const main = decodeMainIndex(
      JSON.parse(
        gunzipSync(await readFile(path.join(dir, written.manifest.index))).toString('utf8'),
      ) as MainIndexFile,
    );
    expect(main.readers).toMatch(/^readers\.[0-9a-f]{12}\.json\.gz$/);
    const file = JSON.parse(
      gunzipSync(await readFile(path.join(dir, main.readers!))).toString('utf8'),
    ) as ReaderWords;
    expect(weightOf(file, 'rota', 1)).toBeGreaterThan(0);
    expect(written.readersGzipBytes).toBeGreaterThan(0);
    // Without reader queries there is no such file.
    const bare = await writeSearchFiles(await tempDir(), records);
    expect(bare.readersGzipBytes).toBe(0);
  });

  it('reads reader queries from files and folders, and names what is wrong with one', async () => {
    const site = await tempDir();
    await mkdir(path.join(site, 'set'));
    await writeFile(path.join(site, 'one.json'), JSON.stringify([{query: 'a', expected: ['/x']}]));
    await writeFile(path.join(site, 'set', 'b.json'), JSON.stringify([{query: 'b', expected: []}]));
    await writeFile(path.join(site, 'set', 'a.json'), JSON.stringify([{query: 'c', expected: []}]));
    await writeFile(path.join(site, 'set', 'notes.txt'), 'not read');
    expect(loadReaderQueries(site, ['one.json', 'set']).map((q) => q.query)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(() => loadReaderQueries(site, ['missing.json'])).toThrow(
      'readerQueries: missing.json does not exist.',
    );
    await writeFile(path.join(site, 'bad.json'), '{');
    expect(() => loadReaderQueries(site, ['bad.json'])).toThrow(
      /^readerQueries: bad\.json is not valid JSON/,
    );
    await writeFile(path.join(site, 'object.json'), '{}');
    expect(() => loadReaderQueries(site, ['object.json'])).toThrow(
      'readerQueries: object.json must hold an array.',
    );
    await writeFile(path.join(site, 'entry.json'), JSON.stringify([{query: 'a', expected: '/x'}]));
    expect(() => loadReaderQueries(site, ['entry.json'])).toThrow(
      'readerQueries: entry 0 of entry.json must be {"query": string, "expected": [route, …]}.',
    );
  });
});
