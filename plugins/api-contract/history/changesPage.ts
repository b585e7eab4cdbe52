/**
 * docs/api-changes.mdx, generated from api/history.json (what changed) and api/upgrading.yml (what
 * to do about it, written by hand where the fix needs judgement). `npm run api:history` writes it;
 * a unit test fails when the committed page is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {releaseChanges} from './diff';
import {loadHistory} from './load';
import type {Change, Release, ReleaseChanges} from './types';

export const PAGE_FILE = 'docs/api-changes.mdx';
export const HISTORY_FILE = 'api/history.json';
export const UPGRADING_FILE = 'api/upgrading.yml';

/**
 * Changes that can break code written for the release before. A parameter that became optional, or
 * that can now also be passed by position, breaks nothing.
 */
export function isBreaking(change: Change): boolean {
  switch (change.type) {
    case 'removed':
    case 'kind':
    case 'param-removed':
      return true;
    case 'param-renamed':
      return change.evidence !== 'deprecated_kwarg';
    case 'default':
      return change.from !== null;
    case 'param-kind':
      return change.to === 'keyword_only' || change.to === 'positional_only';
    case 'param-added':
      return change.required;
    default:
      return false;
  }
}

/** Key of a change in api/upgrading.yml: `name` for a name, `name(param)` for a parameter. */
export function upgradeKey(change: Change): string {
  switch (change.type) {
    case 'param-removed':
    case 'default':
    case 'param-kind':
    case 'param-deprecated':
      return `${change.name}(${change.param})`;
    case 'param-renamed':
      return `${change.name}(${change.from})`;
    default:
      return change.name;
  }
}

/** api/upgrading.yml: `key: advice` pairs; throws on anything else. */
export function loadUpgradingNotes(file: string): Map<string, string> {
  const notes = new Map<string, string>();
  if (!fs.existsSync(file)) return notes;
  const data = load(fs.readFileSync(file, 'utf8')) ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(
      `api-history: ${file}: expected a mapping of "name" or "name(param)" to advice`,
    );
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (typeof value !== 'string' || value.trim() === '') {
      throw new Error(`api-history: ${file}: "${key}" needs a non-empty piece of advice`);
    }
    notes.set(key, value.trim().replace(/\s+/g, ' '));
  }
  return notes;
}

const SIGNATURE_RE = /<ApiSignature\s+[^>]*name=["']([\w.]+)["']/g;

/** Qualified name → doc file (relative to docs/) of the page that renders its signature. */
export function referencePages(docsDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(SIGNATURE_RE)) {
          const rel = path.relative(docsDir, full).split(path.sep).join('/');
          if (!pages.has(match[1]) || rel < pages.get(match[1])!) pages.set(match[1], rel);
        }
      }
    }
  };
  if (fs.existsSync(docsDir)) walk(docsDir);
  return pages;
}

const code = (value: string) => `\`${value}\``;

interface PageInput {
  releases: Release[];
  upgrading: Map<string, string>;
  pages: Map<string, string>;
}

function label(release: Release): string {
  return release.from === release.version
    ? release.version
    : `${release.version} (changes landed in ${release.from}–${release.version})`;
}

function anchor(release: Release): string {
  return `abstra-${release.version.replace(/\./g, '-')}`;
}

function nameLink(name: string, pages: Map<string, string>): string {
  const page = pages.get(name);
  return page ? `[${code(name)}](./${page})` : code(name);
}

function lowerFirst(text: string): string {
  return text.startsWith('`') || text.startsWith('[')
    ? text
    : text[0].toLowerCase() + text.slice(1);
}

/** `**kwargs`, `*args` or the plain name of a parameter of the given kind. */
function paramName(name: string, kind: string | undefined): string {
  return kind === 'var_keyword' ? `**${name}` : kind === 'var_positional' ? `*${name}` : name;
}

/**
 * One sentence about a change. With `standalone` false, the sentence leaves out the name prefix and
 * the final period, so several changes of one name can share a bullet.
 */
