/**
 * MDX source -> clean Markdown. Parses with the same syntax extensions Docusaurus uses (MDX, GFM,
 * front matter, directives for admonitions), rewrites every MDX construct into plain Markdown, and
 * stringifies with no MDX extension: a JSX node left over fails the build instead of leaking.
 */
import path from 'node:path';
import {dump} from 'js-yaml';
import type {
  Blockquote,
  Code,
  Emphasis,
  InlineCode,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  RootContentMap,
  Strong,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import {SKIP, visit} from 'unist-util-visit';

import {
  entryHistoryLines,
  paramHistoryLines,
  type HistoryLine,
} from '../../shared/api-reference/formatHistory';
import {formatSignature} from '../../shared/api-reference/formatSignature';
import type {ApiEntryData} from '../../api-contract/types';
import type {MarkdownComponents} from '../shared/markdownComponents';

// The MDX, directive and front-matter node types (`mdxJsxFlowElement`, `containerDirective`,
// `yaml`, …) join mdast's own through the type declarations of remark-mdx, remark-directive and
// remark-frontmatter, which this module loads.
type JsxElement = RootContentMap['mdxJsxFlowElement'] | RootContentMap['mdxJsxTextElement'];
type Expression = RootContentMap['mdxFlowExpression'] | RootContentMap['mdxTextExpression'];
type ContainerDirective = RootContentMap['containerDirective'];

export interface RenderContext {
  /** Absolute path of the MDX file (relative links resolve against it). */
  sourceFile: string;
  title: string;
  description: string;
  /** Absolute source path -> Markdown URL of its twin (`/docs/…md`). */
  markdownUrlOfSource: (absoluteSource: string) => string | null;
  /** Qualified API name -> the entry `<ApiSignature>`/`<ApiParams>` render (throws if unknown). */
  resolveApi: (name: string, where: string) => ApiEntryData;
  /** Self-closing components other plugins render, by tag name: they return Markdown. */
  components?: MarkdownComponents;
}

const ADMONITIONS = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
]);

/** Tags whose children are the content: unwrapped in place. */
const TRANSPARENT = new Set(['div', 'span', 'section', 'article', 'main', 'p', 'small', 'center']);
/** Attributes that hold a text alternative, in order of preference. */
const TEXT_ATTRIBUTES = ['alt', 'caption', 'title', 'label', 'aria-label'];

type Processors = {
  parse: (source: string) => Root;
  stringify: (tree: Root) => string;
};

let processors: Promise<Processors> | null = null;
/** The parser once loaded: a component's Markdown (`RenderContext.components`) is parsed with it. */
let loadedParse: Processors['parse'] | null = null;

/** unified and the remark packages are ESM-only: loaded once, lazily. */
export function loadProcessors(): Promise<Processors> {
  processors ??= (async () => {
    const [
      {unified},
      {default: remarkParse},
      {default: remarkMdx},
      {default: remarkGfm},
      {default: remarkFrontmatter},
      {default: remarkDirective},
      {default: remarkStringify},
    ] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-gfm'),
      import('remark-frontmatter'),
      import('remark-directive'),
      import('remark-stringify'),
    ]);
    const parser = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkFrontmatter)
      .use(remarkDirective);
    const stringifier = unified()
      // Unpadded table pipes: the twins are read by programs, not aligned by eye.
      .use(remarkGfm, {tablePipeAlign: false})
      .use(remarkStringify, {
        bullet: '-',
        emphasis: '_',
        strong: '*',
        fence: '`',
        fences: true,
        listItemIndent: 'one',
        rule: '-',
      });
    loadedParse = (source: string) => parser.parse(source);
    return {
      parse: loadedParse,
      stringify: (tree: Root) => stringifier.stringify(tree),
    };
  })();
  return processors;
}

/** The tag name of a JSX element or a directive; '' for a fragment or any other node. */
function nameOf(node: Nodes): string {
  return 'name' in node && typeof node.name === 'string' ? node.name : '';
}

function attr(node: Nodes, name: string): string | null {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return null;
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return null;
  if (typeof found.value === 'string') return found.value;
  if (found.value === null || found.value === undefined) return '';
  return null;
}

const text = (value: string): Text => ({type: 'text', value});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (value: string): Strong => ({type: 'strong', children: [text(value)]});
const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
const emphasis = (value: string): Emphasis => ({type: 'emphasis', children: [text(value)]});

