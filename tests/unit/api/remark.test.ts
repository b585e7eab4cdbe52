import {readFileSync} from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {
  apiContractRemarkPlugin,
  remarkApiContract,
  validateOptions,
  DEFAULT_OPTIONS,
} from '../../../plugins/api-contract';

const root = path.resolve(__dirname, '../../..');
const fixtures = path.join(root, 'tests/fixtures/api');

async function compilePage(page: string, notesDir = 'api/notes') {
  const file = path.join(fixtures, 'pages', page);
  return String(
    await compile(
      {value: readFileSync(file, 'utf8'), path: file},
      {remarkPlugins: [[remarkApiContract, {siteDir: root, notesDir}]]},
    ),
  );
}

describe('options', () => {
  it('pins the defaults', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      contractPath: 'api/contract.json',
      historyPath: 'api/history.json',
      notesDir: 'api/notes',
      components: ['ApiSignature', 'ApiParams'],
    });
    expect(validateOptions({siteDir: root})).toMatchObject({...DEFAULT_OPTIONS, siteDir: root});
  });

  it('rejects bad and removed options with a clear message', () => {
    expect(() => validateOptions({components: ['lowercase']})).toThrow(
      /api-contract: invalid options/,
    );
    expect(() => validateOptions({globalData: true} as never)).toThrow(/"globalData" was removed/);
    expect(() => validateOptions({schemaPath: 'api/contract.schema.json'} as never)).toThrow(
      /"schemaPath" was removed; the contract's shape is plugins\/api-contract\/contractSchema\.ts/,
    );
  });
});

describe('remarkApiContract', () => {
  it('injects only the resolved entry as a data prop', async () => {
    const out = await compilePage('ok.mdx', 'tests/fixtures/api/notes-ok');
    expect(out).toContain('"name": "abstra.compat.use_legacy_threads"');
    expect(out).toContain('"description": "Fixture description of `mode`."');
    expect(out).toContain(`"annotation": "Literal['scripts', 'forms', 'jobs', 'hooks']"`);
    // No other contract entry leaks into the page.
    expect(out).not.toContain('abstra.tables');
  });

  it('throws naming the file and the name when the name is not in the contract', async () => {
    await expect(compilePage('unknown.mdx')).rejects.toThrow(
      /tests\/fixtures\/api\/pages\/unknown\.mdx:5 <ApiSignature>: "abstra\.tables\.selectt" is not in the API contract/,
    );
  });

  it('throws when a documented parameter has no description', async () => {
    await expect(compilePage('undescribed.mdx', 'tests/fixtures/api/notes-ok')).rejects.toThrow(
      /undescribed\.mdx:3 <ApiParams>: no description for parameter\(s\) "table", "where", "order_by"/,
    );
  });

  it('throws at load when a note describes a parameter the contract does not have', () => {
    expect(() =>
      apiContractRemarkPlugin({siteDir: root, notesDir: 'tests/fixtures/api/notes-stray'}),
    ).toThrow(
      /notes-stray\/tables\.yml: abstra\.tables\.select_one: note describes parameter "filters"/,
    );
  });

  it('throws at load when a note is for a name the contract does not have', () => {
    expect(() =>
      apiContractRemarkPlugin({siteDir: root, notesDir: 'tests/fixtures/api/notes-stray-name'}),
    ).toThrow(/"abstra\.tables\.select_all" is not a function or class in the contract/);
  });

  it('accepts every committed note', () => {
    expect(() => apiContractRemarkPlugin({siteDir: root})).not.toThrow();
  });
});
