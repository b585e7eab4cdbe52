import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {extractRecords} from '../../../plugins/search/server/extractRecords';
import {collectPages, sectionLabels} from '../../../plugins/search/server/collectPages';
import {sidebarCategory, sidebarDoc} from '../helpers/sidebar';

const html = readFileSync(path.join(__dirname, 'fixtures/doc-page.html'), 'utf8');
const url = 'https://example.com/docs/tools/tables/reference/select_by_id';

describe('extractRecords', () => {
  const records = extractRecords({url, lvl0: 'Tables', title: 'select_by_id', html});

  it('writes a lvl1 record with page metadata and facets', () => {
    const [first] = records;
    expect(first).toMatchObject({
      type: 'lvl1',
      url,
      url_without_anchor: url,
      anchor: null,
      content: 'Read one row by its id with select_by_id.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      keywords: ['select_by_id', 'tables', 'read row'],
      hierarchy: {lvl0: 'Tables', lvl1: 'select_by_id', lvl2: null},
    });
    expect(first!.objectID).toMatch(/^[0-9a-f]{16}$/);
  });

  it('follows headings by id and clears deeper levels', () => {
    const headings = records.filter((r) => r.type !== 'content');
    expect(headings.map((r) => [r.type, r.anchor])).toEqual([
      ['lvl1', null],
      ['lvl2', 'signature'],
      ['lvl3', 'parameters'],
      ['lvl2', 'errors'],
    ]);
    const errors = records.find((r) => r.anchor === 'errors')!;
    expect(errors.hierarchy).toMatchObject({lvl2: 'Errors', lvl3: null});
    expect(errors.url).toBe(`${url}#errors`);
  });

  it('indexes paragraphs, code (line by line), table rows and list items once', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual([
      'Returns the row of abstra.tables whose id matches, or None.',
      'from abstra.tables import select_by_id row = select_by_id("orders", 42)',
      'Name | Type',
      'table | str',
      'First item',
      'Nested item',
      'Raises TablesExecutionError when the query fails.',
    ]);
  });

  it('separates the parts of a list item and the cells of a row, and leaves prose alone', () => {
    // A catalog entry as React renders it: name, summary and badges side by side, no text between.
    const page = `<article><div class="markdown"><ul>
      <li class="item"><a href="/docs/stripe">Stripe</a><span class="summary"> <!-- -->Online payments and subscriptions.</span><span class="meta"><span class="badge">Not published</span><span class="badge">REST, custom action</span></span></li>
      <li>Call <code>select</code> with <strong>where</strong> <em>and</em> a limit.</li>
    </ul><table>
      <tr><th>Parameter</th><th>Type</th></tr>
      <tr><td><code>limit</code><div>keyword only</div></td><td><span>Rows of </span><code>table</code><span>, at most.</span></td><td></td></tr>
    </table></div></article>`;
    const contents = extractRecords({url, lvl0: 'Tools', title: 'Catalog', html: page})
      .filter((r) => r.type === 'content')
      .map((r) => r.content);
    expect(contents).toEqual([
      'Stripe Online payments and subscriptions. · Not published · REST, custom action',
      'Call select with where and a limit.',
      'Parameter | Type',
      'limit · keyword only | Rows of table, at most.',
    ]);
  });

  it('skips navigation, buttons, footers, hash links and data-search-ignore', () => {
    const all = JSON.stringify(records);
    for (const text of [
      'Navbar text',
      'Hidden from search',
      'Copy',
      'Edit this page',
      'Direct link',
      '\u200b',
    ]) {
      expect(all).not.toContain(text);
    }
  });

  it('gives unique objectIDs', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });
});

describe('collectPages', () => {
  it('labels docs with their top-level sidebar category', () => {
    const labels = sectionLabels({
      s: [
        sidebarDoc('index'),
        sidebarCategory(
          'Tools',
          [sidebarCategory('Tables', [sidebarDoc('tools/tables/select')])],
          'tools/index',
        ),
      ],
    });
    expect(labels.get('tools/tables/select')).toBe('Tools');
    expect(labels.get('tools/index')).toBe('Tools');
    expect(labels.has('index')).toBe(false);
  });

  it('keeps only built, listed, non-ignored routes', () => {
    const pages = collectPages({
      baseUrl: '/docs/',
      outDir: path.join(__dirname, 'fixtures/site'),
      routesPaths: ['/docs/', '/docs/a', '/docs/tests/x'],
      plugins: [
        {
          name: 'docusaurus-plugin-content-docs',
          content: {
            loadedVersions: [
              {
                sidebars: {},
                docs: [
                  {id: 'index', permalink: '/docs/', title: 'Home'},
                  {id: 'a', permalink: '/docs/a', title: 'A'},
                  {id: 'hidden', permalink: '/docs/hidden', title: 'Hidden', unlisted: true},
                  {id: 'tests/x', permalink: '/docs/tests/x', title: 'X'},
                ],
              },
            ],
          },
        },
        {
          name: 'docusaurus-plugin-content-blog',
          content: {blogPosts: [{metadata: {permalink: '/docs/blog/p', title: 'P'}}]},
        },
      ],
      topLevelLabel: 'Docs',
      blogLabel: 'Blog',
      ignorePatterns: ['/docs/tests/**'],
    });
    expect(pages.map((p) => [p.url, p.lvl0])).toEqual([
      ['/docs/', 'Docs'],
      ['/docs/a', 'Docs'],
    ]);
  });
});
