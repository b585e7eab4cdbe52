/**
 * Build-time syntax highlighting with the same Prism that the classic theme
 * runs in the browser (prism-react-renderer's build, plus `additionalLanguages`
 * from prismjs), so pages keep their colours and ship no tokenizer.
 *
 * The output is phrasing content only (`<span>`s and text), which is what
 * `<code>` may contain: the theme's `<div class="token-line">` is invalid HTML.
 */
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

type PrismToken = InstanceType<typeof Prism.Token>;
type TokenStream = Array<string | PrismToken>;

/** Magic comments: the classic theme's defaults (`prism.magicComments`). */
export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

/** Class of the lines selected with `{1,3-4}` in the code fence's meta string. */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

/** Languages that are plain text on purpose: no highlighting and no warning. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'none', 'output', 'console']);

const nodeRequire = createRequire(__filename);

/**
 * Adds prismjs language definitions to prism-react-renderer's Prism. The
 * prismjs component files register themselves on a global `Prism`, exactly as
 * theme-classic's `prism-include-languages` does in the browser.
 */
export function loadLanguages(languages: readonly string[]): void {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = Prism;
  try {
    for (const language of languages) {
      if (Prism.languages[language]) continue;
      try {
        nodeRequire(`prismjs/components/prism-${language}`);
      } catch {
        throw new Error(
          `code-highlight: "${language}" in prism.additionalLanguages is not a Prism language ` +
            '(see https://prismjs.com/#supported-languages).',
        );
      }
    }
  } finally {
    if (previous === undefined) delete scope.Prism;
    else scope.Prism = previous;
  }
}

export interface CodeBlockInput {
  code: string;
  /** From `language-xxx` or the `language` prop; undefined for a bare fence. */
  language?: string;
  /** The fence's meta string, e.g. `title="app.py" {1,3-4}`. */
  metastring?: string;
  magicComments?: readonly MagicComment[];
}

export interface HighlightedCodeBlock {
  /** Inner HTML of `<code>`: escaped text and `<span>`s, lines joined by `\n`. */
  html: string;
  title?: string;
  language: string;
  /** True when a language was named that Prism does not know (the caller warns). */
  unknownLanguage: boolean;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `title="a b"` or `title='a b'`, as the classic theme reads it. */
export function parseTitle(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(["'])(.*?)\1/)?.[2];
}

/** Zero-based line numbers from `{1,3-4}` in the meta string. */
export function parseLineRanges(metastring: string | undefined): Set<number> {
  const lines = new Set<number>();
  const ranges = metastring?.match(/\{([\d,\s-]+)\}/)?.[1];
  if (!ranges) return lines;
  for (const part of ranges.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from)) continue;
    const end = Number.isInteger(to) ? to : from;
    for (let line = from; line <= end; line += 1) lines.add(line - 1);
  }
  return lines;
}

/**
 * Removes magic-comment lines (`# highlight-next-line`, `// highlight-start`…)
 * and returns the classes they give to the remaining lines.
 */
function applyMagicComments(
  lines: string[],
  magicComments: readonly MagicComment[],
): {lines: string[]; classes: Map<number, Set<string>>} {
  const kept: string[] = [];
  const classes = new Map<number, Set<string>>();
  const add = (line: number, className: string) => {
    if (!classes.has(line)) classes.set(line, new Set());
    classes.get(line)!.add(className);
  };
  const pendingNext: string[] = [];
  const openBlocks: string[] = [];
  for (const line of lines) {
    const directive = line.trim().match(/^(?:#|\/\/|--|;|<!--)\s*([\w-]+)\s*(?:-->)?$/)?.[1];
    const comment = directive
      ? magicComments.find(
          (c) => c.line === directive || c.block?.start === directive || c.block?.end === directive,
        )
      : undefined;
    if (comment && directive) {
      if (comment.line === directive) pendingNext.push(comment.className);
      else if (comment.block?.start === directive) openBlocks.push(comment.className);
      else {
        const index = openBlocks.lastIndexOf(comment.className);
        if (index !== -1) openBlocks.splice(index, 1);
      }
      continue;
    }
    const lineNumber = kept.length;
    for (const className of [...pendingNext.splice(0), ...openBlocks]) add(lineNumber, className);
    kept.push(line);
  }
  return {lines: kept, classes};
}

/** Flattens Prism's token tree into lines of `[types, text]` pieces. */
function toLines(stream: TokenStream): Array<Array<[string[], string]>> {
  const lines: Array<Array<[string[], string]>> = [[]];
  const push = (types: string[], text: string) => {
    text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part !== '') lines[lines.length - 1].push([types, part]);
    });
  };
  const walk = (items: TokenStream | PrismToken | string, types: string[]) => {
    if (typeof items === 'string') {
      push(types, items);
    } else if (Array.isArray(items)) {
      items.forEach((item) => walk(item, types));
    } else {
      const alias = items.alias ? ([] as string[]).concat(items.alias) : [];
      walk(items.content as TokenStream | PrismToken | string, [...types, items.type, ...alias]);
    }
  };
  walk(stream, []);
  return lines;
}

function renderLine(pieces: Array<[string[], string]>): string {
  return pieces
    .map(([types, text]) =>
      types.length === 0
        ? escapeHtml(text)
        : `<span class="token ${[...new Set(types)].join(' ')}">${escapeHtml(text)}</span>`,
    )
    .join('');
}

/** Highlights one code block. Call `loadLanguages` first for non-bundled languages. */
export function highlightCodeBlock({
  code,
  language: requested,
  metastring,
  magicComments = DEFAULT_MAGIC_COMMENTS,
}: CodeBlockInput): HighlightedCodeBlock {
  const language = (requested ?? 'text').toLowerCase();
  const source = code.replace(/\n$/, '');
  const {lines, classes} = applyMagicComments(source.split('\n'), magicComments);
  for (const line of parseLineRanges(metastring)) {
    if (!classes.has(line)) classes.set(line, new Set());
    classes.get(line)!.add(HIGHLIGHTED_LINE_CLASS);
  }
  const grammar = PLAIN_LANGUAGES.has(language) ? undefined : Prism.languages[language];
  const text = lines.join('\n');
  const tokenLines = grammar ? toLines(Prism.tokenize(text, grammar)) : toLines([text]);
  const html = tokenLines
    .map((pieces, index) => {
      const inner = renderLine(pieces);
      const lineClasses = classes.get(index);
      return lineClasses ? `<span class="${[...lineClasses].join(' ')}">${inner}</span>` : inner;
    })
    .join('\n');
  return {
    html,
    title: parseTitle(metastring),
    language,
    unknownLanguage: !grammar && !PLAIN_LANGUAGES.has(language),
  };
}
