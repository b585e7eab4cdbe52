import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import path from 'node:path';
import {loadContract, loadNotes, resolveEntry} from '../../../plugins/api-contract';
import {formatSignature} from '../../../plugins/shared/api-reference/formatSignature';
import {readParams, readSignature} from './renderedApi';

vi.mock('@theme/CodeBlock', () => ({
  default: ({children, language, title}: {children: ReactNode; language: string; title?: string}) =>
    createElement('pre', {'data-language': language, 'data-title': title}, children),
}));

const root = path.resolve(__dirname, '../../..');
const contract = loadContract(path.join(root, 'api/contract.json'));
const notes = loadNotes(path.join(root, 'api/notes'), contract);
const entry = (name: string) => resolveEntry(contract, notes, name, 'test');
// The snapshot renders fixed notes, so rewording the real notes does not break it.
const fixtureNotes = loadNotes(path.join(root, 'tests/fixtures/api/notes-snapshot'), contract);
const fixtureEntry = (name: string) => resolveEntry(contract, fixtureNotes, name, 'test');

describe('formatSignature', () => {
  it('keeps short signatures on one line', () => {
    expect(formatSignature(entry('abstra.tables.select_by_id'))).toBe(
      'def select_by_id(table: str, id: str) -> Optional[Dict[str, Any]]: ...',
    );
  });

  it('wraps long signatures one parameter per line, with the keyword-only marker', () => {
    expect(formatSignature(entry('abstra.tables.select'))).toBe(
      [
        'def select(',
        '    table: str,',
        '    *,',
        '    where: Optional[dict] = None,',
        '    order_by: Optional[str] = None,',
        '    order_desc: bool = False,',
        '    limit: Optional[int] = None,',
        '    offset: Optional[int] = None,',
        ') -> List[Dict[str, Any]]: ...',
      ].join('\n'),
    );
  });

  it('renders classes with their constructor parameters', () => {
    expect(formatSignature(entry('abstra.tables.is_between'))).toBe(
      'class is_between(value1: Any, value2: Any): ...',
    );
  });
});

describe('ApiSignature and ApiParams', () => {
  it('render abstra.tables.select', async () => {
    const {default: ApiSignature} =
      await import('../../../src/components/ApiReference/ApiSignature');
    const {default: ApiParams} = await import('../../../src/components/ApiReference/ApiParams');
    const data = fixtureEntry('abstra.tables.select');
    const signature = renderToStaticMarkup(createElement(ApiSignature, {name: data.name, data}));
    const params = renderToStaticMarkup(createElement(ApiParams, {name: data.name, data}));
    expect(signature).toContain('data-language="python"');
    expect(signature).toContain('data-title="from abstra.tables import select"');
    expect(params).toContain('<code>order_desc</code>');
    expect(params).toMatch(/<em>required<\/em>/);

    expect(readSignature(signature)).toEqual({
      name: 'abstra.tables.select',
      version: contract.version,
      title: 'from abstra.tables import select',
      code: formatSignature(data),
      notes: '',
    });
    const table = readParams(params);
    expect(table.header).toEqual(['Name', 'Type', 'Default', 'Description']);
    const kw = 'keyword only';
    expect(table.rows.map((r) => [r.name, r.kind, r.type, r.default, r.description])).toEqual([
      ['table', '', 'str', 'required', 'Fixture description of table.'],
      [
        'where',
        kw,
        'Optional[dict]',
        'None',
        'Fixture description of where, with a {column: value} dict.',
      ],
      ['order_by', kw, 'Optional[str]', 'None', 'Fixture description of order_by.'],
      ['order_desc', kw, 'bool', 'False', 'Fixture description of order_desc.'],
      ['limit', kw, 'Optional[int]', 'None', 'Fixture description of limit.'],
      ['offset', kw, 'Optional[int]', 'None', 'Fixture description of offset.'],
    ]);
  });

  it('flag deprecated functions and parameters', async () => {
    const {default: ApiSignature} =
      await import('../../../src/components/ApiReference/ApiSignature');
    const {default: ApiParams} = await import('../../../src/components/ApiReference/ApiParams');
    const run = entry('abstra.tables.run');
    expect(
      renderToStaticMarkup(createElement(ApiSignature, {name: run.name, data: run})),
    ).toContain('Deprecated');
    const del = entry('abstra.tables.delete');
    expect(renderToStaticMarkup(createElement(ApiParams, {name: del.name, data: del}))).toContain(
      '<strong>Deprecated. </strong>',
    );
  });

  it('throw when the remark plugin did not inject data', async () => {
    const {default: ApiParams} = await import('../../../src/components/ApiReference/ApiParams');
    expect(() =>
      renderToStaticMarkup(createElement(ApiParams, {name: 'abstra.tables.select'})),
    ).toThrow(/remark plugin did not run/);
  });
});
