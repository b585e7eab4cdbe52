/**
 * The DocSearch modal's chunk as built: one file, marked with Chromium's eager-compile hint
 * (plugins/search/bundler/compileHint.ts), and patched by the DocSearch loaders
 * (plugins/search/bundler/*.cjs), so none of the costs they remove is back in what readers load.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {COMPILE_HINT, HINTED_ASSET} from '../../plugins/search/bundler/compileHint';
import {assertBuilt, buildDir} from './buildOutput';

let chunk = '';
let chunkName = '';

beforeAll(() => {
  assertBuilt();
  const jsDir = path.join(buildDir, 'assets', 'js');
  const found = readdirSync(jsDir).filter((f) => HINTED_ASSET.test(`assets/js/${f}`));
  expect(found, 'one docsearch-modal chunk').toHaveLength(1);
  chunkName = found[0]!;
  chunk = readFileSync(path.join(jsDir, chunkName), 'utf8');
});

describe('the built modal chunk', () => {
  it('starts with the compile hint, once', () => {
    expect(chunk.startsWith(COMPILE_HINT)).toBe(true);
    expect(chunk.split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('is named after its bytes, hint included (the real content hash ran after the hint)', () => {
    const runtime = readdirSync(path.join(buildDir, 'assets', 'js')).find((f) =>
      f.startsWith('runtime~main.'),
    );
    expect(runtime).toBeDefined();
    const hash = /docsearch-modal\.([0-9a-f]+)\.js$/.exec(chunkName)![1]!;
    expect(readFileSync(path.join(buildDir, 'assets', 'js', runtime!), 'utf8')).toContain(hash);
  });

  it('has no eval probe, no storage test or selection read per render, no scroll in the key task', () => {
    // Minified: names and `"undefined"!=typeof` forms differ from the dist the loaders read.
    expect(chunk).not.toMatch(/new Function\(""\)/);
    expect(chunk).toMatch(/\(void 0===(\w+)\?\1=function\(\)\{[^}]*"__TEST_KEY__"/);
    expect(chunk).not.toMatch(/\.useRef\([^()]*window\.getSelection\(\)/);
    expect(chunk).toMatch(/\.useState\(function\(\)\{return[^}]*window\.getSelection\(\)/);
    expect(chunk).not.toMatch(/\.current\)\.scrollTo\?/);
    expect(chunk).toMatch(/requestAnimationFrame\(function\(\)\{"function"==typeof (\w+)\.scrollTo\?\1\.scrollTo\(\{top:0/);
  });
});
