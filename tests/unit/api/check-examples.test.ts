import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const examples = 'tests/fixtures/api/examples';

function check(...paths: string[]) {
  const result = spawnSync('python3', ['api/check_examples.py', ...paths], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.error) throw result.error;
  return {code: result.status, out: result.stdout, err: result.stderr};
}

describe('api/check_examples.py', () => {
  it('passes correct blocks (aliases, splats, constructors) and counts opt-outs', () => {
    const {code, out} = check(`${examples}/good.mdx`);
    expect(out).toBe('2 blocks checked, 0 failed, 1 opted out\n');
    expect(code).toBe(0);
  });

  it('reports an unknown keyword argument', () => {
    const {code, out} = check(`${examples}/bad-kwarg.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(
      `${examples}/bad-kwarg.mdx:6: abstra.tables.select() got an unexpected keyword argument 'filter'`,
    );
  });

  it('reports a missing required argument', () => {
    const {code, out} = check(`${examples}/bad-missing.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(
      `${examples}/bad-missing.mdx:6: abstra.tables.insert() missing required argument 'values'`,
    );
  });

  it('reports a surplus positional argument', () => {
    const {code, out} = check(`${examples}/bad-positional.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(
      `${examples}/bad-positional.mdx:6: abstra.tables.select() takes 1 positional argument but 2 were given`,
    );
  });

  it('reports unknown modules and names', () => {
    const {code, out} = check(`${examples}/bad-import.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(
      `bad-import.mdx:4: 'abstra.tables' has no public name 'selectt' (did you mean 'select'?)`,
    );
    expect(out).toContain(`bad-import.mdx:5: unknown module 'abstra.database'`);
  });

  it('reports syntax errors, including syntax newer than Python 3.9', () => {
    const {code, out} = check(`${examples}/bad-syntax.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(`bad-syntax.mdx:6: syntax error (Python 3.9)`);
    expect(out).toMatch(/bad-syntax\.mdx:1\d: syntax error \(Python 3\.9\): Pattern matching/);
    expect(out).toContain('2 blocks checked, 2 failed, 0 opted out');
  });

  it('binds calls made through module aliases, renamed imports and class constructors', () => {
    const {code, out} = check(`${examples}/bad-alias.mdx`);
    expect(code).toBe(1);
    expect(out).toContain(
      `bad-alias.mdx:8: abstra.tables.select() got an unexpected keyword argument 'wher' (did you mean 'where'?)`,
    );
    expect(out).toContain(
      `bad-alias.mdx:9: abstra.tables.update() missing required argument 'where'`,
    );
    expect(out).toContain(
      `bad-alias.mdx:10: abstra.forms.TextInput() missing required argument 'label'`,
    );
  });

  it('refuses an opt-out without a reason', () => {
    const {code, out} = check(`${examples}/bad-optout.mdx`);
    expect(code).toBe(1);
    expect(out).toContain('bad-optout.mdx:3: no-check needs a reason');
  });

  it('summarizes a whole folder', () => {
    const {code, out} = check(examples);
    expect(code).toBe(1);
    expect(out.trim().split('\n').at(-1)).toBe('10 blocks checked, 8 failed, 1 opted out');
  });

  it('passes the current docs', () => {
    const {code, out} = check('docs');
    expect(out).toMatch(/^\d+ blocks checked, 0 failed, 0 opted out\n$/);
    expect(code).toBe(0);
  });
});
