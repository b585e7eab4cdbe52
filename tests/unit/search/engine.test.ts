import {describe, expect, it} from 'vitest';

import {SearchEngine} from '../../../plugins/search/shared/engine';
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
];
const engine = SearchEngine.build(records);
const top = (q: string, n = 1) =>
  engine
    .search(q, {fillTo: 20})
    .slice(0, n)
    .map((h) => h.record.url.replace('https://example.com/docs/', ''));

describe('ranking', () => {
  it('finds identifiers by the whole name and by parts', () => {
    expect(top('select_by_id')).toEqual(['tables/reference/select_by_id']);
    expect(top('select by id')).toEqual(['tables/reference/select_by_id']);
    expect(top('is_not_null')).toEqual(['tables/reference/filters/is_not_null']);
    expect(top('is not null')).toEqual(['tables/reference/filters/is_not_null']);
    expect(top('TablesExecutionError')).toEqual(['tables/reference/tables-execution-error']);
    expect(top('tables execution error')).toEqual(['tables/reference/tables-execution-error']);
    expect(top('get_trigger_task')).toEqual(['workflow/tasks/reference/get_trigger_task']);
    expect(top('abstra.tables', 2).every((u) => /select_by_id|files/.test(u))).toBe(true);
  });

  it('matches prefixes as you type', () => {
    expect(top('get_trig')).toEqual(['workflow/tasks/reference/get_trigger_task']);
    expect(top('TablesExec')).toEqual(['tables/reference/tables-execution-error']);
    expect(top('tasklet')).toEqual(['workflow/tasks/tasklets#b']);
  });

  it('tolerates typos, but ranks exact matches above them', () => {
    expect(top('legacy threds')).toEqual(['troubleshooting/use-legacy-threads']);
    expect(top('notifcation')[0]).toMatch(/notification/);
    expect(top('select')).toEqual(['tables/reference/select']);
  });

  it('ranks title matches above body matches', () => {
    // "get_trigger_task" is the title of one page and in the body of another.
    expect(top('get_trigger_task', 2)).toEqual([
      'workflow/tasks/reference/get_trigger_task',
      'workflow/tasks/tasklets#b',
    ]);
  });

  it('puts records with all words before partial matches', () => {
    const hits = engine.search('email notification', {fillTo: 20});
    const full = hits.filter((h) => h.requiredMatched === 2).length;
    expect(full).toBeGreaterThan(0);
    expect(hits.slice(0, full).every((h) => h.requiredMatched === 2)).toBe(true);
    expect(hits.length).toBeGreaterThan(full);
    // Without fill, only full matches.
    expect(
      engine.search('email notification', {fillTo: 0}).every((h) => h.requiredMatched === 2),
    ).toBe(true);
  });

  it('keeps one hit per URL when distinct', () => {
    const urls = engine.search('select', {fillTo: 20}).map((h) => h.record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('returns nothing for empty, punctuation-only or hostile input, without throwing', () => {
    for (const q of [
      '',
      '   ',
      '.*+?^${}()|[]\\',
      '\ud800',
      '<script>',
      'x'.repeat(10_000),
      '🐍',
    ]) {
      expect(() => engine.search(q, {fillTo: 20})).not.toThrow();
    }
    expect(engine.search('.*+?^${}()|[]\\')).toEqual([]);
  });

  it('survives serialisation', () => {
    const loaded = SearchEngine.load(JSON.parse(JSON.stringify(engine.toJSON())));
    expect(loaded.search('select_by_id').map((h) => h.record)).toEqual(
      engine.search('select_by_id').map((h) => h.record),
    );
    expect(loaded.records[2]).toMatchObject({
      url_without_anchor: records[2]!.url_without_anchor,
      anchor: 'a',
    });
  });
});
