import {describe, expect, it} from 'vitest';

import {buildFlags, pagesExclude, testPagesGlob} from '../../../src/config/buildFlags';

describe('build flags', () => {
  it('are all off by default: npm run build builds what ships', () => {
    const flags = buildFlags({});
    expect(flags).toEqual({testPages: false, docsInclude: null});
    expect(pagesExclude(flags)).toContain(testPagesGlob);
    expect(buildFlags({DOCS_TEST_PAGES: '0', DOCS_INCLUDE: ' , '})).toEqual(flags);
  });

  it('DOCS_TEST_PAGES=1 builds the test pages', () => {
    expect(pagesExclude(buildFlags({DOCS_TEST_PAGES: '1'}))).not.toContain(testPagesGlob);
  });

  it('DOCS_INCLUDE lists doc globs relative to docs/', () => {
    expect(buildFlags({DOCS_INCLUDE: 'index.mdx, tools/tables/**/*.mdx'}).docsInclude).toEqual([
      'index.mdx',
      'tools/tables/**/*.mdx',
    ]);
  });

  it('rejects bad values with a clear message', () => {
    expect(() => buildFlags({DOCS_TEST_PAGES: 'yes'})).toThrow(
      'DOCS_TEST_PAGES must be 1 or 0 (or unset), not "yes".',
    );
    expect(() => buildFlags({DOCS_INCLUDE: '../secrets/*.mdx'})).toThrow(
      'DOCS_INCLUDE globs are relative to docs/; "../secrets/*.mdx" is not.',
    );
  });
});

describe('docusaurus.config.ts with no flags set', () => {
  it('leaves the test pages out, builds every doc and fails on broken links', async () => {
    const {default: createConfig} = await import('../../../docusaurus.config');
    const config = await createConfig();
    const [, preset] = config.presets![0] as [string, Record<string, Record<string, unknown>>];
    expect(preset.pages!.exclude).toContain(testPagesGlob);
    expect(preset.docs!.include).toBeUndefined();
    expect(config.onBrokenLinks).toBe('throw');
    expect(JSON.stringify(config)).not.toContain(process.cwd());
  });
});