function describe(change: Change, pages: Map<string, string>, standalone = true): string {
  const sentence = describeChange(change, pages);
  if (standalone) return sentence;
  const prefix = `${nameLink(change.name, pages)}: `;
  const body = sentence.startsWith(prefix) ? sentence.slice(prefix.length) : sentence;
  return body.replace(/\.$/, '');
}

function describeChange(change: Change, pages: Map<string, string>): string {
  const n = nameLink(change.name, pages);
  const kind = (k: string) => k.replace(/_/g, ' ');
  switch (change.type) {
    case 'added':
      return `Added ${change.kind} ${n}.`;
    case 'removed':
      return `Removed ${change.kind} ${code(change.name)}.`;
    case 'kind':
      return `${n} is now a ${change.to} (was a ${change.from}).`;
    case 'deprecated': {
      const how =
        change.by === 'legacy'
          ? ', listed as legacy in the module’s `__all__`'
          : change.by === 'module'
            ? ': the module only works after `use_legacy_threads`'
            : '';
      const instead = change.replacement ? ` Use ${code(change.replacement)} instead.` : '';
      return `Deprecated ${n}${how}.${instead}`;
    }
    case 'undeprecated':
      return `${n} is no longer deprecated.`;
    case 'param-added':
      return `${n}: new parameter ${code(paramName(change.param, change.kind))}${
        change.required
          ? ' (required)'
          : change.default !== null
            ? ` (default ${code(change.default)})`
            : ''
      }.`;
    case 'param-removed':
      return `${n}: removed parameter ${code(paramName(change.param, change.kind))}.`;
    case 'param-renamed':
      return `${n}: parameter ${code(change.from)} renamed to ${code(change.to)}${
        change.evidence === 'deprecated_kwarg' ? ` (the old name still works, with a warning)` : ''
      }.`;
    case 'default':
      if (change.from === null) {
        return `${n}: ${code(change.param)} is now optional (default ${code(change.to ?? '')}).`;
      }
      if (change.to === null) {
        return `${n}: ${code(change.param)} is now required (default was ${code(change.from)}).`;
      }
      return `${n}: default of ${code(change.param)} changed from ${code(change.from)} to ${code(change.to)}.`;
    case 'param-kind':
      return `${n}: ${code(change.param)} is now ${kind(change.to)} (was ${kind(change.from)}).`;
    case 'param-deprecated':
      return `${n}: parameter ${code(change.param)} deprecated${
        change.replacement ? `; pass ${code(change.replacement)} instead` : ''
      }.`;
  }
}

/**
 * The hand-written note for a change: by exact key, else by wildcard (`abstra.tasks.TaskDTO(*)` for
 * any parameter of a name, `abstra.cli.*` for any name of a module, `abstra.forms.*(value)` for
 * that parameter of any name of a module).
 */
export function upgradingNote(change: Change, notes: Map<string, string>): string | undefined {
  const key = upgradeKey(change);
  const module = change.name.slice(0, change.name.lastIndexOf('.'));
  const param = /\(([^)]+)\)$/.exec(key)?.[1];
  const candidates = param
    ? [key, `${change.name}(*)`, `${module}.*(${param})`]
    : [key, `${module}.*`];
  for (const candidate of candidates) {
    const note = notes.get(candidate);
    if (note) return note;
  }
  return undefined;
}