/** A note's `backticked` spans as inline code, the rest as text (as the HTML component does). */
function inlineWithCode(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]+`)/g)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? inlineCode(part.slice(1, -1))
        : text(part),
    );
}

/** Version notes as phrasing nodes, separated by spaces (same words as the HTML components). */
function historyNodes(lines: HistoryLine[]): PhrasingContent[] {
  return lines.flatMap((line, index) => [
    ...(index > 0 ? [text(' ')] : []),
    ...line.segments.map((s) => ('code' in s ? inlineCode(s.code) : text(s.text))),
  ]);
}

export function apiSignatureNodes(entry: ApiEntryData): Array<Paragraph | Code> {
  const importLine = `from ${entry.module} import ${entry.name.slice(entry.module.length + 1)}`;
  const nodes: Array<Paragraph | Code> = [];
  const history = entryHistoryLines(entry);
  if (history.length) nodes.push(paragraph(...historyNodes(history)));
  if (entry.deprecated && !history.some((line) => line.kind === 'deprecated')) {
    nodes.push(paragraph(strong('Deprecated'), text(` in abstra ${entry.version}.`)));
  }
  nodes.push({
    type: 'code',
    lang: 'python',
    meta: null,
    value: `${importLine}\n\n${formatSignature(entry)}`,
  });
  return nodes;
}

const KIND_NOTE: Record<string, string> = {
  positional_only: 'positional only',
  keyword_only: 'keyword only',
  var_positional: 'extra positional arguments',
  var_keyword: 'extra keyword arguments',
};

export function apiParamsNodes(entry: ApiEntryData): Array<Paragraph | Table> {
  const short = entry.name.slice(entry.module.length + 1);
  if (entry.params.length === 0) {
    return [paragraph(inlineCode(short), text(' takes no parameters.'))];
  }
  const cell = (...children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  const header: TableRow = {
    type: 'tableRow',
    children: ['Name', 'Type', 'Default', 'Description'].map((h) => cell(text(h))),
  };
  const rows = entry.params.map((param): TableRow => {
    const prefix = param.kind === 'var_positional' ? '*' : param.kind === 'var_keyword' ? '**' : '';
    const kindNote = KIND_NOTE[param.kind];
    const name = [
      inlineCode(`${prefix}${param.name}`),
      ...(kindNote ? [text(` (${kindNote})`)] : []),
    ];
    const type = param.annotation ? [inlineCode(param.annotation)] : [text('—')];
    const fallback = param.default !== null ? [inlineCode(param.default)] : [text('—')];
    const def = param.required ? [emphasis('required')] : fallback;
    const history = paramHistoryLines(param);
    const description = [
      ...(param.deprecated ? [strong('Deprecated.'), text(' ')] : []),
      ...inlineWithCode(param.description),
      ...(history.length ? [text(' '), ...historyNodes(history)] : []),
    ];
    return {
      type: 'tableRow',
      children: [cell(...name), cell(...type), cell(...def), cell(...description)],
    };
  });
  return [{type: 'table', align: [null, null, null, null], children: [header, ...rows]}];
}

function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return childrenOf(node).map(plainText).join('');
}

function childrenOf(node: Nodes): RootContent[] {
  return 'children' in node ? node.children : [];
}

function isFlow(node: Nodes): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective';
}

/**
 * Rewrites one JSX element into Markdown nodes (flow or phrasing, matching where it sits). Called
 * on a `<Tabs>` element's children too, whatever they are.
 */
function renderJsx(node: RootContent, ctx: RenderState, where: string): RootContent[] {
  const name = nameOf(node);
  const children = childrenOf(node);
  const flow = isFlow(node);
  const component = ctx.components?.[name];
  if (component && loadedParse) {
    const attributes: Record<string, string> = {};
    for (const a of node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
      ? node.attributes
      : []) {
      if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string')
        attributes[a.name] = a.value;
    }
    return loadedParse(component(where, attributes)).children;
  }
  if (name === 'ApiSignature' || name === 'ApiParams') {
    const apiName = attr(node, 'name');
    if (!apiName)
      throw new Error(`markdown-export: ${where} <${name}> needs a literal name attribute`);
    const entry = ctx.resolveApi(apiName.trim(), `${where} <${name}>`);
    return name === 'ApiSignature' ? apiSignatureNodes(entry) : apiParamsNodes(entry);
  }
  if (name === 'Tabs') {
    // Each tab becomes its label in bold followed by its content.
    return children.flatMap((child) => renderJsx(child, ctx, where));
  }
  if (name === 'TabItem') {
    const label = attr(node, 'label') ?? attr(node, 'value') ?? '';
    const body = children;
    return label ? [paragraph(strong(label)), ...body] : body;
  }
  if (name === 'details') {
    // <summary> is a flow element, or sits alone in a paragraph when written on one line.
    const holder = children.find(
      (c) =>
        nameOf(c) === 'summary' ||
        (c.type === 'paragraph' && c.children.some((g) => nameOf(g) === 'summary')),
    );
    const rest = children.filter((c) => c !== holder);
    const title = holder ? plainText(holder).trim() : 'Details';
    return [paragraph(strong(title || 'Details')), ...rest];
  }
  if (name === 'br') return flow ? [] : [{type: 'break'}];
  if (name === 'code') return [inlineCode(plainText(node))];
  // Below, children that the tag holds go where the tag was: phrasing in phrasing, flow in flow.
  const phrasing = children as PhrasingContent[];
  if (name === 'img') {
    const src = attr(node, 'src');
    const alt = attr(node, 'alt') ?? '';
    if (!src) return alt ? [flow ? paragraph(text(alt)) : text(alt)] : [];
    const image: PhrasingContent = {type: 'image', url: src, alt, title: null};
    return [flow ? paragraph(image) : image];
  }
  if (name === 'a') {
    const href = attr(node, 'href');
    if (!href) return children;
    const link: PhrasingContent = {type: 'link', url: href, title: null, children: phrasing};
    return [flow ? paragraph(link) : link];
  }
  if (/^h[1-6]$/.test(name)) {
    const depth = Number(name[1]) as 1 | 2 | 3 | 4 | 5 | 6;
    return [{type: 'heading', depth, children: phrasing}];
  }
  if (children.length > 0 || TRANSPARENT.has(name)) {
    // A wrapper (lower-case HTML or a component with content): keep what it wraps.
    return children;
  }
  // A self-closing component: its text alternative, or nothing.
  const alternative = TEXT_ATTRIBUTES.map((a) => attr(node, a)).find((v) => v && v.trim());
  if (!alternative) return [];
  const said = emphasis(alternative.trim());
  return [flow ? paragraph(said) : said];
}

/** A paragraph that holds a directive's `[label]`. */
const isLabel = (node: RootContent) => node.type === 'paragraph' && node.data?.directiveLabel;

function admonition(node: ContainerDirective): Blockquote {
  const name = node.name;
  const children = node.children;
  const labelNode = children.find(isLabel);
  const body = children.filter((c) => c !== labelNode);
  const label = labelNode ? plainText(labelNode).trim() : name[0]!.toUpperCase() + name.slice(1);
  const first = body[0];
  const lead = [strong(`${label}:`), text(' ')];
  const content =
    first?.type === 'paragraph'
      ? [{...first, children: [...lead, ...first.children]}, ...body.slice(1)]
      : [paragraph(strong(label)), ...body];
  return {type: 'blockquote', children: content};
}

/** Minimal estree shape: what `remark-mdx` stores in `data.estree` of ESM and expressions. */
interface Estree {
  type: string;
  [key: string]: unknown;
}

/** The statements of an ESM block or an expression, as remark-mdx parsed them. */
function estreeBody(node: Expression | RootContentMap['mdxjsEsm']): Estree[] {
  return (node.data?.estree?.body ?? []) as unknown as Estree[];
}

/** Internal render state: the context plus the page's own constants. */
interface RenderState extends RenderContext {
  /** `export const name = …` values of the page, as React would print them. */
  constants: Map<string, string>;
}

/**
 * What React prints for a static expression: a string or number as written, a boolean or null as
 * nothing, a template or `-n` when its parts are static, a constant of the page by its value.
 * Anything else (a call, a member access, JSX) is null: the twin cannot reproduce it.
 */
function staticText(
  node: Estree | null | undefined,
  constants: Map<string, string>,
): string | null {
  if (!node) return null;
  switch (node.type) {
    case 'Literal': {
      const value = node.value;
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      if (typeof value === 'boolean' || value === null) return '';
      return null; // a regular expression or a bigint
    }
    case 'Identifier':
      return constants.get(node.name as string) ?? null;
    case 'TemplateLiteral': {
      const quasis = node.quasis as Array<{value: {cooked: string | null}}>;
      const parts = (node.expressions as Estree[]).map((e) => staticText(e, constants));
      if (parts.some((p) => p === null) || quasis.some((q) => q.value.cooked === null)) return null;
      return quasis.map((q, i) => q.value.cooked! + (parts[i] ?? '')).join('');
    }
    case 'UnaryExpression': {
      const argument = node.argument as Estree;
      if (node.operator !== '-' || argument.type !== 'Literal') return null;
      return typeof argument.value === 'number' ? String(-argument.value) : null;
    }
    default:
      return null;
  }
}

/** The page's exported `const` declarations whose value is static (MDX allows only import/export). */
function collectConstants(tree: Root): Map<string, string> {
  const constants = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = estreeBody(node);
    for (const statement of body) {
      if (statement.type !== 'ExportNamedDeclaration') continue;
      const declaration = statement.declaration as Estree | null;
      if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
      for (const declarator of declaration.declarations as Estree[]) {
        const id = declarator.id as Estree;
        const value = staticText(declarator.init as Estree | null, constants);
        if (id.type === 'Identifier' && value !== null) constants.set(id.name as string, value);
      }
    }
  }
  return constants;
}

/**
 * `{…}` in the page: a comment (`{/* … *\/}`, heading ids) is dropped; a static value is written
 * as the HTML page shows it; anything else fails, so the twin never silently differs from the page.
 */
function expressionNodes(node: Expression, state: RenderState, where: string): RootContent[] {
  const body = estreeBody(node);
  if (body.length === 0) return [];
  const statement = body.length === 1 ? body[0]! : null;
  const value =
    statement?.type === 'ExpressionStatement'
      ? staticText(statement.expression as Estree, state.constants)
      : null;
  if (value === null) {
    throw new Error(
      `markdown-export: ${where}: {${String(node.value).trim()}} cannot be written in the Markdown twin. ` +
        'Use a literal, or a constant declared in the page (export const name = 42).',
    );
  }
  if (value === '') return [];
  return [node.type === 'mdxFlowExpression' ? paragraph(text(value)) : text(value)];
}

function rewriteLink(url: string, ctx: RenderContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('/')) return url;
  const [target, hash] = url.split('#', 2) as [string, string | undefined];
  if (!/\.mdx?$/.test(target)) return url;
  const absolute = path.resolve(path.dirname(ctx.sourceFile), decodeURI(target));
  const twin = ctx.markdownUrlOfSource(absolute);
  if (!twin) return url;
  return hash ? `${twin}#${hash}` : twin;
}

