import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';

import {loadContract, loadNotes, resolveEntry} from '../../../plugins/api-contract';
import type {EntryHistory, Since} from '../../../plugins/api-contract/history/types';
import {renderMarkdown} from '../../../plugins/markdown-export/server/renderMarkdown';
import {versionLabel} from '../../../plugins/shared/api-reference/formatHistory';
import {readParams, readSignature} from './renderedApi';

vi.mock('@theme/CodeBlock', () => ({
  default: ({children, language, title}: {children: ReactNode; language: string; title?: string}) =>
    createElement('pre', {'data-language': language, 'data-title': title}, children),
}));

const root = path.resolve(__dirname, '../../..');
const contract = loadContract(path.join(root, 'api/contract.json'));
// Fixed notes and a fixed history, so the expected texts do not move with the real ones.
const notes = loadNotes(path.join(root, 'tests/fixtures/api/history/notes'), contract);

const exact = (version: string): Since => ({version, from: version, oldest: false});
const oldest: Since = {version: '3.0.0', from: '3.0.0', oldest: true};
const windowed: Since = {version: '3.14.5', from: '3.14.1', oldest: false};

/** Every kind of note: added (exact, window, oldest), renamed, default, kind, deprecations. */
const history = new Map<string, EntryHistory>([
  [
    'abstra.tables.select',
    {
      added: oldest,
      latest: '3.32.23',
      params: {
        table: {added: oldest, defaults: [], kinds: []},
        where: {
          added: oldest,
          defaults: [],
          kinds: [{in: windowed, from: 'positional_or_keyword', to: 'keyword_only'}],
        },
        order_by: {added: exact('3.32.4'), defaults: [], kinds: []},
        order_desc: {
          added: windowed,
          defaults: [{in: exact('3.32.10'), from: 'True', to: 'False'}],
          kinds: [],
        },
        limit: {added: oldest, defaults: [{in: windowed, from: null, to: 'None'}], kinds: []},
        offset: {
          added: oldest,
          renamedFrom: {name: 'skip', in: exact('3.32.2')},
          defaults: [{in: exact('3.32.3'), from: '0', to: null}],
          kinds: [],
        },
      },
    },
  ],
  [
    'abstra.tables.run',
    {
      added: windowed,
      latest: '3.32.23',
      deprecated: {in: exact('3.32.7'), by: 'decorator', replacement: 'run_sql'},
      params: {},
    },
  ],
  [
    'abstra.forms.reactive',
    {
      added: oldest,
      latest: '3.32.23',
      deprecated: {in: oldest, by: 'legacy', replacement: null},
      params: {func: {added: oldest, defaults: [], kinds: []}},
    },
  ],
]);

const entry = (name: string) => resolveEntry(contract, notes, name, 'test', history);
/** Text of rendered HTML, code spans as backticks. */
const plain = (html: string) => html.replace(/<\/?code>/g, '`').replace(/<[^>]+>/g, '');