/** What to do about a breaking change: the hand-written note, or the mechanical fix. */
function advice(change: Change, input: PageInput, latest: Release): string {
  const note = upgradingNote(change, input.upgrading);
  if (note) return note;
  switch (change.type) {
    case 'param-renamed':
      return `Pass ${code(change.to)} instead of ${code(change.from)}.`;
    case 'default':
      if (change.to === null) return `Always pass ${code(change.param)}.`;
      if (change.from === null) return 'Calls that pass it keep working.';
      return `Pass ${code(`${change.param}=${change.from}`)} to keep the old behavior.`;
    case 'param-kind':
      return change.to === 'keyword_only'
        ? `Pass ${code(change.param)} by keyword.`
        : `Pass ${code(change.param)} by position.`;
    case 'param-added':
      return `Pass ${code(change.param)}.`;
    case 'removed': {
      const short = change.name.slice(change.name.lastIndexOf('.') + 1);
      // Only when the same signature lives on under another module.
      const before = input.releases.find((r) => r.snapshot[change.name])?.snapshot[change.name];
      const elsewhere = Object.keys(latest.snapshot).filter(
        (name) =>
          name !== change.name &&
          name.endsWith(`.${short}`) &&
          JSON.stringify(latest.snapshot[name].params) === JSON.stringify(before?.params),
      );
      if (elsewhere.length && change.kind !== 'module') {
        return `Import it from ${elsewhere.map((name) => code(name.slice(0, -short.length - 1))).join(' or ')} instead.`;
      }
      return 'No direct replacement in the package.';
    }
    default:
      return 'Check the calls that use it.';
  }
}

function byModule(changes: Change[], release: Release): Map<string, Change[]> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const entry = release.snapshot[change.name];
    const module =
      entry?.kind === 'module' || (change.type === 'removed' && change.kind === 'module')
        ? change.name
        : change.name.slice(0, change.name.lastIndexOf('.'));
    if (!groups.has(module)) groups.set(module, []);
    groups.get(module)!.push(change);
  }
  return new Map([...groups].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * What happened to one name, as one clause list: removed and new parameters each merged into one
 * clause, other changes one clause each.
 */
function nameClauses(changes: Change[], pages: Map<string, string>): string {
  const clauses: string[] = [];
  const removed = changes.filter((c) => c.type === 'param-removed');
  const added = changes.filter((c) => c.type === 'param-added');
  if (removed.length > 1) {
    clauses.push(
      `removed parameters ${removed.map((c) => code(paramName(c.param, c.kind))).join(', ')}`,
    );
  }
  if (added.length > 1) {
    const list = added.map((c) => {
      const detail = c.required
        ? ' (required)'
        : c.default !== null
          ? ` (default ${code(c.default)})`
          : '';
      return `${code(paramName(c.param, c.kind))}${detail}`;
    });
    clauses.push(`new parameters ${list.join(', ')}`);
  }
  for (const change of changes) {
    if (change.type === 'param-removed' && removed.length > 1) continue;
    if (change.type === 'param-added' && added.length > 1) continue;
    clauses.push(lowerFirst(describe(change, pages, false)));
  }
  return clauses.join('; ');
}

const PLURAL: Record<string, string> = {
  module: 'modules',
  function: 'functions',
  class: 'classes',
  constant: 'constants',
};

/** A name of `module` as it reads under the module's heading: short, linked when it has a page. */
function shortLink(name: string, module: string, pages: Map<string, string>): string {
  const short = name === module ? name : name.slice(module.length + 1);
  const page = pages.get(name);
  return page ? `[${code(short)}](./${page})` : code(short);
}

/**
 * The changes of one module in one release, compactly: added and removed names one line per kind,
 * then one line per set of names that changed in exactly the same way (widgets often change
 * together).
 */
function moduleLines(module: string, changes: Change[], pages: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const type of ['added', 'removed'] as const) {
    const byKind = new Map<string, string[]>();
    for (const change of changes) {
      if (change.type !== type) continue;
      if (!byKind.has(change.kind)) byKind.set(change.kind, []);
      byKind.get(change.kind)!.push(change.name);
    }
    for (const [kind, names] of byKind) {
      const verb = type === 'added' ? 'Added' : 'Removed';
      const what = names.length === 1 ? kind : PLURAL[kind];
      const list = names.map((name) =>
        type === 'added'
          ? shortLink(name, module, pages)
          : code(name === module ? name : name.slice(module.length + 1)),
      );
      lines.push(`${verb} ${what} ${list.join(', ')}.`);
    }
  }
  const perName = new Map<string, Change[]>();
  for (const change of changes) {
    if (change.type === 'added' || change.type === 'removed') continue;
    if (!perName.has(change.name)) perName.set(change.name, []);
    perName.get(change.name)!.push(change);
  }
  const groups = new Map<string, string[]>();
  for (const [name, nameChanges] of perName) {
    const key = nameClauses(nameChanges, pages);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(name);
  }
  for (const [what, names] of groups) {
    lines.push(
      `${names.map((name) => shortLink(name, module, pages)).join(', ')}: ${lowerFirst(what)}.`,
    );
  }
  return lines;
}

