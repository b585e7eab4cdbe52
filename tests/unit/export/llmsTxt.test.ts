import path from 'node:path';
import type {Sidebars} from '../../../plugins/shared/sidebarWalk';
import {describe, expect, it} from 'vitest';

import {collectDocs, sidebarOrder} from '../../../plugins/markdown-export/server/collectDocs';
import {llmsFullTxt, llmsTxt, type LlmsPage} from '../../../plugins/markdown-export/server/llmsTxt';
import {markdownFile, markdownUrl} from '../../../plugins/markdown-export/shared/markdownUrl';
import {isExported} from '../../../plugins/markdown-export/shared/exported';
import {TEST_PAGES_ROUTE_GLOB, routeMatcher} from '../../../plugins/shared/testPages.mjs';
import {sampleSidebars} from '../helpers/sidebar';

describe('markdownUrl (the URL rule)', () => {
  it('appends .md to the route, folder indexes and the root included', () => {
    expect(markdownUrl('/docs/tools/tables/reference/select', '/docs/')).toBe(
      '/docs/tools/tables/reference/select.md',
    );
    expect(markdownUrl('/docs/tools/tables/', '/docs/')).toBe('/docs/tools/tables.md');
    expect(markdownUrl('/docs/tools/tables', '/docs/')).toBe('/docs/tools/tables.md');
    expect(markdownUrl('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownUrl('/docs/a#x', '/docs/')).toBe('/docs/a.md');
  });

  it('gives the file beside the HTML, relative to the build folder', () => {
    expect(markdownFile('/docs/tools/tables/', '/docs/')).toBe('tools/tables.md');
    expect(markdownFile('/docs/', '/docs/')).toBe('index.md');
    expect(markdownFile('/a/b', '/')).toBe('a/b.md');
  });
});

const sidebars = sampleSidebars;

const doc = (id: string, permalink: string, extra: Record<string, unknown> = {}) => ({
  id,
  source: `@site/docs/${id}.mdx`,
  permalink,
  title: id,
  description: `About ${id}`,
  frontMatter: {},
  ...extra,
});

describe('collectDocs', () => {
  it('orders docs as the sidebar does, sections from top-level categories', () => {
    expect(sidebarOrder(sidebars, 'Docs')).toEqual([
      {id: 'index', section: 'Docs'},
      {id: 'workflow/index', section: 'Workflow'},
      {id: 'workflow/jobs', section: 'Workflow'},
      {id: 'workflow/forms/index', section: 'Workflow'},
      {id: 'tools/x', section: 'Tools'},
    ]);
  });

  it('makes a page of its own at the top level a section named by its sidebar label', () => {
    const order = sidebarOrder(
      {
        tutorialSidebar: [
          {type: 'category', label: 'Get started', link: {type: 'doc', id: 'index'}, items: []},
          {type: 'doc', id: 'api-changes', label: 'API changes'},
        ],
      } as unknown as Sidebars,
      'Docs',
    );
    expect(order).toEqual([
      {id: 'index', section: 'Get started'},
      {id: 'api-changes', section: 'API changes'},
    ]);
  });

  it('skips unlisted, drafts and ignored routes, and appends docs outside the sidebar', () => {
    const docs = [
      doc('tools/x', '/docs/tools/x'),
      doc('workflow/jobs', '/docs/workflow/jobs'),
      doc('index', '/docs/'),
      doc('workflow/index', '/docs/workflow/', {unlisted: true}),
      doc('workflow/forms/index', '/docs/workflow/forms/'),
      doc('orphan', '/docs/orphan'),
      doc('tests/x', '/docs/tests/x'),
      doc('draft', '/docs/draft', {frontMatter: {draft: true}}),
    ];
    const out = collectDocs({
      siteDir: '/site',
      plugins: [
        {name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [{docs, sidebars}]}},
      ],
      topLevelSection: 'Docs',
      unlistedSection: 'Other pages',
      ignorePatterns: ['/docs/tests/**'],
    });
    expect(out.map((d) => [d.permalink, d.section])).toEqual([
      ['/docs/', 'Docs'],
      ['/docs/workflow/jobs', 'Workflow'],
      ['/docs/workflow/forms/', 'Workflow'],
      ['/docs/tools/x', 'Tools'],
      ['/docs/orphan', 'Other pages'],
    ]);
    expect(out[0]!.sourceFile).toBe(path.join('/site', 'docs', 'index.mdx'));
  });

  it('applies the same export rule on the client', () => {
    const tests = routeMatcher([TEST_PAGES_ROUTE_GLOB]);
    expect(isExported({permalink: '/docs/a'}, routeMatcher([]))).toBe(true);
    expect(isExported({permalink: '/docs/tests/a'}, tests)).toBe(false);
    expect(isExported({permalink: '/docs/a', unlisted: true}, tests)).toBe(false);
  });
});

const page = (
  title: string,
  section: string,
  url: string,
  description = `${title} page.`,
): LlmsPage => ({
  title,
  description,
  section,
  url,
  markdown: `---\ntitle: ${title}\n---\n\n# ${title}\n\nBody of ${title}.\n`,
});

describe('llms.txt', () => {
  const pages = [
    page('Set up', 'Docs', 'https://x.io/docs/index.md'),
    page('Forms', 'Workflow', 'https://x.io/docs/workflow/forms.md'),
    page('Tables', 'Tools', 'https://x.io/docs/tools/tables.md', ''),
    page('Jobs', 'Workflow', 'https://x.io/docs/workflow/jobs.md'),
  ];
  const text = llmsTxt(pages, {
    title: 'Abstra Docs',
    summary: 'Python workflows.',
    instructions: 'Use abstra {version}.',
    version: '3.2.1',
  });

  it('follows the llmstxt.org layout: H1, summary, instructions, sections of links', () => {
    expect(text).toBe(
      [
        '# Abstra Docs',
        '',
        '> Python workflows.',
        '',
        'Use abstra 3.2.1.',
        '',
        '## Docs',
        '',
        '- [Set up](https://x.io/docs/index.md): Set up page.',
        '',
        '## Workflow',
        '',
        '- [Forms](https://x.io/docs/workflow/forms.md): Forms page.',
        '- [Jobs](https://x.io/docs/workflow/jobs.md): Jobs page.',
        '',
        '## Tools',
        '',
        '- [Tables](https://x.io/docs/tools/tables.md)',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds every page in order', () => {
    const full = llmsFullTxt(pages, {title: 'Abstra Docs', summary: 'Python workflows.'});
    const positions = ['Set up', 'Forms', 'Tables', 'Jobs'].map((t) =>
      full.indexOf(`Body of ${t}.`),
    );
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(full.startsWith('# Abstra Docs\n\n> Python workflows.\n')).toBe(true);
  });
});
