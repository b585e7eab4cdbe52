import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import type {LoadContext} from '@docusaurus/types';

import pluginConnectorCatalog from '../../../plugins/connector-catalog';
import {DEFAULT_OPTIONS} from '../../../plugins/connector-catalog/options';
import {catalogMarkdown} from '../../../plugins/connector-catalog/server/catalogMarkdown';
import {loadCatalog} from '../../../plugins/connector-catalog/server/loadCatalog';
import type {CatalogData} from '../../../plugins/connector-catalog/shared/types';
import {collectMarkdownComponents} from '../../../plugins/markdown-export/shared/markdownComponents';
import {renderMarkdown} from '../../../plugins/markdown-export/server/renderMarkdown';

const siteDir = path.resolve(__dirname, '../../..');
const pagesDir = path.join(siteDir, 'docs/tools/connectors/providers');

const data: CatalogData = {
  categories: [
    {id: 'payments', label: 'Payment providers'},
    {id: 'chat', label: 'Chat'},
  ],
  items: [
    {
      slug: 'stripe',
      name: 'Stripe',
      summary: 'Charges and *refunds*.',
      category: 'payments',
      auth: ['tokens'],
      access: 'rest',
      actionCount: 0,
      route: '/tools/connectors/providers/stripe',
    },
    {
      slug: 'slack',
      name: 'Slack',
      summary: 'Messages.',
      category: 'chat',
      auth: ['oauth2'],
      access: 'rest',
      actionCount: 3,
      route: '/tools/connectors/providers/slack',
    },
  ],
};

describe('catalogMarkdown', () => {
  const md = catalogMarkdown(data, '/docs/');

  it('has a heading per category, in catalog order, with its count', () => {
    expect(md.match(/^## .+$/gm)).toEqual(['## Payment providers (1)', '## Chat (1)']);
    expect(md.startsWith('2 connectors in 2 categories.\n')).toBe(true);
  });

  it('links each provider to its twin, with its summary and authentication', () => {
    expect(md).toContain(
      '- [Stripe](/docs/tools/connectors/providers/stripe.md): Charges and \\*refunds\\*. Authentication: Token. Access: Any endpoint with the custom action.',
    );
    expect(md).toContain(
      '- [Slack](/docs/tools/connectors/providers/slack.md): Messages. Authentication: OAuth.',
    );
    expect(md.indexOf('[Stripe]')).toBeLessThan(md.indexOf('## Chat'));
  });
});

describe('the twin of the real providers index', async () => {
  const {data: real} = loadCatalog({
    catalogFile: path.join(pagesDir, 'catalog.yml'),
    pagesDir,
    routeBasePath: '/tools/connectors/providers',
  });
  const components = collectMarkdownComponents([
    {name: 'other'},
    {markdownComponents: () => ({ConnectorCatalog: () => catalogMarkdown(real, '/docs/')})},
  ]);
  const sourceFile = path.join(pagesDir, 'index.mdx');
  const twin = await renderMarkdown(readFileSync(sourceFile, 'utf8'), {
    sourceFile,
    title: 'Connector providers',
    description: '',
    markdownUrlOfSource: () => null,
    resolveApi: () => {
      throw new Error('no API tag on this page');
    },
    components,
  });

  it('lists every provider with a link to its twin, where the tag stood', () => {
    for (const item of real.items) {
      expect(twin).toContain(`[${item.name}](/docs${item.route}.md)`);
    }
    for (const category of real.categories) expect(twin).toContain(`## ${category.label} (`);
    expect(twin.indexOf(`[${real.items[0]!.name}]`)).toBeLessThan(
      twin.indexOf('## Find the actions of any connector'),
    );
    expect(twin).not.toMatch(/<ConnectorCatalog|import /);
  });

  it('two plugins rendering the same tag is a build error', () => {
    const render = () => '';
    expect(() =>
      collectMarkdownComponents([
        {markdownComponents: () => ({ConnectorCatalog: render})},
        {markdownComponents: () => ({ConnectorCatalog: render})},
      ]),
    ).toThrow('two plugins render <ConnectorCatalog> in Markdown');
  });
});

describe('the twins of the real provider pages', async () => {
  // The plugin as the build runs it: loaded, then asked for its Markdown components.
  const plugin = pluginConnectorCatalog(
    {siteDir, baseUrl: '/docs/'} as LoadContext,
    DEFAULT_OPTIONS,
  );
  const content = await plugin.loadContent!();
  await plugin.contentLoaded!({
    content,
    actions: {createData: async (name: string) => name},
    allContent: {},
  } as unknown as Parameters<NonNullable<typeof plugin.contentLoaded>>[0]);
  const components = collectMarkdownComponents([plugin]);
  const checkedSlugs = Object.keys(content.checked);

  it.each(checkedSlugs)('%s says when its facts were checked, with each source', async (slug) => {
    const sourceFile = path.join(pagesDir, `${slug}.mdx`);
    const twin = await renderMarkdown(readFileSync(sourceFile, 'utf8'), {
      sourceFile,
      title: slug,
      description: '',
      markdownUrlOfSource: () => null,
      resolveApi: () => {
        throw new Error('no API tag on this page');
      },
      components,
    });
    expect(twin).toContain(`Checked against ${content.checked[slug]!.vendor}'s documentation on`);
    for (const url of content.checked[slug]!.sources) expect(twin).toContain(url);
    expect(twin).not.toMatch(/<CheckedAgainst/);
  });
});