/**
 * Rewrites every MDX construct of the tree in place. A node replaced by others is followed by its
 * replacements (visited next, at its index): they may hold MDX constructs of their own.
 */
function transform(tree: Root, ctx: RenderState): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined || node.type === 'root') return;
    const where = `${path.basename(ctx.sourceFile)}:${node.position?.start.line ?? 0}`;
    const replaceWith = (nodes: RootContent[]): [typeof SKIP, number] => {
      (parent.children as RootContent[]).splice(index, 1, ...nodes);
      return [SKIP, index];
    };
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        // Front matter is rebuilt; imports and exports have no Markdown meaning (the values of
        // exported constants are written where the page uses them).
        return replaceWith([]);
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return replaceWith(expressionNodes(node, ctx, where));
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return replaceWith(renderJsx(node, ctx, where));
      case 'containerDirective':
        if (ADMONITIONS.has(node.name)) return replaceWith([admonition(node)]);
        return replaceWith(node.children.filter((c) => !isLabel(c)));
      case 'leafDirective':
      case 'textDirective': {
        // `a:b` in prose parses as a text directive: put the text back as written.
        const marker = node.type === 'leafDirective' ? '::' : ':';
        const label = node.children.length ? `[${plainText(node)}]` : '';
        return replaceWith([text(`${marker}${node.name}${label}`)]);
      }
      case 'link':
      case 'definition':
        node.url = rewriteLink(node.url, ctx);
        return;
      default:
        return;
    }
  });
  // Once every expression is gone: a comment at the end left a trailing space.
  visit(tree, (node) => {
    if (node.type === 'heading' || node.type === 'paragraph') trimTrailingSpace(node);
  });
}

/** `## Title {/* #id *\/}` leaves a trailing space once the comment is gone. */
function trimTrailingSpace(node: {children: PhrasingContent[]}): void {
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') {
    last.value = last.value.replace(/\s+$/, '');
    if (last.value === '') node.children.pop();
  }
}

function frontMatter(title: string, description: string): string {
  const data: Record<string, string> = {title};
  if (description) data.description = description;
  return `---\n${dump(data, {lineWidth: -1}).trimEnd()}\n---\n`;
}

/** The Markdown twin of one MDX page. */
export async function renderMarkdown(source: string, ctx: RenderContext): Promise<string> {
  const {parse, stringify} = await loadProcessors();
  const tree = parse(source);
  transform(tree, {...ctx, constants: collectConstants(tree)});
  const hasH1 = tree.children.some((c) => c.type === 'heading' && c.depth === 1);
  if (!hasH1) tree.children.unshift({type: 'heading', depth: 1, children: [text(ctx.title)]});
  const body = stringify(tree).trim();
  return `${frontMatter(ctx.title, ctx.description)}\n${body}\n`;
}
