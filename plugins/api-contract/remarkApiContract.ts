import fs from 'node:fs';
import path from 'node:path';
import {loadContract} from './loadContract';
import {loadNotes, type Notes} from './loadNotes';
import {validateOptions, type Options, type PluginOptions} from './options';
import {checkHistoryMatches} from './history/check';
import {loadHistory, type LoadedHistory} from './history/load';
import {attachHistory, resolveEntry} from './resolveEntry';
import type {Contract} from './types';

// Minimal mdast / estree shapes, so the plugin needs no extra type packages.
interface MdxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  attributes?: MdxAttribute[];
  children?: Node[];
  position?: {start: {line: number; column: number}};
}
interface VFileLike {
  path?: string;
  history?: string[];
}
type EstreeNode = Record<string, unknown>;

interface Loaded {
  contract: Contract;
  notes: Notes;
  history: LoadedHistory | null;
}

const cache = new Map<string, Loaded>();

/** Load (once per option set) and validate the contract and every note. */
export function loadApiData(options: PluginOptions): Loaded {
  const key = JSON.stringify(options);
  let loaded = cache.get(key);
  if (!loaded) {
    const resolve = (p: string) => path.resolve(options.siteDir, p);
    const contract = loadContract(resolve(options.contractPath));
    const notes = loadNotes(resolve(options.notesDir), contract);
    let history: LoadedHistory | null = null;
    if (options.historyPath !== null) {
      const file = resolve(options.historyPath);
      if (!fs.existsSync(file)) {
        throw new Error(
          `api-contract: ${options.historyPath} is missing. Run "npm run api:history" to create it, ` +
            'or set historyPath: null to build without version notes.',
        );
      }
      history = loadHistory(file);
      checkHistoryMatches(history.releases, contract, options.historyPath);
      attachHistory(contract, history.entries);
    }
    loaded = {contract, notes, history};
    cache.set(key, loaded);
  }
  return loaded;
}

/** JSON value → estree expression, so MDX receives a real object literal prop. */
export function toEstree(value: unknown): EstreeNode {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return {type: 'Literal', value, raw: JSON.stringify(value)};
  }
  if (Array.isArray(value)) {
    return {type: 'ArrayExpression', elements: value.map(toEstree)};
  }
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>).map(([k, v]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Literal', value: k, raw: JSON.stringify(k)},
        value: toEstree(v),
      })),
    };
  }
  throw new Error(`api-contract: cannot serialize a ${typeof value}`);
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function fileLabel(file: VFileLike, siteDir: string): string {
  const full = file.path ?? file.history?.[file.history.length - 1];
  if (!full) return '<unknown file>';
  return path.isAbsolute(full) ? path.relative(siteDir, full) : full;
}

/**
 * Remark plugin: resolves `<ApiSignature name="…" />` and `<ApiParams name="…" />` against the
 * API contract at compile time and injects the entry as a `data` prop. Only that entry reaches
 * the browser. Unknown names, undescribed parameters and stray notes fail the build.
 */
export default function remarkApiContract(rawOptions?: Options) {
  const options = validateOptions(rawOptions);
  const {contract, notes} = loadApiData(options);
  const components = new Set(options.components);

  return (tree: Node, file: VFileLike) => {
    walk(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if (!node.name || !components.has(node.name)) return;
      const line = node.position?.start.line ?? 0;
      const where = `${fileLabel(file, options.siteDir)}:${line} <${node.name}>`;
      const attributes = node.attributes ?? [];
      const nameAttr = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
      if (!nameAttr || typeof nameAttr.value !== 'string' || nameAttr.value.trim() === '') {
        throw new Error(
          `api-contract: ${where}: needs a literal name="abstra.module.name" attribute`,
        );
      }
      if (attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'data')) {
        throw new Error(
          `api-contract: ${where}: "data" is set by the build; remove it from the page`,
        );
      }
      const entry = resolveEntry(contract, notes, nameAttr.value.trim(), where);
      attributes.push({
        type: 'mdxJsxAttribute',
        name: 'data',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: JSON.stringify(entry),
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: toEstree(entry)}],
            },
          },
        },
      });
      node.attributes = attributes;
    });
  };
}
