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
 * gzip bytes of initial JS allowed per page kind. Measured on 2026-11-25 (213 pages; landing 168.1,
 * reference 170.4, widget 169.9, long guide 174.4, search 144.9, 404 152.2 KB; stock Docusaurus
 * 177.6 / 177.3 / 177.6 / 183.9 / 181.4 / 163.2 KB), plus 1 KB of room for new pages. The
 * copy-page menu loads on intent, and the route registry and the docs version prop lost what the
 * browser never reads (plugins/slim-registry, plugins/slim-docs-metadata): 4 KB below the budgets
 * of the 213-page site before. A client bundle on preact/compat measured 111.7-117.9 KB but more
 * blocking time than React (bench/page/README.md), so React stays.
 */
export const BUDGETS: Record<PageKind, number> = {
  landing: 170 * KB,
  reference: 172 * KB,
  widget: 171 * KB,
  'long guide': 176 * KB,
  search: 146 * KB,
  '404': 154 * KB,
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
