/**
 * Finds the executable examples of the docs: every ```python block whose next fenced block is a
 * ```text or ```json block. The fence rules are the examples checker's (api/check_examples.py):
 * fences may be indented (lists, admonitions), and a fence closes on a bare fence at least as long.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface Block {
  lang: string;
  meta: string;
  title: string | null;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the closing fence. */
  end: number;
}

export interface ExamplePair {
  /** `docs/...mdx#title`, or `docs/...mdx#python-block-N` (1-based) for an untitled block. */
  key: string;
  file: string;
  python: Block;
  /** The output block; when several output blocks follow with nothing but blank lines between
   * them, they are one output, shown in parts (its lang is then `text`). */
  output: Block;
}

const FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;
const PYTHON = new Set(['python', 'py', 'python3']);
const OUTPUT = new Set(['text', 'json']);

export function extractBlocks(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) continue;
    const indent = open[1].replace(/\t/g, '    ').length;
    const fence = open[2];
    const info = open[3].trim();
    const space = info.indexOf(' ');
    const lang = (space < 0 ? info : info.slice(0, space)).toLowerCase();
    const meta = space < 0 ? '' : info.slice(space + 1).trim();
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = FENCE.exec(lines[j]);
      if (
        close &&
        close[2][0] === fence[0] &&
        close[2].length >= fence.length &&
        close[3].trim() === ''
      ) {
        break;
      }
      let strip = 0;
      while (strip < indent && /[ \t]/.test(lines[j][strip] ?? '')) strip++;
      body.push(lines[j].slice(strip));
    }
    const title = /(?:^|\s)title="([^"]*)"/.exec(meta)?.[1] ?? null;
    blocks.push({lang, meta, title, code: `${body.join('\n')}\n`, line: i + 1, end: j + 1});
    i = j;
  }
  return blocks;
}

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function findExamples(repoRoot: string): ExamplePair[] {
  const pairs: ExamplePair[] = [];
  for (const full of walk(path.join(repoRoot, 'docs')).sort()) {
    const file = path.relative(repoRoot, full).split(path.sep).join('/');
    const text = readFileSync(full, 'utf8');
    const lines = text.split('\n');
    const blocks = extractBlocks(text);
    const adjacent = (a: Block, b: Block) => lines.slice(a.end, b.line - 1).every((l) => !l.trim());
    let pythonIndex = 0;
    blocks.forEach((block, i) => {
      if (!PYTHON.has(block.lang)) return;
      pythonIndex++;
      const next = blocks[i + 1];
      if (!next || !OUTPUT.has(next.lang)) return;
      const key = `${file}#${block.title ?? `python-block-${pythonIndex}`}`;
      const parts = [next];
      for (let k = i + 2; k < blocks.length; k++) {
        const more = blocks[k];
        if (!OUTPUT.has(more.lang) || more.title || !adjacent(parts[parts.length - 1], more)) break;
        parts.push(more);
      }
      const output =
        parts.length === 1
          ? next
          : {
              ...next,
              lang: 'text',
              code: parts.map((p) => p.code).join(''),
              end: parts[parts.length - 1].end,
            };
      pairs.push({key, file, python: block, output});
    });
  }
  return pairs;
}

/** The code of the ```python block `key` (`docs/...mdx#title`) names. */
export function findBlock(repoRoot: string, key: string): string {
  const [file, title] = key.split('#');
  const block = extractBlocks(readFileSync(path.join(repoRoot, file), 'utf8')).find(
    (b) => PYTHON.has(b.lang) && b.title === title,
  );
  if (!block) throw new Error(`no python block titled "${title}" in ${file}`);
  return block.code;
}
