import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const raw = readFileSync(path.join(root, 'api/contract.json'), 'utf8');
const contract = JSON.parse(raw);
const schema = JSON.parse(readFileSync(path.join(root, 'api/contract.schema.json'), 'utf8'));

describe('api/contract.json', () => {
  it('matches api/contract.schema.json', () => {
    const validate = new Ajv({allErrors: true, strict: false}).compile(schema);
    const ok = validate(contract);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
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
