/**
 * Build flags read from the environment, once, by docusaurus.config.ts. `npm run build` and
 * `npm run preview` set none of them: what they build is what ships.
 *
 * The test suite (scripts/test.mjs) makes two builds:
 * - `build/`: the production build, flags unset. Every check and most end-to-end tests read it.
 * - `build-fixture/`: a small build for the tests that need what must never ship, with
 *   `DOCS_TEST_PAGES=1` (the crash and chunk-loading pages), an HTTP tracker sink
 *   (`TRACKER_ENDPOINT`, see plugins/tracker) and `DOCS_INCLUDE` (a few docs, so it is cheap).
 */
import {GlobExcludeDefault} from '@docusaurus/utils';

import {TEST_PAGES_SOURCE_GLOB} from '../../plugins/shared/testPages.mjs';

/** The test-only pages, under src/pages/tests/ (route `/docs/tests/…`). */
export const testPagesGlob = TEST_PAGES_SOURCE_GLOB;

export interface BuildFlags {
  /** `DOCS_TEST_PAGES=1`: build the pages of src/pages/tests/ (end-to-end tests only). */
  testPages: boolean;
  // `DOCS_INCLUDE`: build only these docs, a comma-separated list of globs of files relative to
  // docs/ (for example index.mdx and tools/tables/**/*.mdx), for a quick fixture build. Null (the
  // default) builds every doc.
  docsInclude: string[] | null;
}

type Env = Partial<Record<'DOCS_TEST_PAGES' | 'DOCS_INCLUDE', string>>;

export function buildFlags(env: Env): BuildFlags {
  const testPages = env.DOCS_TEST_PAGES?.trim() ?? '';
  if (!['', '0', '1'].includes(testPages)) {
    throw new Error(`DOCS_TEST_PAGES must be 1 or 0 (or unset), not "${testPages}".`);
  }
  const include = (env.DOCS_INCLUDE ?? '')
    .split(',')
    .map((glob) => glob.trim())
    .filter(Boolean);
  const outside = include.find((glob) => glob.startsWith('/') || glob.split('/').includes('..'));
  if (outside) {
    throw new Error(`DOCS_INCLUDE globs are relative to docs/; "${outside}" is not.`);
  }
  return {testPages: testPages === '1', docsInclude: include.length > 0 ? include : null};
}

/** The pages plugin's default exclusions, plus the test pages unless they are asked for. */
export function pagesExclude(flags: BuildFlags): string[] {
  return flags.testPages ? [...GlobExcludeDefault] : [...GlobExcludeDefault, testPagesGlob];
}
