/**
 * Rehype plugin for the MDX loader: highlights every fenced code block at
 * build time. `<pre><code class="language-x" metastring="…">text</code></pre>`
 * becomes `<pre><code class="language-x" title="…" html="…"/></pre>`, which
 * MDXComponents/Code hands to src/theme/CodeBlock as props; the component
 * renders the prebuilt markup without re-tokenizing anything.
 *
 * `<ApiSignature>` blocks (their data injected by plugins/api-contract, a
 * remark step that runs earlier) get the same treatment through a
 * `highlighted` attribute.
 */
import logger from '@docusaurus/logger';

import type {ApiEntryData} from '../../api-contract/types';
import {formatSignature} from '../../shared/api-reference/formatSignature';
import {
  DEFAULT_MAGIC_COMMENTS,
  highlightCodeBlock,
  loadLanguages,
  type MagicComment,
} from './highlight';

// Minimal hast / MDX shapes, so the plugin needs no extra type packages.
interface TextNode {
  type: 'text';
  value: string;
}
interface ElementNode {
  type: 'element';
  tagName: string;
  properties?: Record<string, unknown>;
  children: HastNode[];
}
interface MdxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | {type: string; value: string} | null;
}
interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: MdxAttribute[];
  children: HastNode[];
}
type HastNode = TextNode | ElementNode | MdxJsxElement | {type: string; children?: HastNode[]};

export interface RehypeCodeHighlightOptions {
  /** `prism.additionalLanguages` of the theme config. */
  additionalLanguages?: readonly string[];
  /** `prism.magicComments` of the theme config; the classic theme's defaults otherwise. */
  magicComments?: readonly MagicComment[];
  /** `prism.defaultLanguage`: the language of fences that name none. */
  defaultLanguage?: string;
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return (node as TextNode).value;
  return ((node as {children?: HastNode[]}).children ?? []).map(textOf).join('');
}

function classNames(properties: Record<string, unknown> | undefined): string[] {
  const value = properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** Reads the JSON `data` attribute that plugins/api-contract adds to `<ApiSignature>`. */
function apiData(node: MdxJsxElement): ApiEntryData | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  const value = attribute?.value;
  if (!value || typeof value === 'string') return undefined;
  try {
    return JSON.parse(value.value) as ApiEntryData;
  } catch {
    return undefined;
  }
}

export default function rehypeCodeHighlight(options: RehypeCodeHighlightOptions = {}) {
  loadLanguages(options.additionalLanguages ?? []);
  const magicComments = options.magicComments ?? DEFAULT_MAGIC_COMMENTS;

  return (tree: HastNode, file: {path?: string}) => {
    const warned = new Set<string>();
    const visit = (node: HastNode) => {
      if (node.type === 'element' && (node as ElementNode).tagName === 'pre') {
        const pre = node as ElementNode;
        const code = pre.children.find(
          (child): child is ElementNode =>
            child.type === 'element' && (child as ElementNode).tagName === 'code',
        );
        if (code && code.properties?.html === undefined) {
          const languageClass = classNames(code.properties).find((c) => c.startsWith('language-'));
          const language = languageClass?.slice('language-'.length) ?? options.defaultLanguage;
          const metastring =
            typeof code.properties?.metastring === 'string'
              ? code.properties.metastring
              : undefined;
          const result = highlightCodeBlock({
            code: textOf(code),
            language,
            metastring,
            magicComments,
          });
          if (result.unknownLanguage && !warned.has(result.language)) {
            warned.add(result.language);
            logger.warn`code-highlight: no Prism grammar for language path=${result.language} in path=${file.path ?? 'an MDX file'}; the block is shown as plain text. Add it to prism.additionalLanguages.`;
          }
          code.properties = {
            className: [`language-${result.language}`],
            ...(result.title !== undefined ? {title: result.title} : {}),
            html: result.html,
          };
          code.children = [];
          return;
        }
      }
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node as MdxJsxElement).name === 'ApiSignature'
      ) {
        const element = node as MdxJsxElement;
        const data = apiData(element);
        if (data && !element.attributes.some((a) => a.name === 'highlighted')) {
          const {html} = highlightCodeBlock({code: formatSignature(data), language: 'python'});
          element.attributes.push({type: 'mdxJsxAttribute', name: 'highlighted', value: html});
        }
      }
      (node as {children?: HastNode[]}).children?.forEach(visit);
    };
    visit(tree);
  };
}
