import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {checkContract} from '../../../plugins/api-contract/loadContract';

const root = path.resolve(__dirname, '../../..');
const raw = readFileSync(path.join(root, 'api/contract.json'), 'utf8');
const contract = JSON.parse(raw);

describe('api/contract.json', () => {
  it('has the shape of plugins/api-contract/contractSchema.ts', () => {
    expect(() => checkContract(contract, 'api/contract.json')).not.toThrow();
  });

  it('is refused, naming the file and each bad field, when a field is wrong', () => {
    const bad = structuredClone(contract);
    const select = bad.modules['abstra.tables'].members.select;
    select.signature.params[1].kind = 'keyword';
    select.signature.params[1].required = 'no';
    select.docstring = 'Selects rows.';
    bad.modules['abstra.tables'].members.run.kind = 'macro';
    expect(() => checkContract(bad, 'api/contract.json')).toThrow(
      new RegExp(
        [
          "api-contract: api/contract.json does not have the contract's shape \\(plugins/api-contract/contractSchema.ts\\):",
          '  /modules/abstra.tables/members/run/kind must be one of \\[function, class, constant\\]',
          '  /modules/abstra.tables/members/select/signature/params/1/kind must be one of \\[positional_only, ',
        ].join('\\n'),
      ),
    );
    expect(() => checkContract(bad, 'api/contract.json')).toThrow(
      /\/select\/signature\/params\/1\/required must be a boolean\n  \/modules\/abstra.tables\/members\/select\/docstring is not allowed\n/,
    );
  });

  it('starts with the package and the pinned version', () => {
    expect(Object.keys(contract).slice(0, 2)).toEqual(['package', 'version']);
    expect(contract.package).toBe('abstra');
    expect(contract.version).toBe('3.32.23');
    const pinned = readFileSync(path.join(root, 'api/requirements.txt'), 'utf8').trim();
    expect(pinned).toBe(`abstra==${contract.version}`);
  });

  it('holds no memory addresses, absolute paths or docstring-like prose', () => {
    expect(raw).not.toMatch(/0x[0-9a-f]{6,}/i);
    expect(raw).not.toMatch(/site-packages|\/tmp\/|\/home\/|\/work\//);
    expect(raw).not.toMatch(/"(doc|docstring|description|summary)"\s*:/);
  });

  it('is serialized with sorted keys below the top level', () => {
    const check = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(check);
      else if (value && typeof value === 'object') {
        const keys = Object.keys(value);
        expect(keys).toEqual([...keys].sort());
        Object.values(value).forEach(check);
      }
    };
    check(contract.modules);
    expect(raw.endsWith('}\n')).toBe(true);
  });

  it('records the real API facts the docs rely on', () => {
    const tables = contract.modules['abstra.tables'].members;
    const select = tables.select.signature.params;
    expect(select.map((p: {name: string}) => p.name)).toEqual([
      'table',
      'where',
      'order_by',
      'order_desc',
      'limit',
      'offset',
    ]);
    expect(select[1]).toMatchObject({
      kind: 'keyword_only',
      annotation: 'Optional[dict]',
      default: 'None',
    });
    expect(tables.run.deprecated).toBe(true);
    expect(tables.run_sql.deprecated).toBe(false);
    expect(tables.delete.deprecated_params).toEqual([{name: 'values', replacement: 'where'}]);
    const workflows = contract.modules['abstra.workflows'];
    expect(workflows).toMatchObject({
      importable: false,
      import_error: 'DeprecatedModule',
      deprecated: true,
    });
    expect(Object.keys(workflows.members)).toEqual(['get_data', 'set_data', 'set_title']);
    // Re-exports are recorded under every module that exports them.
    expect(contract.modules['abstra.types'].members.TableRow).toBeDefined();
    expect(contract.modules['abstra.common'].members.create_public_link.also_exported_as).toContain(
      'abstra.files.create_public_link',
    );
  });
});
