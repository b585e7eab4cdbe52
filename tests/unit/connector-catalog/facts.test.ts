import {describe, expect, it} from 'vitest';

import path from 'node:path';

import {
  checkExampleFacts,
  checkPageFacts,
  exampleProvider,
  findStatements,
} from '../../../plugins/connector-catalog/server/checkFacts';
import {checkedMarkdown} from '../../../plugins/connector-catalog/server/catalogMarkdown';
import {formatCheckedDate} from '../../../plugins/connector-catalog/shared/checked';
import {loadCatalog, parseCatalog} from '../../../plugins/connector-catalog/server/loadCatalog';

const page = `---
title: Acme
---

import CheckedAgainst from '@theme/CheckedAgainst';

[Acme](https://www.acme.example.org) sells widgets. See [the docs](https://docs.acme.example.org/api).

<CheckedAgainst provider="acme" />

Call \`https://api.acme.example.org/v2/orders\` or \`/api/2.2/jobs/list\`; the Orders API 3.1 pages.
Create a key under **Settings → API keys**.
`;

function catalogWith(covers: string[]) {
  return parseCatalog(
    {
      categories: [{id: 'shop', label: 'Shop'}],
      providers: [
        {
          slug: 'acme',
          name: 'Acme',
          summary: 'Widgets.',
          category: 'shop',
          auth: ['tokens'],
          access: 'http',
          evidence: [{source: 'package', ref: 'abstra_internals/x.md', note: 'Names Acme.'}],
          facts: [
            {
              claim: 'Acme API.',
              url: 'https://docs.acme.example.org/api',
              checked: '2026-11-26',
              covers,
            },
          ],
        },
      ],
    },
    'c.yml',
  );
}

const provider = (covers: string[]) => catalogWith(covers).providers[0]!;

describe('the third-party facts build check', () => {
  it('finds endpoints, versioned paths, version phrases and console paths, not home pages', () => {
    expect(findStatements(page).map((s) => `${s.kind}: ${s.text}`)).toEqual([
      'url: https://docs.acme.example.org/api',
      'url: https://api.acme.example.org/v2/orders',
      'path: /api/2.2/jobs/list',
      'version: Orders API 3.1',
      'console path: Settings → API keys',
    ]);
  });

  it('fails on every statement no fact covers, naming the page line and the fix', () => {
    const problems = checkPageFacts(provider(['https://docs.acme.example.org/']), page, 'acme.mdx');
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /acme\.mdx:11 states the url "https:\/\/api\.acme\.example\.org\/v2\/orders"/,
    );
    expect(problems[0]).toMatch(/add one under facts/);
  });

  it('passes when facts cover everything, and needs the CheckedAgainst tag of the page', () => {
    const covered = provider([
      'https://docs.acme.example.org/',
      'https://api.acme.example.org/v2/',
      '/api/2.2/',
      'Orders API 3.1',
      'Settings → API keys',
    ]);
    expect(checkPageFacts(covered, page, 'acme.mdx')).toEqual([]);
    const untagged = page.replace('<CheckedAgainst provider="acme" />', '');
    expect(checkPageFacts(covered, untagged, 'acme.mdx')).toEqual([
      'acme.mdx has facts in the catalog but does not show <CheckedAgainst provider="acme" />',
    ]);
  });

  it('shows the date readers see, in both the page and its twin', () => {
    expect(formatCheckedDate('2026-11-26')).toBe('November 26, 2026');
    expect(
      checkedMarkdown(
        {
          acme: {
            vendor: 'Acme',
            date: '2026-11-26',
            sources: ['https://docs.acme.example.org/api'],
          },
        },
        'acme',
      ),
    ).toBe(
      "Checked against Acme's documentation on November 26, 2026. Sources: [https://docs.acme.example.org/api](https://docs.acme.example.org/api)\n",
    );
  });
});

describe('the examples build check', () => {
  const example =
    'Page through `/api/2.2/jobs/list` with [the docs](https://docs.acme.example.org/api).\n';

  it('gives an example to the provider named by its folder, or by its file at the top', () => {
    expect(exampleProvider('acme/orders.mdx')).toBe('acme');
    expect(exampleProvider('acme.mdx')).toBe('acme');
  });

  it('fails on what an example states that its provider does not cover', () => {
    const problems = checkExampleFacts(
      catalogWith(['https://docs.acme.example.org/']),
      [{file: 'acme/orders.mdx', source: example}],
      'examples',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^examples\/acme\/orders\.mdx:1 states the path "\/api\/2\.2\/jobs\/list"/,
      ),
    ]);
    const covered = catalogWith(['https://docs.acme.example.org/', '/api/2.2/']);
    expect(checkExampleFacts(covered, [{file: 'acme/orders.mdx', source: example}], 'e')).toEqual(
      [],
    );
  });

  it('fails on an example that states facts but belongs to no provider', () => {
    const covered = catalogWith(['https://docs.acme.example.org/', '/api/2.2/']);
    expect(checkExampleFacts(covered, [{file: 'misc/orders.mdx', source: example}], 'e')).toEqual([
      expect.stringMatching(/"misc" is no provider of the catalog/),
    ]);
    expect(
      checkExampleFacts(covered, [{file: 'misc/plain.mdx', source: 'No endpoint.\n'}], 'e'),
    ).toEqual([]);
  });

  it('passes on the site: every endpoint and version the examples state has its fact', () => {
    const pagesDir = path.resolve(__dirname, '../../../docs/tools/connectors/providers');
    expect(() =>
      loadCatalog({
        catalogFile: path.join(pagesDir, 'catalog.yml'),
        pagesDir: null,
        routeBasePath: '/tools/connectors/providers',
        examplesDir: path.resolve(pagesDir, '../examples'),
      }),
    ).not.toThrow();
  });
});
