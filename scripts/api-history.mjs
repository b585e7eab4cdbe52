#!/usr/bin/env node
// Build api/history.json (the public API of every abstra release the docs track) and the
// generated page docs/api-changes.mdx.
//
//   node scripts/api-history.mjs            read the releases missing from api/history.json
//   node scripts/api-history.mjs --offline  no PyPI: only rewrite docs/api-changes.mdx
//   node scripts/api-history.mjs --reread=3.31.13,3.30.31   read these releases again
//
// Releases tracked: the last patch of every 3.x minor up to the pinned one (api/requirements.txt),
// and every patch of the pinned minor up to the pinned version. Yanked releases are read too (pip
// installs them when pinned exactly) and marked as such.
//
// Each missing release is downloaded once (`pip download --no-deps`) into the cache
// (ABSTRA_HISTORY_CACHE, default ~/.cache/abstra-docs), unpacked, and read by
// api/release_contract.py, which runs the contract generator with the unpacked wheel first on
// PYTHONPATH and the pinned release's dependencies (.api-venv, made by `npm run api:contract`;
// ABSTRA_HISTORY_PYTHON overrides the interpreter). The build reads api/history.json only.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const {encodeHistory, rawSnapshots, compareVersions} = jiti(
  '../plugins/api-contract/history/codec.ts',
);
const {selectReleases} = jiti('../plugins/api-contract/history/select.ts');
const {parseHistory} = jiti('../plugins/api-contract/history/load.ts');
const {snapshotOf} = jiti('../plugins/api-contract/history/snapshot.ts');

const args = new Set(process.argv.slice(2).filter((a) => !a.startsWith('--reread=')));
const reread = new Set(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--reread='))
    .flatMap((a) => a.slice('--reread='.length).split(','))
    .filter(Boolean),
);
const historyFile = path.join(root, 'api/history.json');
const cache = process.env.ABSTRA_HISTORY_CACHE ?? path.join(homedir(), '.cache/abstra-docs');
const isWindows = process.platform === 'win32';
const python =
  process.env.ABSTRA_HISTORY_PYTHON ??
  path.join(root, '.api-venv', isWindows ? 'Scripts/python.exe' : 'bin/python');

function fail(message) {
  console.error(`api-history: ${message}`);
  process.exit(1);
}

function pinnedVersion() {
  const text = readFileSync(path.join(root, 'api/requirements.txt'), 'utf8');
  const match = /^abstra==(\d+\.\d+\.\d+)\s*$/m.exec(text);
  if (!match) fail('api/requirements.txt does not pin abstra==X.Y.Z');
  return match[1];
}

/** Every published 3.x release with its yanked flag and wheel date, from PyPI's JSON API. */
async function publishedReleases() {
  const response = await fetch('https://pypi.org/pypi/abstra/json');
  if (!response.ok) fail(`PyPI answered ${response.status} for the abstra release list`);
  const data = await response.json();
  const out = [];
  for (const [version, files] of Object.entries(data.releases)) {
    if (!/^3\.\d+\.\d+$/.test(version)) continue;
    const wheel = files.find((f) => f.packagetype === 'bdist_wheel');
    if (!wheel) continue;
    out.push({version, yanked: Boolean(wheel.yanked), date: wheel.upload_time.slice(0, 10)});
  }
  return out.sort((a, b) => compareVersions(a.version, b.version));
}

// Packages older releases import that the pinned release no longer depends on: abstra 3.0–3.31
// import `jedi` for code analysis (without it most modules of 3.26–3.31 fail to import), and the
// `abstra.cli` of 3.30–3.31 imports `openpyxl`. They are installed once into the cache and put on
// PYTHONPATH after the release being read.
const EXTRA_PACKAGES = ['jedi', 'openpyxl'];

function ensureExtras() {
  const target = path.join(cache, 'extra-site');
  const marker = path.join(target, '.installed');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === EXTRA_PACKAGES.join('\n'))
    return target;
  const install = run(python, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '--target',
    target,
    ...EXTRA_PACKAGES,
  ]);
  if (install.status !== 0) fail(`cannot install ${EXTRA_PACKAGES.join(', ')}: ${install.stderr}`);
  writeFileSync(path.join(target, '.installed'), EXTRA_PACKAGES.join('\n'));
  return target;
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, {encoding: 'utf8', ...options});
  if (result.error) throw result.error;
  return result;
}

