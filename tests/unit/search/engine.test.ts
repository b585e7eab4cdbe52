import {describe, expect, it, vi} from 'vitest';

import {buildIndex} from '../../../plugins/search/shared/buildIndex';
import {
  MAX_QUERY_WORDS,
  SearchEngine,
  answersFromTitles,
  keepQueryWords,
} from '../../../plugins/search/shared/engine';
import {parseQuery} from '../../../plugins/search/shared/tokenizer';
import {answerMultiQuery} from '../../../plugins/search/shared/algoliaAdapter';
import type {SearchRecord} from '../../../plugins/search/shared/types';
import {rec} from './helpers';

const records = [
  rec('tables/reference/select', 'select'),
  rec('tables/reference/select_by_id', 'select_by_id'),
  rec('tables/reference/select_by_id', 'select_by_id', {
    content: 'Returns one row of abstra.tables by id.',
    anchor: 'a',
  }),
  rec('tables/reference/select_one', 'select_one'),
  rec('tables/reference/filters/is_not_null', 'is_not_null'),
  rec('tables/reference/filters/is_null', 'is_null'),
  rec('tables/reference/tables-execution-error', 'TablesExecutionError'),
  rec('workflow/tasks/reference/get_trigger_task', 'get_trigger_task'),
  rec('workflow/tasks/tasklets', 'Tasklets', {
    content: 'Call get_trigger_task to read the task that started the script.',
    anchor: 'b',
  }),
  rec('tools/files', 'Files', {
    content: 'Store uploads with abstra.tables or a persistent dir.',
    anchor: 'c',
  }),
  rec('troubleshooting/use-legacy-threads', 'Keep legacy threads working', {keywords: ['threads']}),
  rec('workflow/forms/notification', 'Notifications', {
    content: 'Send an email when a form is submitted.',
    anchor: 'd',
  }),
  rec('workflow/forms/settings', 'Form settings', {lvl2: 'Email notification', anchor: 'e'}),
  rec('tools/messages/reference/send_email', 'send_email', {
    content: 'Send an email with attachments.',
    anchor: 'f',
  }),
  rec('tools/ui-preferences', 'Brand your forms with a logo and colors'),
  rec('workflow/forms/text-fields', 'Text fields', {
    content: 'Add a company name to forms with a text field.',
    anchor: 'g',
  }),
];
const engine = SearchEngine.build(records);
const top = async (q: string, n = 1) =>
  (await engine.search(q, {fillTo: 20}))
    .slice(0, n)
    .map((h) => h.record.url.replace('https://example.com/docs/', ''));

/**
 * An engine over the split index of `records` that records the shard and fragment files it reads
 * (`shardChars`: the shard size; 1 gives each term a shard of its own).
 */
async function recordingEngine(shardChars?: number, checkpoint?: () => Promise<void>) {
  const built = buildIndex(records, shardChars);
  const fetched: string[] = [];
  const loaded = await SearchEngine.open({
    ...(checkpoint ? {checkpoint} : {}),
    main: async () => built.main,
    shard: async (name) => {
      fetched.push(name);
      return built.shards[built.main.shards.indexOf(name)]!;
    },
    fragment: async (name) => {
      fetched.push(name);
      return built.fragments[built.main.pages.findIndex((p) => p.f === name)]!;
    },
  });
  return {built, fetched, loaded};
}

