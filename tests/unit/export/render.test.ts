import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {loadApiData, resolveEntry, validateOptions} from '../../../plugins/api-contract';
import {
  renderMarkdown,
  type RenderContext,
} from '../../../plugins/markdown-export/server/renderMarkdown';

const siteDir = path.resolve(__dirname, '..', '..', '..');
const fixtures = path.join(__dirname, 'fixtures', 'docs');
const {contract, notes} = loadApiData(validateOptions({siteDir}));

function context(file: string, title: string, description = ''): RenderContext {
  const twins = new Map([
    [path.join(fixtures, 'index.mdx'), '/docs/index.md'],
    [path.join(fixtures, 'guide', 'other.mdx'), '/docs/guide/other.md'],
    [path.join(fixtures, 'guide', 'constructs.mdx'), '/docs/guide/constructs.md'],
  ]);
  return {
    sourceFile: file,
    title,
    description,
    markdownUrlOfSource: (f) => twins.get(f) ?? null,
    resolveApi: (name, where) => resolveEntry(contract, notes, name, where),
  };
}

async function render(rel: string, title: string, description = ''): Promise<string> {
  const file = path.join(fixtures, rel);
  return renderMarkdown(readFileSync(file, 'utf8'), context(file, title, description));
}

/** Renders MDX given as lines, as if it were the page `guide/<name>`. */
function renderLines(lines: string[], name = 'other.mdx'): Promise<string> {
  const file = path.join(fixtures, 'guide', name);
  return renderMarkdown(lines.join('\n'), context(file, 'X'));
}

describe('renderMarkdown', async () => {
  const md = await render(
    'guide/constructs.mdx',
    'Every construct',
    'A page that uses every MDX construct the docs may contain.',
  );

  it('reduces front matter to title and description and adds the H1', () => {
    expect(
      md.startsWith(
        '---\ntitle: Every construct\ndescription: A page that uses every MDX construct the docs may contain.\n---\n\n# Every construct\n',
      ),
    ).toBe(true);
    expect(md).not.toContain('keywords');
    expect(md).not.toContain('sidebar_label');
  });

  it('drops imports, exports, comments and expressions', () => {
    expect(md).not.toMatch(/^import /m);
    expect(md).not.toMatch(/^export /m);
    expect(md).not.toContain('{/*');
    expect(md).not.toContain('{answer}');
    expect(md).toContain('## Parameters\n');
  });

  it('renders <ApiSignature> as a python block with the import and the contract signature', () => {
    const entry = resolveEntry(contract, notes, 'abstra.tables.select', 'test');
    expect(md).toContain('```python\nfrom abstra.tables import select\n\ndef select(');
    expect(md).toContain(`${entry.params[0]!.name}`);
    expect(md).not.toContain('<ApiSignature');
  });

  it('renders <ApiParams> as a table with every parameter and its note', () => {
    const entry = resolveEntry(contract, notes, 'abstra.tables.select', 'test');
    expect(md).toMatch(/\| Name +\| Type +\| Default +\| Description +\|/);
    for (const param of entry.params) expect(md).toContain(`\`${param.name}\``);
    expect(md).not.toContain('<ApiParams');
  });

  it('flattens Tabs with their labels', () => {
    expect(md).toContain('**Python**\n\n```python\nprint("hi")\n```');
    expect(md).toContain('**Shell**\n\nRun `abstra serve`.');
    expect(md).not.toContain('TabItem');
  });

  it('turns admonitions into blockquotes', () => {
    expect(md).toContain('> **Note:** Notes become blockquotes.');
    expect(md).toContain('> **Careful:** With a custom title.');
    expect(md).not.toContain(':::');
  });

  it('keeps the alt text of components, drops decorative ones, unwraps details', () => {
    expect(md).toContain('_A text input labelled Name_');
    expect(md).not.toContain('Decorative');
    expect(md).toContain('**More**\n\nHidden text.');
  });

  it('writes the values the HTML page shows for expressions, as React prints them', () => {
    // The page declares `export const answer = 42;` and writes `{answer}`: the page shows 42.
    expect(md).toContain('Inline `code` and a value of 42.');
  });

  it('evaluates literals, page constants and templates, and drops comments', async () => {
    const out = await renderLines([
      'export const unit = "ms";',
      'export const limit = 500, negative = -3;',
      'export const label = `${limit} ${unit}`;',
      '',
      'Waits {limit}{unit} ({label}), offset {negative}, {"quoted"}, {true}{null}{/* hidden */}.',
      '',
    ]);
    expect(out).toContain('Waits 500ms (500 ms), offset -3, quoted, .');
    expect(out).not.toContain('hidden');
  });

  it('fails on an expression the twin cannot reproduce, naming file, line and the fix', async () => {
    const file = path.join(fixtures, 'guide', 'other.mdx');
    await expect(
      renderMarkdown('Intro.\n\nNow {new Date().getFullYear()}.\n', context(file, 'X')),
    ).rejects.toThrow(
      /other\.mdx:3: \{new Date\(\)\.getFullYear\(\)\} cannot be written in the Markdown twin\. Use a literal, or a constant/,
    );
    await expect(renderMarkdown('Value {missing}.\n', context(file, 'X'))).rejects.toThrow(
      /\{missing\} cannot be written/,
    );
  });

  it('rewrites relative .mdx links to absolute .md URLs, keeping hashes and externals', () => {
    expect(md).toContain('[relative link](/docs/guide/other.md)');
    expect(md).toContain('[with a hash](/docs/index.md#install)');
    expect(md).toContain('[external one](https://example.com)');
    expect(md).toContain('Time 10:30 stays as written.');
  });

  it('renders what a replaced element holds: components, links and values inside it', async () => {
    const nested = await renderLines(
      [
        '<Tabs>',
        '<TabItem value="py" label="Python">',
        '',
        'See [the other page](./other.mdx) and <code>select</code>, {"forty-two"}.',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        ':::note',
        '<details>',
        '<summary>More</summary>',
        '',
        'Inside [a link](./other.mdx#x) {/* a comment */}',
        '',
        '</details>',
        ':::',
      ],
      'nested.mdx',
    );
    expect(nested).toContain(
      '**Python**\n\nSee [the other page](/docs/guide/other.md) and `select`, forty-two.\n',
    );
    expect(nested).toContain(
      '> **Note**\n>\n> **More**\n>\n> Inside [a link](/docs/guide/other.md#x)\n',
    );
  });

  it('leaves no JSX behind', () => {
    expect(md).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
  });

  it('keeps an existing H1 instead of adding a second one', async () => {
    const home = await render('index.mdx', 'Home', 'The root page.');
    expect(home).toBe('---\ntitle: Home\ndescription: The root page.\n---\n\n# Home\n\nWelcome.\n');
  });

  it('fails on an unknown API name, like the HTML build', async () => {
    const file = path.join(fixtures, 'guide', 'other.mdx');
    await expect(
      renderMarkdown('<ApiSignature name="abstra.nope.nothing" />\n', context(file, 'X')),
    ).rejects.toThrow(/not in the API contract/);
  });
});
