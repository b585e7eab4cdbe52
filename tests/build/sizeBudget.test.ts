/**
 * Initial JS per page kind, in bytes (gzip -9), from the build's HTML scripts
 * and the chunks of each page's routes (bench/page/initialJs.ts, the same
 * measure `npm run bench:page` prints). Deterministic: it reads files only.
 *
 * The budgets are the figures of the branch that made the site lighter than
 * stock Docusaurus, plus a little room for new pages (the route table and the
 * sidebar grow with the site). Raise one only with a bench run that justifies it.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {htmlScripts, initialJs, type BuiltSite} from '../../bench/page/initialJs';
import {OUR_PAGES, PAGE_KINDS, type PageKind} from '../../bench/page/pageKinds';
import {assertBuilt, baseUrl, buildDir, repoRoot} from './buildOutput';

beforeAll(assertBuilt);

const KB = 1024;

/**
 * gzip bytes of initial JS allowed per page kind. Measured on the merged site of 2026-11-23
 * (213 pages; landing 172.2, reference 174.5, widget 173.9, long guide 178.4, search 146.4,
 * 404 155.7 KB), plus 1 KB of room for new pages. The first budgets (187 pages) were 1-2 KB lower:
 * the route table and the sidebar grew with the getting-started and connector provider pages.
 */
export const BUDGETS: Record<PageKind, number> = {
  landing: 173 * KB,
  reference: 176 * KB,
  widget: 175 * KB,
  'long guide': 179 * KB,
  search: 148 * KB,
  '404': 157 * KB,
};

const site: BuiltSite = {
  buildDir,
  generatedDir: path.join(repoRoot, '.docusaurus'),
  baseUrl,
};

describe('initial JS budget', () => {
  it.each(PAGE_KINDS)('%s page stays within its budget', (kind) => {
    const {gzip, files} = initialJs(site, OUR_PAGES[kind]);
    expect(files.length).toBeGreaterThan(1);
    expect(
      gzip,
      `${OUR_PAGES[kind]}: ${(gzip / KB).toFixed(1)} KB of initial JS (gzip), budget ${(BUDGETS[kind] / KB).toFixed(1)} KB.\nFiles: ${files.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGETS[kind]);
  });

  it('ships no syntax highlighter: code blocks are highlighted at build time', () => {
    const offenders = PAGE_KINDS.flatMap((kind) =>
      initialJs(site, OUR_PAGES[kind]).files.filter((file) =>
        // prism-react-renderer's line class, and Prism's Python grammar as bundled code.
        /token-line|"triple-quoted-string":\{/.test(readFileSync(path.join(buildDir, file), 'utf8')),
      ),
    );
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('names only the runtime and main bundles in the HTML', () => {
    for (const kind of PAGE_KINDS) {
      const names = htmlScripts(site, OUR_PAGES[kind]).map((file) =>
        path.basename(file).replace(/\.[0-9a-f]+\.js$/, ''),
      );
      expect(names.sort(), OUR_PAGES[kind]).toEqual(['main', 'runtime~main']);
    }
  });
});