function readRelease(release) {
  const wheels = path.join(cache, 'wheels');
  const wheel = path.join(wheels, `abstra-${release.version}-py3-none-any.whl`);
  if (!existsSync(wheel)) {
    mkdirSync(wheels, {recursive: true});
    const download = run(python, [
      '-m',
      'pip',
      'download',
      '--quiet',
      '--disable-pip-version-check',
      '--no-deps',
      `abstra==${release.version}`,
      '-d',
      wheels,
    ]);
    if (download.status !== 0 || !existsSync(wheel)) {
      return {error: `pip download failed: ${download.stderr.trim().split('\n').pop()}`};
    }
  }
  const unpacked = path.join(cache, 'unpacked', release.version);
  if (!existsSync(path.join(unpacked, 'abstra'))) {
    mkdirSync(unpacked, {recursive: true});
    const unzip = run(python, ['-m', 'zipfile', '-e', wheel, unpacked]);
    if (unzip.status !== 0) return {error: `cannot unpack the wheel: ${unzip.stderr.trim()}`};
  }
  const work = mkdtempSync(path.join(tmpdir(), 'api-history-'));
  const output = path.join(work, 'contract.json');
  try {
    const read = run(
      python,
      [path.join(root, 'api/release_contract.py'), release.version, output],
      {
        cwd: work,
        timeout: 300_000,
        env: {
          ...process.env,
          PYTHONPATH: [unpacked, ensureExtras()].join(path.delimiter),
          HOME: work,
          PYTHONDONTWRITEBYTECODE: '1',
        },
      },
    );
    if (read.status !== 0 || !existsSync(output)) {
      const why = (read.stderr || read.stdout || `exit ${read.status ?? read.signal}`).trim();
      return {error: why.split('\n').slice(-1)[0]};
    }
    return {contract: JSON.parse(readFileSync(output, 'utf8'))};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

function stableJson(history) {
  // One line per name keeps the file small and its diffs readable.
  const lines = ['{'];
  lines.push(`  "package": ${JSON.stringify(history.package)},`);
  lines.push(`  "format": ${history.format},`);
  lines.push('  "releases": [');
  history.releases.forEach((r, i) => {
    lines.push(`    ${JSON.stringify(r)}${i < history.releases.length - 1 ? ',' : ''}`);
  });
  lines.push('  ],');
  const snapshot = (snap, indent) => {
    const names = Object.keys(snap);
    return names.map(
      (name, i) =>
        `${indent}${JSON.stringify(name)}: ${JSON.stringify(snap[name])}${i < names.length - 1 ? ',' : ''}`,
    );
  };
  lines.push('  "base": {', ...snapshot(history.base, '    '), '  },');
  lines.push('  "deltas": {');
  const versions = Object.keys(history.deltas);
  versions.forEach((version, i) => {
    const delta = history.deltas[version];
    const parts = [];
    if (delta.set) parts.push(['      "set": {', ...snapshot(delta.set, '        '), '      }']);
    if (delta.removed) parts.push([`      "removed": ${JSON.stringify(delta.removed)}`]);
    lines.push(`    ${JSON.stringify(version)}: {`);
    parts.forEach((part, j) => {
      const last = part.length - 1;
      part[last] += j < parts.length - 1 ? ',' : '';
      lines.push(...part);
    });
    lines.push(`    }${i < versions.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}');
  return `${lines.join('\n')}\n`;
}

async function main() {
  const existing = existsSync(historyFile)
    ? rawSnapshots(parseHistory(readFileSync(historyFile, 'utf8'), 'api/history.json'))
    : [];
  if (!args.has('--offline')) {
    const pinned = pinnedVersion();
    const wanted = selectReleases(await publishedReleases(), pinned);
    const have = new Map(existing.map((r) => [r.info.version, r]));
    const missing = wanted.filter((r) => reread.has(r.version) || !have.has(r.version));
    if (missing.length && !existsSync(python)) {
      fail(
        `${missing.length} release(s) to read, and no Python at ${path.relative(root, python)}. Run ` +
          '"npm run api:contract" first (it creates .api-venv with the pinned release), or set ' +
          'ABSTRA_HISTORY_PYTHON.',
      );
    }
    const kept = [];
    const unreadable = [];
    for (const release of wanted) {
      const info = {
        version: release.version,
        yanked: release.yanked,
        date: release.date,
        from: release.from,
      };
      const known = reread.has(release.version) ? undefined : have.get(release.version);
      if (known) {
        kept.push({info: {...info, problems: known.info.problems}, snapshot: known.snapshot});
        continue;
      }
      process.stdout.write(`api-history: reading abstra ${release.version} … `);
      const result = readRelease(release);
      if (result.error) {
        console.log('unreadable');
        unreadable.push({version: release.version, error: result.error});
        continue;
      }
      const problems = result.contract.problems ?? [];
      console.log(problems.length ? `${problems.length} module(s) unread` : 'ok');
      kept.push({info: {...info, problems}, snapshot: snapshotOf(result.contract)});
    }
    if (!kept.some((r) => r.info.version === pinned)) {
      fail(`the pinned release ${pinned} could not be read`);
    }
    const history = encodeHistory(kept);
    writeFileSync(historyFile, stableJson(history));
    console.log(
      `api-history: wrote api/history.json (${kept.length} releases, ${Buffer.byteLength(
        readFileSync(historyFile),
      )} bytes)`,
    );
    for (const r of kept) {
      for (const p of r.info.problems) {
        console.log(`  ${r.info.version}: ${p.module} not read (${p.error})`);
      }
    }
    for (const u of unreadable) console.log(`  ${u.version}: not read (${u.error})`);
  }
  const {writeChangesPage} = jiti('../plugins/api-contract/history/changesPage.ts');
  const page = writeChangesPage(root);
  console.log(`api-history: wrote ${path.relative(root, page)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