describe('version notes', () => {
  it('label a release read exactly and a window of patches', () => {
    expect(versionLabel(exact('3.32.5'))).toBe('3.32.5');
    expect(versionLabel(windowed)).toBe('3.14.1–3.14.5');
  });

  it('fail the build for a name missing from the history', () => {
    expect(() => entry('abstra.tables.insert')).toThrow(
      /"abstra.tables.insert" is not in the API history. Run "npm run api:history"/,
    );
  });

  it('render on ApiSignature and ApiParams', async () => {
    const {default: ApiSignature} =
      await import('../../../src/components/ApiReference/ApiSignature');
    const {default: ApiParams} = await import('../../../src/components/ApiReference/ApiParams');
    const select = entry('abstra.tables.select');
    const signature = renderToStaticMarkup(
      createElement(ApiSignature, {name: select.name, data: select}),
    );
    const params = renderToStaticMarkup(
      createElement(ApiParams, {name: select.name, data: select}),
    );
    expect(plain(signature)).toContain('Available since abstra 3.0.0 (the oldest release read).');
    const text = plain(params);
    expect(text).toContain('Since 3.0.0 (the oldest release read).');
    expect(text).toContain('Added in 3.32.4.');
    expect(text).toContain('Keyword only since 3.14.1–3.14.5 (was positional or keyword).');
    expect(text).toContain('Default changed in 3.32.10 (was `True`).');
    expect(text).toContain('Optional since 3.14.1–3.14.5 (was required).');
    expect(text).toContain('Required since 3.32.3 (default was `0`).');
    expect(text).toContain('Renamed from `skip` in 3.32.2.');
    expect(params).toContain('class="api-params__history');
    expect(readSignature(signature).notes).toBe(
      'Available since abstra 3.0.0 (the oldest release read).',
    );
    // Each parameter's notes sit under its own description, in this order.
    expect(readParams(params).rows.map((r) => [r.name, r.history])).toEqual([
      ['table', 'Since 3.0.0 (the oldest release read).'],
      [
        'where',
        'Since 3.0.0 (the oldest release read). Keyword only since 3.14.1–3.14.5 (was positional or keyword).',
      ],
      ['order_by', 'Added in 3.32.4.'],
      ['order_desc', 'Added in 3.14.1–3.14.5. Default changed in 3.32.10 (was True).'],
      [
        'limit',
        'Since 3.0.0 (the oldest release read). Optional since 3.14.1–3.14.5 (was required).',
      ],
      [
        'offset',
        'Since 3.0.0 (the oldest release read). Renamed from skip in 3.32.2. Required since 3.32.3 (default was 0).',
      ],
    ]);

    const run = entry('abstra.tables.run');
    const runSignature = renderToStaticMarkup(
      createElement(ApiSignature, {name: run.name, data: run}),
    );
    expect(plain(runSignature)).toContain(
      'Added in abstra 3.14.1–3.14.5. Deprecated in abstra 3.32.7. Use `run_sql` instead.',
    );
    const reactive = entry('abstra.forms.reactive');
    expect(
      plain(
        renderToStaticMarkup(createElement(ApiSignature, {name: reactive.name, data: reactive})),
      ),
    ).toContain(
      'Deprecated since abstra 3.0.0 (the oldest release read). The module lists it as legacy in its `__all__`.',
    );
    // The version-less fallback is replaced by the versioned note.
    expect(runSignature).not.toContain('<strong>Deprecated</strong>');
    expect(readSignature(runSignature)).toMatchObject({
      notes: 'Added in abstra 3.14.1–3.14.5. Deprecated in abstra 3.32.7. Use run_sql instead.',
      code: 'def run(query: str, params: List = []) -> List[Dict[str, Any]]: ...',
    });
  });

  it('render the same words in the Markdown twin', async () => {
    const source = [
      '# Select',
      '',
      '<ApiSignature name="abstra.tables.select" />',
      '',
      '<ApiParams name="abstra.tables.select" />',
      '',
      '<ApiSignature name="abstra.tables.run" />',
      '',
    ].join('\n');
    const md = await renderMarkdown(source, {
      sourceFile: path.join(root, 'docs/select.mdx'),
      title: 'Select',
      description: 'Read rows.',
      markdownUrlOfSource: () => null,
      resolveApi: (name) => entry(name),
    });
    expect(md).toContain(
      'Available since abstra 3.0.0 (the oldest release read).\n\n```python\nfrom abstra.tables import select',
    );
    expect(md).toContain('Default changed in 3.32.10 (was `True`).');
    expect(md).toContain('Renamed from `skip` in 3.32.2. Required since 3.32.3 (default was `0`).');
    expect(md).toContain(
      'Added in abstra 3.14.1–3.14.5. Deprecated in abstra 3.32.7. Use `run_sql` instead.',
    );
    // The notes of each parameter end its row of the Markdown table.
    const rows = md.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| `table`',
      '| `where` (keyword only)',
      '| `order_by` (keyword only)',
      '| `order_desc` (keyword only)',
      '| `limit` (keyword only)',
      '| `offset` (keyword only)',
    ]);
    expect(rows[3]).toMatch(
      /Added in 3\.14\.1–3\.14\.5\. Default changed in 3\.32\.10 \(was `True`\)\. \|$/,
    );
    // The signature block comes right after its note, and the deprecated `run` last.
    expect(md.indexOf('def select(')).toBeLessThan(
      md.indexOf('| Name | Type | Default | Description |'),
    );
    expect(
      md
        .trimEnd()
        .endsWith('def run(query: str, params: List = []) -> List[Dict[str, Any]]: ...\n```'),
    ).toBe(true);
  });
});
