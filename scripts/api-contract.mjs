#!/usr/bin/env node
// Regenerate api/contract.json from the pinned abstra release.
//
//   node scripts/api-contract.mjs           write api/contract.json
//   node scripts/api-contract.mjs --check   regenerate into a temp file, exit 1 if it differs
//   node scripts/api-contract.mjs --fresh   delete .api-venv first (clean install)
//
// The virtualenv lives in .api-venv/ (gitignored). pip installs api/requirements.txt with the
// constraints in api/constraints.txt, then api/generate_contract.py introspects the package.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'api');
const venv = path.join(root, '.api-venv');
const committed = path.join(apiDir, 'contract.json');
const args = new Set(process.argv.slice(2));
const isWindows = process.platform === 'win32';
const venvPython = path.join(venv, isWindows ? 'Scripts/python.exe' : 'bin/python');
const systemPython = process.env.PYTHON ?? (isWindows ? 'python' : 'python3');

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {stdio: 'inherit', cwd: root, ...options});
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(
      `api-contract: "${command} ${commandArgs.join(' ')}" exited with ${result.status}`,
    );
    process.exit(result.status ?? 1);
  }
  return result;
}

function ensureVenv() {
  if (args.has('--fresh')) rmSync(venv, {recursive: true, force: true});
  if (!existsSync(venvPython)) {
    console.log(`api-contract: creating ${path.relative(root, venv)}/`);
    run(systemPython, ['-m', 'venv', venv]);
  }
  console.log('api-contract: installing the pinned abstra release');
  run(venvPython, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '-r',
    path.join(apiDir, 'requirements.txt'),
    '-c',
    path.join(apiDir, 'constraints.txt'),
  ]);
}

function generate(output) {
  run(venvPython, [path.join(apiDir, 'generate_contract.py'), output]);
}

/** Short, readable summary of what changed between two contracts. */
export function summarizeDiff(before, after) {
  const lines = [];
  if (before.version !== after.version)
    lines.push(`version: ${before.version} -> ${after.version}`);
  const modules = new Set([
    ...Object.keys(before.modules ?? {}),
    ...Object.keys(after.modules ?? {}),
  ]);
  for (const name of [...modules].sort()) {
    const a = before.modules?.[name];
    const b = after.modules?.[name];
    if (!a) {
      lines.push(`+ module ${name}`);
      continue;
    }
    if (!b) {
      lines.push(`- module ${name}`);
      continue;
    }
    const members = new Set([...Object.keys(a.members), ...Object.keys(b.members)]);
    for (const member of [...members].sort()) {
      const x = a.members[member];
      const y = b.members[member];
      if (!x) lines.push(`+ ${name}.${member}`);
      else if (!y) lines.push(`- ${name}.${member}`);
      else if (JSON.stringify(x) !== JSON.stringify(y)) lines.push(`~ ${name}.${member} changed`);
    }
    const {members: _a, ...restA} = a;
    const {members: _b, ...restB} = b;
    if (JSON.stringify(restA) !== JSON.stringify(restB))
      lines.push(`~ module ${name} metadata changed`);
  }
  return lines;
}

ensureVenv();
if (args.has('--check')) {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-contract-'));
  const fresh = path.join(dir, 'contract.json');
  generate(fresh);
  const want = existsSync(committed) ? readFileSync(committed, 'utf8') : '';
  const got = readFileSync(fresh, 'utf8');
  rmSync(dir, {recursive: true, force: true});
  if (want === got) {
    console.log('api-contract: api/contract.json is up to date');
    process.exit(0);
  }
  console.error('api-contract: api/contract.json differs from the installed package:');
  if (!want) console.error('  api/contract.json is missing');
  else {
    let summary;
    try {
      summary = summarizeDiff(JSON.parse(want), JSON.parse(got));
    } catch {
      summary = [];
    }
    if (summary.length === 0) summary = ['(formatting or ordering only)'];
    for (const line of summary.slice(0, 50)) console.error(`  ${line}`);
    if (summary.length > 50) console.error(`  … and ${summary.length - 50} more`);
  }
  console.error('Run "npm run api:contract" and commit api/contract.json.');
  process.exit(1);
}
generate(committed);
console.log('api-contract: wrote api/contract.json');
