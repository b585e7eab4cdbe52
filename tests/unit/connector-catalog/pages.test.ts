import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {loadCatalog} from '../../../plugins/connector-catalog/server/loadCatalog';

const pagesDir = path.resolve(__dirname, '../../../docs/tools/connectors/providers');
const {file: catalog} = loadCatalog({
  catalogFile: path.join(pagesDir, 'catalog.yml'),
  pagesDir,
  routeBasePath: '/tools/connectors/providers',
});

function readPage(slug: string) {
  const source = readFileSync(path.join(pagesDir, `${slug}.mdx`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  const frontMatter = (match ? load(match[1]!) : {}) as Record<string, unknown>;
  const python = [...source.matchAll(/```python[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return {source, frontMatter, python};
}

/** `run_connection_action("<connection>", "<action>"` calls with literal names. */
function actionCalls(code: string): string[] {
  return [...code.matchAll(/run_connection_action\(\s*"[^"]+",\s*"([^"]+)"/g)].map((m) => m[1]!);
}

describe.each(catalog.providers.map((p) => [p.slug, p] as const))('provider page %s', (slug, p) => {
  const page = readPage(slug);

  it('has a title, a description of at most 160 characters and keywords', () => {
    expect(page.frontMatter.title).toEqual(expect.any(String));
    const description = page.frontMatter.description as string;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(160);
    expect((page.frontMatter.keywords as string[]).length).toBeGreaterThan(2);
  });

  it('links back to the catalog', () => {
    expect(page.source).toContain('](./index.mdx');
  });

  it('calls only the custom action or actions the catalog lists with a source', () => {
    const allowed = new Set(p.actions?.list.map((a) => a.name) ?? []);
    // `http` pages may call `custom` too: they tell readers to check for it in the console.
    if (p.access === 'rest' || p.access === 'http') allowed.add('custom');
    for (const action of page.python.flatMap(actionCalls)) {
      expect(allowed, `${slug}.mdx calls "${action}"`).toContain(action);
    }
  });

  it('never tells readers about sourcing', () => {
    expect(page.source).not.toMatch(/public source|not published|evidence|product specification/i);
  });

  it('links a variant to its base provider page', () => {
    if (p.variantOf) expect(page.source).toContain(`](./${p.variantOf}.mdx)`);
  });

  it('shows every catalogued action in its actions table', () => {
    for (const action of p.actions?.list ?? []) {
      expect(page.source).toContain(`| \`${action.name}\` |`);
    }
  });
});