/** The page, as MDX. Pure: same input, same text. */
/**
 * The sentence that explains version ranges, with a real example from the history: the newest
 * tracked release that was read as the last patch of its minor and whose range is wider than
 * itself (a change first read in 3.14.5 after 3.13.0 landed in 3.14.0–3.14.5).
 */
export function rangeExample(releases: readonly {version: string; from: string}[]): string {
  let index = -1;
  releases.forEach((r, i) => {
    if (i > 0 && r.from !== r.version) index = i;
  });
  const intro = '- Before that, only the last patch of each minor release is read.';
  if (index < 0) return intro;
  const release = releases[index];
  const before = releases[index - 1];
  return `${intro} A change first seen in ${release.version}, when the release read before it is ${before.version}, landed somewhere between ${release.from} and ${release.version}: the reference pages show it as "${release.from}–${release.version}".`;
}

export function renderChangesPage(input: PageInput): string {
  const {releases, pages} = input;
  const oldest = releases[0];
  const latest = releases[releases.length - 1];
  const all: ReleaseChanges[] = releaseChanges(releases).slice(1).reverse();
  const lines: string[] = [];
  const push = (...more: string[]) => lines.push(...more);
  push(
    '---',
    'title: API changes',
    'description: What changed in the public abstra API from one release to the next, up to the latest version, and what to change in your code when you upgrade.',
    'sidebar_label: API changes',
    'sidebar_position: 2',
    'keywords: [changelog, release notes, upgrade, migration, breaking changes, deprecated, version, what is new]',
    '---',
    '',
    `{/* Generated by "npm run api:history" from ${HISTORY_FILE} and ${UPGRADING_FILE}. Edit those, not this file. */}`,
    '',
    '# API changes',
    '',
    `This page lists what changed in the public Python API of \`abstra\` between releases, from ${oldest.version} to ${latest.version}, module by module. Start with [Upgrading](#upgrading) if your code stopped working after an upgrade.`,
    '',
    '## How the changes are found',
    '',
    `The list is generated from the package itself. For each release tracked, a script imports the package's public modules, reads the names in their \`__all__\` and the signature of every function and class, and compares each release with the one before. A change is anything a caller can notice: a name or parameter that appears or disappears, a renamed parameter, a new default, a parameter that became keyword-only, and a new deprecation (the \`@deprecated\` decorator, a name listed as legacy in \`__all__\`, or a parameter marked with \`@deprecated_kwarg\`).`,
    '',
    `- Every patch of ${latest.version.split('.').slice(0, 2).join('.')} is read, so a change there is pinned to one release.`,
    rangeExample(releases),
    `- ${oldest.version} is the oldest release read. Names that exist in it are shown as "available since ${oldest.version}"; they may be older.`,
    '- Type annotations, methods and docstrings are not compared.',
    `- Releases marked *yanked* were withdrawn from PyPI by the maintainers. pip installs them only when you pin the exact version.`,
    '',
    'Each reference page shows the same facts next to the signature and in the parameters table.',
    '',
  );

  // Upgrading: breaking changes, newest first.
  push('## Upgrading', '');
  push(
    'These changes can break code written for an older release: removed names and parameters, renamed parameters, changed defaults and parameters that must now be passed by keyword. Deprecated names still work; move off them before they are removed.',
    '',
  );
  let anyBreaking = false;
  for (const {release, changes} of all) {
    const relevant = changes.filter(
      (c) => isBreaking(c) || c.type === 'deprecated' || c.type === 'param-deprecated',
    );
    if (relevant.length === 0) continue;
    anyBreaking = true;
    push(`### Upgrading to ${label(release)}`, '');
    // One bullet per name: what changed, then what to do (each piece of advice once).
    const byName = new Map<string, Change[]>();
    for (const change of relevant) {
      if (!byName.has(change.name)) byName.set(change.name, []);
      byName.get(change.name)!.push(change);
    }
    const bullets = new Map<string, string[]>();
    for (const [name, group] of byName) {
      const fixes = new Set<string>();
      for (const change of group) {
        const deprecation = change.type === 'deprecated' || change.type === 'param-deprecated';
        if (!deprecation || upgradingNote(change, input.upgrading)) {
          fixes.add(advice(change, input, latest));
        }
      }
      const single =
        group.length === 1 && !group[0].type.startsWith('param-') && group[0].type !== 'default';
      const what = single ? describe(group[0], pages) : `${nameClauses(group, pages)}.`;
      const key = `${single ? `${name}\u0000` : ''}${what}${[...fixes].map((fix) => ` ${fix}`).join('')}`;
      if (!bullets.has(key)) bullets.set(key, []);
      bullets.get(key)!.push(name);
    }
    for (const [key, names] of bullets) {
      const text = key.includes('\u0000') ? key.slice(key.indexOf('\u0000') + 1) : key;
      const single = key.includes('\u0000');
      push(
        single
          ? `- ${text}`
          : `- ${names.map((name) => nameLink(name, pages)).join(', ')}: ${text}`,
      );
    }
    push('');
  }
  if (!anyBreaking) push('No release tracked here removed or changed anything.', '');

  push('## Changes by release', '');
  const quiet: Release[] = [];
  for (const {release, changes} of all) {
    if (changes.length === 0) {
      quiet.push(release);
      continue;
    }
    const notes = [release.date, ...(release.yanked ? ['yanked'] : [])].join(', ');
    push(`### abstra ${label(release)} {/* #${anchor(release)} */}`, '');
    push(`Released ${notes}.`, '');
    for (const [module, moduleChanges] of byModule(changes, release)) {
      push(`- ${code(module)}`);
      for (const line of moduleLines(module, moduleChanges, pages)) push(`  - ${line}`);
    }
    push('');
  }
  if (quiet.length) {
    push(
      '### Releases with no API change',
      '',
      `${quiet.map((r) => r.version).join(', ')}: the public API is the same as in the release before.`,
      '',
    );
  }
  const unread = releases.flatMap((r) => r.problems.map((p) => ({version: r.version, ...p})));
  push(`### abstra ${oldest.version}`, '');
  push(
    `The oldest release read${oldest.yanked ? ' (yanked)' : ''}, released ${oldest.date}. Every name it has counts as available since ${oldest.version}.`,
    '',
  );
  if (unread.length) {
    push('## Modules that could not be read', '');
    push(
      'These modules failed to import in the release shown; their names are carried over from the release before, so they do not show up as removed.',
      '',
    );
    for (const u of unread) push(`- ${u.version}: ${code(u.module)} (${code(u.error)})`);
    push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Read the history, the notes and the docs, write docs/api-changes.mdx; returns its path. */
export function writeChangesPage(root: string): string {
  const {releases} = loadHistory(path.join(root, HISTORY_FILE));
  const text = renderChangesPage({
    releases,
    upgrading: loadUpgradingNotes(path.join(root, UPGRADING_FILE)),
    pages: referencePages(path.join(root, 'docs')),
  });
  const file = path.join(root, PAGE_FILE);
  fs.writeFileSync(file, text);
  return file;
}
