import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {load} from 'js-yaml';

import {
  CatalogError,
  checkPages,
  loadCatalog,
  parseCatalog,
  toCatalogData,
} from '../../../plugins/connector-catalog/server/loadCatalog';

const siteDir = path.resolve(__dirname, '../../..');
const realCatalog = path.join(siteDir, 'docs/tools/connectors/providers/catalog.yml');

function minimal(overrides: Record<string, unknown> = {}) {
  return {
    categories: [{id: 'payments', label: 'Payment providers'}],
    providers: [
      {
        slug: 'stripe',
        name: 'Stripe',
        summary: 'Payments.',
        category: 'payments',
        auth: ['console'],
        access: 'rest',
        evidence: [
          {
            source: 'abstra.io',
            ref: 'https://www.abstra.io/docs/tools/connectors/reference/custom',
            note: 'Listed as a REST connector.',
            access: true,
          },
        ],
        ...overrides,
      },
    ],
  };
}

describe('the real catalog', () => {
  it('is valid, and every entry has its page and evidence', () => {
    const {file, data} = loadCatalog({
      catalogFile: realCatalog,
      pagesDir: path.dirname(realCatalog),
      routeBasePath: '/tools/connectors/providers',
    });
    expect(file.providers.length).toBeGreaterThanOrEqual(6);
    for (const p of file.providers) expect(p.evidence.length).toBeGreaterThan(0);
    expect(data.items.map((i) => i.route)).toContain('/tools/connectors/providers/stripe');
  });

  it('lists the six providers the spec names', () => {
    const raw = load(readFileSync(realCatalog, 'utf8')) as {providers: Array<{slug: string}>};
    const slugs = raw.providers.map((p) => p.slug);
    for (const slug of ['gmail', 'slack', 'stripe', 'hubspot', 'jira', 'notion']) {
      expect(slugs).toContain(slug);
    }
  });
});

describe('parseCatalog: no evidence, no entry', () => {
  it('accepts a minimal valid catalog', () => {
    expect(parseCatalog(minimal(), 'catalog.yml').providers[0]!.slug).toBe('stripe');
  });

  it('rejects an entry without evidence, naming the entry and the fix', () => {
    const raw = minimal({evidence: undefined});
    expect(() => parseCatalog(raw, 'catalog.yml')).toThrow(CatalogError);
    expect(() => parseCatalog(raw, 'catalog.yml')).toThrow(
      /providers\[0\] \(slug "stripe"\)\.evidence: is required[\s\S]*Add it, or remove the entry/,
    );
  });

  it('rejects an empty evidence list', () => {
    expect(() => parseCatalog(minimal({evidence: []}), 'catalog.yml')).toThrow(
      /evidence: needs at least one public source; no evidence, no entry/,
    );
  });

  it('rejects evidence whose reference does not match its source', () => {
    const raw = minimal({
      evidence: [{source: 'abstra.io', ref: 'https://example.com/stripe', note: 'x'}],
    });
    expect(() => parseCatalog(raw, 'catalog.yml')).toThrow(
      /evidence\.0\.ref: a "abstra\.io" source needs an https:\/\/www\.abstra\.io\/ address/,
    );
  });

  it('rejects an unknown category, a duplicate slug and a bad auth list', () => {
    const raw = minimal({category: 'banks', auth: ['console', 'oauth2']});
    raw.providers.push({...raw.providers[0]!});
    const error = (() => {
      try {
        parseCatalog(raw, 'catalog.yml');
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(error).toMatch(/category: "banks" is not declared under categories \(payments\)/);
    expect(error).toMatch(/the slug is listed twice/);
    expect(error).toMatch(/"console" cannot be combined/);
  });

  it('rejects a fact without an https address, a real date or what it covers, per field', () => {
    const fact = {claim: 'API v2', url: 'http://example.com', checked: '2026-02-30', covers: []};
    expect(() => parseCatalog(minimal({facts: [fact]}), 'catalog.yml')).toThrow(
      new RegExp(
        [
          'catalog\\.yml is invalid:',
          '  - providers\\[0\\] \\(slug "stripe"\\)\\.facts\\.0\\.url: must be an https:// address',
          '  - providers\\[0\\] \\(slug "stripe"\\)\\.facts\\.0\\.checked: must be a date, YYYY-MM-DD',
          '  - providers\\[0\\] \\(slug "stripe"\\)\\.facts\\.0\\.covers: list what the page writes',
        ].join('\\n'),
      ),
    );
  });

  it('rejects an unknown auth kind and unknown keys', () => {
    expect(() => parseCatalog(minimal({auth: ['password']}), 'c.yml')).toThrow(/auth\.0/);
    expect(() => parseCatalog(minimal({actions_guess: []}), 'c.yml')).toThrow(/actions_guess/);
  });
});

describe('checkPages', () => {
  let dir: string;
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('fails on an entry without a page and on a page without an entry', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    mkdirSync(dir, {recursive: true});
    writeFileSync(path.join(dir, 'index.mdx'), '# Providers');
    writeFileSync(path.join(dir, 'acme.mdx'), '# Acme');
    const catalog = parseCatalog(minimal(), 'catalog.yml');
    expect(() => checkPages(catalog, dir, 'catalog.yml')).toThrow(/"stripe" has no page/);
    expect(() => checkPages(catalog, dir, 'catalog.yml')).toThrow(/acme\.mdx has no entry/);
    writeFileSync(path.join(dir, 'stripe.mdx'), '# Stripe');
    rmSync(path.join(dir, 'acme.mdx'));
    expect(() => checkPages(catalog, dir, 'catalog.yml')).not.toThrow();
  });
});

describe('loadCatalog errors', () => {
  let dir: string;
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('reports a missing file and invalid YAML clearly', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    const opts = (file: string) => ({catalogFile: file, pagesDir: null, routeBasePath: '/p'});
    expect(() => loadCatalog(opts(path.join(dir, 'none.yml')))).toThrow(/does not exist/);
    writeFileSync(path.join(dir, 'bad.yml'), 'providers: [unclosed');
    expect(() => loadCatalog(opts(path.join(dir, 'bad.yml')))).toThrow(/is not valid YAML/);
  });
});

describe('toCatalogData', () => {
  it('keeps only used categories and counts catalogued actions', () => {
    const raw = minimal({
      actions: {source: 'x', list: [{name: 'send', purpose: 'Send.', params: []}]},
    });
    raw.categories.push({id: 'banks', label: 'Banks'});
    const data = toCatalogData(parseCatalog(raw, 'c.yml'), '/tools/connectors/providers');
    expect(data.categories.map((c) => c.id)).toEqual(['payments']);
    expect(data.items[0]).toMatchObject({
      actionCount: 1,
      route: '/tools/connectors/providers/stripe',
    });
  });
});
