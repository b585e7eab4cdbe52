/**
 * Remark plugin: replaces `<WidgetBehaviour name="TextInput" />` with the Markdown tables of the
 * harness's observations, at compile time. No JavaScript reaches the reader for it.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {behaviourMarkdown} from './tables';
import type {FormsData} from './types';

interface Node {
  type: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  position?: {start: {line: number}};
}

export const TAG = 'WidgetBehaviour';

export function widgetName(node: Node): string | null {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
  return typeof attr?.value === 'string' ? attr.value : null;
}

export function remarkWidgetBehaviour(data: FormsData) {
  const parser = unified().use(remarkParse).use(remarkGfm);
  return () => (tree: Node, file: {path?: string}) => {
    const visit = (parent: Node) => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type === 'mdxJsxFlowElement' && node.name === TAG) {
          const name = widgetName(node);
          const where = `${file.path ?? '<unknown file>'}:${node.position?.start.line ?? 0}`;
          if (!name)
            throw new Error(`widget-behaviour: ${where} <${TAG}> needs a literal name attribute`);
          const parsed = parser.parse(behaviourMarkdown(data, name)) as Node;
          children.splice(i, 1, ...(parsed.children ?? []));
          i += (parsed.children?.length ?? 1) - 1;
        } else {
          visit(node);
        }
      }
    };
    visit(tree);
  };
}