describe('ranking', () => {
  it('finds identifiers by the whole name and by parts', async () => {
    expect(await top('select_by_id')).toEqual(['tables/reference/select_by_id']);
    expect(await top('select by id')).toEqual(['tables/reference/select_by_id']);
    expect(await top('is_not_null')).toEqual(['tables/reference/filters/is_not_null']);
    expect(await top('is not null')).toEqual(['tables/reference/filters/is_not_null']);
    expect(await top('TablesExecutionError')).toEqual(['tables/reference/tables-execution-error']);
    expect(await top('tables execution error')).toEqual([
      'tables/reference/tables-execution-error',
    ]);
    expect(await top('get_trigger_task')).toEqual(['workflow/tasks/reference/get_trigger_task']);
    expect((await top('abstra.tables', 2)).every((u) => /select_by_id|files/.test(u))).toBe(true);
  });

  it('matches prefixes as you type', async () => {
    expect(await top('get_trig')).toEqual(['workflow/tasks/reference/get_trigger_task']);
    expect(await top('TablesExec')).toEqual(['tables/reference/tables-execution-error']);
    expect(await top('tasklet')).toEqual(['workflow/tasks/tasklets#b']);
  });

  it('tolerates typos, but ranks exact matches above them', async () => {
    expect(await top('legacy threds')).toEqual(['troubleshooting/use-legacy-threads']);
    expect((await top('notifcation'))[0]).toMatch(/notification/);
    expect(await top('select')).toEqual(['tables/reference/select']);
  });

  it('ranks title matches above body matches', async () => {
    // "get_trigger_task" is the title of one page and in the body of another.
    expect(await top('get_trigger_task', 2)).toEqual([
      'workflow/tasks/reference/get_trigger_task',
      'workflow/tasks/tasklets#b',
    ]);
  });

  it('puts records with all words first when they match as well', async () => {
    const hits = await engine.search('email notification', {fillTo: 20});
    expect(hits[0]!.requiredMatched).toBe(2);
    const full = hits.filter((h) => h.requiredMatched === 2).length;
    expect(hits.length).toBeGreaterThan(full);
    // Without fill, a partial match is a hit only when it scores at least half the best.
    const unfilled = await engine.search('email notification', {fillTo: 0});
    expect(unfilled.length).toBeGreaterThan(0);
    expect(
      unfilled.every((h) => h.requiredMatched === 2 || h.score >= unfilled[0]!.score / 2),
    ).toBe(true);
  });

  it('does not require every word: extra words of a question only weigh less', async () => {
    // "how", "to" and "an" are stop words; "please" and "quickly" are in no record.
    expect(await top('how to send an email with attachments quickly please')).toEqual([
      'tools/messages/reference/send_email#f',
    ]);
    expect(await top('keep my legacy threads')).toEqual(['troubleshooting/use-legacy-threads']);
    // No record has all four words; the one with the rare word in its title answers.
    expect(await top('add my company logo to forms')).toEqual(['tools/ui-preferences']);
  });

  it('weighs rare words above common ones', async () => {
    // "tables" is on several pages, "execution" on one: the page naming the rarer word wins.
    expect(await top('tables execution')).toEqual(['tables/reference/tables-execution-error']);
    const hits = await engine.search('abstra tasklets', {fillTo: 20});
    expect(hits[0]!.record.url).toMatch(/tasklets/);
  });

  it('ranks at most 3 sections of one page before the other pages', async () => {
    const sections = ['Retry a webhook', 'Sign a webhook', 'Test a webhook', 'Log a webhook'];
    const e = SearchEngine.build([
      rec('workflow/hooks', 'Webhooks'),
      ...sections.map((lvl2, i) => rec('workflow/hooks', 'Webhooks', {lvl2, anchor: `s${i}`})),
      rec('tools/connectors/providers/stripe', 'Stripe connector', {keywords: ['webhook']}),
    ]);
    const pages = (await e.search('webhook', {fillTo: 20})).map((h) => h.record.url_without_anchor);
    expect(pages).toHaveLength(6);
    expect(pages.slice(0, 3).every((u) => u.endsWith('/workflow/hooks'))).toBe(true);
    expect(pages[3]).toMatch(/stripe$/);
  });

  it('keeps one hit per URL when distinct', async () => {
    const urls = (await engine.search('select', {fillTo: 20})).map((h) => h.record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('returns nothing for empty, punctuation-only or hostile input, without throwing', async () => {
    for (const q of [
      '',
      '   ',
      '.*+?^${}()|[]\\',
      '\ud800',
      '<script>',
      'x'.repeat(10_000),
      '🐍',
    ]) {
      await expect(engine.search(q, {fillTo: 20})).resolves.toBeInstanceOf(Array);
    }
    expect(await engine.search('.*+?^${}()|[]\\')).toEqual([]);
  });

  it('answers the same from the split index files as from memory', async () => {
    const built = buildIndex(records);
    const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
    const loaded = await SearchEngine.open({
      main: async () => copy(built.main),
      shard: async (name) => copy(built.shards[built.main.shards.indexOf(name)]!),
      fragment: async (name) =>
        copy(built.fragments[built.main.pages.findIndex((p) => p.f === name)]!),
    });
    const urls = async (e: SearchEngine, q: string) =>
      (await e.search(q, {fillTo: 20})).map((h) => h.record.url);
    for (const q of ['select_by_id', 'email notification', 'threds', 'get_trig']) {
      expect(await urls(loaded, q)).toEqual(await urls(engine, q));
    }
    const [hit] = await loaded.search('select_by_id row');
    expect(hit!.record.content).toBeNull();
    await loaded.loadContent([hit!.record]);
    expect(hit!.record.content).toBe('Returns one row of abstra.tables by id.');
  });

  it('answers the first key of a query from titles and headings, with no download', async () => {
    expect(answersFromTitles('s')).toBe(true);
    expect(answersFromTitles('se')).toBe(false);
    expect(answersFromTitles('s ')).toBe(false);
    expect(answersFromTitles('send s')).toBe(false);
    const {built, fetched, loaded} = await recordingEngine();
    const body = (query: string) => [{indexName: 'docs', query, contentPerGroup: 5}];
    const [first] = (await answerMultiQuery(loaded, body('s'))).results;
    expect(fetched).toEqual([]);
    // Titles with a word starting with "s", not body text ("Store uploads…" on Files).
    const hits = first!.hits as unknown as SearchRecord[];
    expect(hits.map((h) => h.hierarchy.lvl1)).toContain('select');
    for (const hit of hits) {
      expect(hit.type).not.toBe('content');
      expect(hit.hierarchy.lvl1).toMatch(/(^|[\s_])s/i);
    }
    // The second key reads the body text and the shown hits' fragments.
    const [second] = (await answerMultiQuery(loaded, body('st'))).results;
    expect(fetched.some((name) => built.main.shards.includes(name))).toBe(true);
    expect(second!.hits.map((h) => (h as unknown as SearchRecord).url)).toContain(
      'https://example.com/docs/tools/files#c',
    );
  });

  it('matches a new word of one letter in titles and headings only, with no shard of its own', async () => {
    // Shards of one term each, so a word's shards are its own.
    const {built, fetched, loaded} = await recordingEngine(1);
    const shards = () => fetched.filter((name) => built.main.shards.includes(name));
    await loaded.search('store', {fillTo: 20});
    const before = shards().length;
    expect(before).toBeGreaterThan(0);
    // "u" alone would read the shards of every body-text word starting with it ("uploads").
    const hits = await loaded.search('store u', {fillTo: 20});
    expect(shards().length).toBe(before);
    expect(hits.length).toBeGreaterThan(0);
    // Its second letter reads the body text again: "Store uploads…" is on Files.
    const second = await loaded.search('store up', {fillTo: 20});
    expect(shards().length).toBeGreaterThan(before);
    expect(second.map((h) => h.record.url)).toContain('https://example.com/docs/tools/files#c');
  });

  it('matches a typo in titles, headings and keywords only, reading no body text for it', async () => {
    // Shards of one term each, so a word's shards are its own.
    const {built, fetched, loaded} = await recordingEngine(1);
    const shards = () => fetched.filter((name) => built.main.shards.includes(name));
    const typo = await loaded.search('notifcation', {fillTo: 20});
    expect(shards()).toEqual([]);
    expect(typo[0]!.record.url).toMatch(/notification/);
    // "attachments" is in body text only: spelled right it reads its shard and finds it, and
    // misspelled it reads none and does not.
    const body = 'https://example.com/docs/tools/messages/reference/send_email#f';
    expect(
      (await loaded.search('atachments', {fillTo: 20})).map((h) => h.record.url),
    ).not.toContain(body);
    expect(shards()).toEqual([]);
    expect((await loaded.search('attachments', {fillTo: 20})).map((h) => h.record.url)).toContain(
      body,
    );
    expect(shards().length).toBeGreaterThan(0);
  });

  it('does not rank a query that its source gives up once the downloads are in', async () => {
    let outdated = false;
    const checkpoint = vi.fn(() =>
      outdated ? Promise.reject(new Error('superseded')) : Promise.resolve(),
    );
    const {built, fetched, loaded} = await recordingEngine(1, checkpoint);
    const score = vi.spyOn(loaded as unknown as {scoreRecords: () => unknown}, 'scoreRecords');
    const wanted = await loaded.search('store uploads', {fillTo: 20});
    expect(checkpoint).toHaveBeenCalledTimes(1);
    expect(wanted.map((h) => h.record.url)).toContain('https://example.com/docs/tools/files#c');
    const ranked = score.mock.calls.length;
    // A newer query is waiting: the shards come in, then the outdated query stops unranked.
    outdated = true;
    fetched.length = 0;
    await expect(loaded.search('table rows', {fillTo: 20})).rejects.toThrow('superseded');
    expect(fetched.some((name) => built.main.shards.includes(name))).toBe(true);
    expect(score.mock.calls.length).toBe(ranked);
    // A first key downloads nothing, so it is answered without asking.
    expect((await loaded.search('t', {fillTo: 20})).length).toBeGreaterThan(0);
    expect(checkpoint).toHaveBeenCalledTimes(2);
    // The same answers as an engine without the check.
    outdated = false;
    const plain = await recordingEngine(1);
    for (const query of ['store uploads', 'table rows', 'select by id']) {
      const a = (await loaded.search(query, {fillTo: 20})).map((h) => h.record.objectID);
      const b = (await plain.loaded.search(query, {fillTo: 20})).map((h) => h.record.objectID);
      expect(a).toEqual(b);
    }
  });

  it('warms up from the main index alone, with no download', async () => {
    const {fetched, loaded} = await recordingEngine();
    await loaded.warmUp();
    await loaded.warmUp();
    expect(fetched).toEqual([]);
    expect((await loaded.search('select_by_id')).map((h) => h.record.url)[0]).toBe(
      'https://example.com/docs/tables/reference/select_by_id',
    );
  });

  it('ranks a first key once: the same letter and options are answered from what it kept', async () => {
    const {loaded} = await recordingEngine();
    const rank = vi.spyOn(loaded as unknown as {rank: () => Promise<unknown>}, 'rank');
    const first = await loaded.search('s', {fillTo: 20});
    first.length = 0; // a caller's change to its copy does not reach the kept answer
    const again = await loaded.search('S', {fillTo: 20});
    expect(again.length).toBeGreaterThan(0);
    expect(rank).toHaveBeenCalledTimes(1);
    // Other options, a facet filter, or a second key are ranked afresh.
    await loaded.search('s', {fillTo: 5});
    await loaded.search('s', {fillTo: 20, filter: () => true});
    await loaded.search('se', {fillTo: 20});
    expect(rank).toHaveBeenCalledTimes(4);
  });

  it('warms the first letters until a search waits, and goes on from there next time', async () => {
    const {fetched, loaded} = await recordingEngine();
    const rank = vi.spyOn(loaded as unknown as {rank: () => Promise<unknown>}, 'rank');
    let allowed = 3;
    await loaded.warmUp(() => allowed-- <= 0);
    expect(rank).toHaveBeenCalledTimes(3);
    await loaded.warmUp();
    expect(rank).toHaveBeenCalledTimes(26);
    // Every letter is kept now: the modal's first key ranks nothing.
    await loaded.search('q', {fillTo: 20, distinct: true});
    await loaded.warmUp();
    expect(rank).toHaveBeenCalledTimes(26);
    expect(fetched).toEqual([]);
  });

  it('searches a compound the docs lack by its parts: another library’s name still finds ours', async () => {
    // "pd.select_by_id" and "abstra.threads" are not words of the docs; their parts are.
    expect(await top('pd.select_by_id')).toEqual(['tables/reference/select_by_id']);
    expect(await top('abstra.threads ')).toEqual(['troubleshooting/use-legacy-threads']);
    // A compound the docs contain stays whole: "TablesExecutionError" is not a hit.
    expect((await top('abstra.tables', 5)).sort()).toEqual([
      'tables/reference/select_by_id#a',
      'tools/files#c',
    ]);
  });

  it('splits a word the docs lack into two words of titles or keywords run together', async () => {
    // "emailnotification" is "email notification"; "legacythreads" is "legacy threads".
    expect(await top('emailnotification', 2)).toContain('workflow/forms/settings#e');
    expect(await top('legacythreads ')).toEqual(['troubleshooting/use-legacy-threads']);
    // Not into words found only in body text ("store", "uploads"): no hit rather than a weak one.
    expect(await top('storeuploads ')).toEqual([]);
  });

  it('drops the stop words of a long question first, so its last words still count', async () => {
    const question = 'how do i make it so that the form is able to show an email notification';
    expect(await top(question)).toEqual(['workflow/forms/settings#e']);
    const kept = keepQueryWords(parseQuery(question));
    expect(kept).toHaveLength(MAX_QUERY_WORDS);
    expect(kept.map((word) => word.term).slice(-2)).toEqual(['email', 'notification']);
  });

  it('bounds its work: a long query uses at most MAX_QUERY_WORDS words', async () => {
    const long = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    await expect(engine.search(`select ${long}`, {fillTo: 20})).resolves.toBeInstanceOf(Array);
    expect(MAX_QUERY_WORDS).toBeLessThanOrEqual(10);
  });
});

describe('the next queries answered ahead (nextQueries)', () => {
  it('continues the word being typed with the characters the dictionary has after it', () => {
    // "sel" goes on as "select…" only; "select" is a term, so it may also end with a space.
    expect(engine.nextQueries('sel', 8)).toEqual(['sele']);
    expect(engine.nextQueries('select', 8)).toEqual(['select ', 'select_']);
    // The raw query is kept: only a character is added, in capitals after one.
    expect(engine.nextQueries('Send an EMA', 8)).toEqual(['Send an EMAI']);
    expect(engine.nextQueries('Send an ema', 8)).toEqual(['Send an emai']);
  });

  it('ranks continuations by how often their terms occur in titles, headings and keywords', () => {
    const next = engine.nextQueries('t', 8);
    // "tables" and "tasklets" are titles and keywords; "to", "text" and "the" too, or body text.
    expect(next[0]).toBe('ta');
    expect(new Set(next).size).toBe(next.length);
    expect(next.every((q) => q.length === 2 && q.startsWith('t'))).toBe(true);
  });

  it('after a space, offers the next word’s first characters; none after two spaces or a symbol', () => {
    const afterSpace = engine.nextQueries('send ', 16);
    expect(afterSpace.length).toBeGreaterThan(3);
    expect(afterSpace.every((q) => /^send [a-z0-9_]$/.test(q))).toBe(true);
    expect(afterSpace).toContain('send e');
    expect(engine.nextQueries('send  ', 8)).toEqual([]);
    expect(engine.nextQueries('send (', 8)).toEqual([]);
    expect(engine.nextQueries('   ', 8)).toEqual([]);
  });

  it('after a space, puts first the letters of the words that follow the last word in titles', () => {
    const titles = SearchEngine.build([
      rec('a/one', 'Brand your forms with a logo'),
      rec('a/two', 'Form settings'),
      rec('a/three', 'Keep legacy threads working', {keywords: ['threads']}),
      rec('a/four', 'Tables and rows'),
    ]);
    // "legacy threads" in a title: "t" first, though "a" and "and" lead the dictionary.
    expect(titles.nextQueries('keep legacy ', 16)[0]).toBe('keep legacy t');
    // A stop word typed last is looked past: "forms with a logo" follows "forms".
    expect(titles.nextQueries('form with ', 16).slice(0, 2)).toContain('form with l');
  });

  it('respects the maximum and the query length limit', () => {
    expect(engine.nextQueries('t', 2)).toHaveLength(2);
    expect(engine.nextQueries('t', 0)).toEqual([]);
    expect(engine.nextQueries('s'.repeat(64), 8)).toEqual([]);
  });

  it('lets a word the dictionary lacks end with a space, the only way on', () => {
    expect(engine.nextQueries('zzz', 8)).toEqual(['zzz ']);
  });
});
