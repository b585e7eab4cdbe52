import {describe, expect, it} from 'vitest';

import {
  HIGHLIGHTED_LINE_CLASS,
  highlightCodeBlock,
  loadLanguages,
  parseLineRanges,
  parseTitle,
} from '../../../plugins/code-highlight/server/highlight';

loadLanguages(['bash', 'json', 'python', 'toml', 'nginx', 'ini']);

/** Block-level tags are not allowed inside <code> (phrasing content only). */
const BLOCK_TAGS = /<(div|p|br|pre|ul|ol|li|table)\b/;

describe('parseTitle and parseLineRanges', () => {
  it('reads titles in double or single quotes', () => {
    expect(parseTitle('title="forms/app.py" {1}')).toBe('forms/app.py');
    expect(parseTitle("title='a b'")).toBe('a b');
    expect(parseTitle(undefined)).toBeUndefined();
  });

  it('reads {1,3-4} as zero-based lines', () => {
    expect([...parseLineRanges('{1,3-4}')]).toEqual([0, 2, 3]);
    expect([...parseLineRanges('title="x"')]).toEqual([]);
  });
});

describe('highlightCodeBlock', () => {
  it('tokenizes Python into spans, escapes HTML and keeps the text', () => {
    const code = 'if a < b:\n    print("<b>&")\n';
    const {html, language, unknownLanguage} = highlightCodeBlock({code, language: 'python'});
    expect(language).toBe('python');
    expect(unknownLanguage).toBe(false);
    expect(html).toContain('<span class="token keyword">if</span>');
    expect(html).toContain('&lt;b&gt;&amp;');
    expect(html).not.toMatch(BLOCK_TAGS);
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(text).toBe(code.replace(/\n$/, ''));
  });

  it('highlights additional languages such as bash and toml', () => {
    expect(highlightCodeBlock({code: 'echo "$HOME"', language: 'bash'}).html).toContain(
      'class="token',
    );
    expect(highlightCodeBlock({code: '[tool]\nname = "x"', language: 'toml'}).html).toContain(
      'class="token',
    );
  });

  it('wraps the lines of {1,3} in the highlighted-line class, and returns the title', () => {
    const result = highlightCodeBlock({
      code: 'a = 1\nb = 2\nc = 3\n',
      language: 'python',
      metastring: 'title="x.py" {1,3}',
    });
    expect(result.title).toBe('x.py');
    const lines = result.html.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^<span class="${HIGHLIGHTED_LINE_CLASS}">`));
    expect(lines[1]).not.toContain(HIGHLIGHTED_LINE_CLASS);
    expect(lines[2]).toContain(HIGHLIGHTED_LINE_CLASS);
  });

  it('removes magic comments and highlights the lines they name', () => {
    const code = [
      'a = 1',
      '# highlight-next-line',
      'b = 2',
      '# highlight-start',
      'c = 3',
      'd = 4',
      '# highlight-end',
      'e = 5',
    ].join('\n');
    const lines = highlightCodeBlock({code, language: 'python'}).html.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.map((line) => line.includes(HIGHLIGHTED_LINE_CLASS))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(lines.join('\n')).not.toContain('highlight-');
  });

  it('shows text blocks and unknown languages as plain text, flagging only the unknown one', () => {
    expect(highlightCodeBlock({code: 'a <b>', language: 'text'})).toMatchObject({
      html: 'a &lt;b&gt;',
      unknownLanguage: false,
    });
    expect(highlightCodeBlock({code: 'x', language: 'klingon'})).toMatchObject({
      html: 'x',
      unknownLanguage: true,
    });
    expect(highlightCodeBlock({code: 'x'})).toMatchObject({
      language: 'text',
      unknownLanguage: false,
    });
  });

  it('keeps empty lines, so line numbers and copying match the source', () => {
    const html = highlightCodeBlock({code: 'a\n\nb', language: 'text'}).html;
    expect(html).toBe('a\n\nb');
  });
});

describe('loadLanguages', () => {
  it('names the unknown language and where the list is', () => {
    expect(() => loadLanguages(['not-a-language'])).toThrow(
      /"not-a-language" in prism.additionalLanguages is not a Prism language/,
    );
  });
});
