#!/usr/bin/env node
// Which public names of api/contract.json the docs cover.
//
//   node scripts/api-coverage.mjs [--json] [docsDir]
//
// reference  a page renders <ApiSignature name="…"> / <ApiParams name="…">, or lists the name in
//            its front matter as `api: abstra.x.y` (or a list of names)
// examples   the name is only used in ```python blocks (imported or called as abstra.x.y)
// missing    neither
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const asJson = argv.includes('--json');
const docsDir = path.resolve(root, argv.find((a) => !a.startsWith('--')) ?? 'docs');
const contract = JSON.parse(readFileSync(path.join(root, 'api/contract.json'), 'utf8'));

function* walk(dir) {
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.mdx?$/.test(entry)) yield full;
  }
}

const COMPONENT_RE = /<Api(?:Signature|Params)\s+[^>]*name=["']([\w.]+)["']/g;
const FENCE_RE = /^([ \t]*)(`{3,}|~{3,})(\w*)[^\n]*\n([\s\S]*?)^\1\2[ \t]*$/gm;
const FROM_IMPORT_RE = /^\s*from\s+(abstra(?:\.\w+)+)\s+import\s+\(?([\w\s,]+)\)?/gm;
const IMPORT_AS_RE = /^\s*import\s+(abstra(?:\.\w+)+)\s+as\s+(\w+)/gm;
const DOTTED_RE = /\b(abstra(?:\.\w+)+)/g;

function frontMatterNames(text) {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) return [];
  const line = /^api:\s*(.+)$/m.exec(match[1]);
  if (!line) return [];
  return line[1]
    .replace(/[[\]'"]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const referenced = new Map(); // qualname -> pages
const inExamples = new Map();
const add = (map, name, page) => map.set(name, [...new Set([...(map.get(name) ?? []), page])]);

for (const file of walk(docsDir)) {
  const text = readFileSync(file, 'utf8');
  const page = path.relative(root, file);
  for (const m of text.matchAll(COMPONENT_RE)) add(referenced, m[1], page);
  for (const name of frontMatterNames(text)) add(referenced, name, page);
  for (const block of text.matchAll(FENCE_RE)) {
    if (!['python', 'py', 'python3'].includes(block[3])) continue;
    const code = block[4];
    for (const m of code.matchAll(FROM_IMPORT_RE)) {
      for (const part of m[2].split(',')) {
        const name = part.trim().split(/\s+/)[0];
        if (name) add(inExamples, `${m[1]}.${name}`, page);
      }
    }
    for (const m of code.matchAll(IMPORT_AS_RE)) {
      for (const use of code.matchAll(new RegExp(`\\b${m[2]}\\.(\\w+)`, 'g')))
        add(inExamples, `${m[1]}.${use[1]}`, page);
    }
    for (const m of code.matchAll(DOTTED_RE)) add(inExamples, m[1], page);
  }
}

const perModule = [];
const totals = {names: 0, reference: 0, examples: 0, missing: 0};
const details = {};
for (const [moduleName, module] of Object.entries(contract.modules)) {
  const row = {module: moduleName, names: 0, reference: 0, examples: 0, missing: 0};
  details[moduleName] = {reference: [], examples: [], missing: []};
  for (const qualname of Object.values(module.members)
    .map((m) => m.qualname)
    .sort()) {
    row.names += 1;
    const status = referenced.has(qualname)
      ? 'reference'
      : inExamples.has(qualname)
        ? 'examples'
        : 'missing';
    row[status] += 1;
    details[moduleName][status].push(qualname);
  }
  for (const key of Object.keys(totals)) totals[key] += row[key];
  perModule.push(row);
}

if (asJson) {
  console.log(
    JSON.stringify({version: contract.version, totals, modules: perModule, details}, null, 2),
  );
} else {
  console.log(
    `API coverage of abstra ${contract.version} (docs: ${path.relative(root, docsDir)})\n`,
  );
  const pad = (s, n) => String(s).padEnd(n);
  const num = (s, n) => String(s).padStart(n);
  console.log(
    `${pad('module', 20)}${num('names', 7)}${num('reference', 11)}${num('examples', 10)}${num('undocumented', 14)}`,
  );
  for (const r of perModule) {
    console.log(
      `${pad(r.module, 20)}${num(r.names, 7)}${num(r.reference, 11)}${num(r.examples, 10)}${num(r.missing, 14)}`,
    );
  }
  console.log(
    `${pad('total', 20)}${num(totals.names, 7)}${num(totals.reference, 11)}${num(totals.examples, 10)}${num(totals.missing, 14)}`,
  );
  for (const [moduleName, d] of Object.entries(details)) {
    if (d.reference.length)
      console.log(`\nreference pages (${moduleName}): ${d.reference.join(', ')}`);
    if (d.examples.length)
      console.log(`\nonly in examples (${moduleName}): ${d.examples.join(', ')}`);
  }
  const pct = totals.names ? ((100 * totals.reference) / totals.names).toFixed(1) : '0.0';
  console.log(
    `\n${totals.reference}/${totals.names} public names have a reference page (${pct}%), ` +
      `${totals.examples} appear only in examples, ${totals.missing} are undocumented.`,
  );
}
