/**
 * Remark plugin: replaces `<WidgetBehaviour name="TextInput" />` with the Markdown tables of the
 * harness's observations, at compile time. No JavaScript reaches the reader for it.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {renderTag, TAGS, type BehaviourData} from './render';

interface Node {
  type: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: Node[];
  position?: {start: {line: number}};
}

/** The literal string attributes of a JSX element. */
export function literalAttributes(node: Node): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of node.attributes ?? []) {
    if (a.type === 'mdxJsxAttribute' && a.name && typeof a.value === 'string')
      out[a.name] = a.value;
  }
  return out;
}

export function remarkWidgetBehaviour(data: BehaviourData) {
  const parser = unified().use(remarkParse).use(remarkGfm);
  return () => (tree: Node, file: {path?: string}) => {
    const visit = (parent: Node) => {
      const children = parent.children ?? [];
      for (let i = 0; i < children.length; i++) {
        const node = children[i];
        if (node.type === 'mdxJsxFlowElement' && node.name && TAGS.includes(node.name)) {
          const where = `${file.path ?? '<unknown file>'}:${node.position?.start.line ?? 0} <${node.name}>`;
          const markdown = renderTag(data, node.name, literalAttributes(node), where);
          const parsed = parser.parse(markdown) as Node;
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
