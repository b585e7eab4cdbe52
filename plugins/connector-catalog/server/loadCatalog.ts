/**
 * Reads catalog.yml, validates it and checks it against the provider pages. Any problem throws an
 * error that names the file, the entry and the fix, so `docusaurus build` stops on it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';

import type {CatalogData, CheckedNotes} from '../shared/types';
import {checkExampleFacts, checkPageFacts} from './checkFacts';
import {checkData} from '../../shared/validation';
import {CatalogFileSchema, type CatalogFile} from './schema';

export interface LoadCatalogOptions {
  /** Absolute path of catalog.yml. */
  catalogFile: string;
  /** Absolute path of the folder holding `<slug>.mdx`; `null` skips the page checks. */
  pagesDir: string | null;
  /** Route of the pages under the docs base path, e.g. `/tools/connectors/providers`. */
  routeBasePath: string;
  /** Absolute path of the connector examples folder, checked like the pages; absent: skipped. */
  examplesDir?: string | null;
}

export class CatalogError extends Error {
  override name = 'CatalogError';
}

/** Human path of a problem, with the provider's slug when there is one. */
function where(issuePath: Array<string | number>, raw: unknown): string {
  const [top, index, ...rest] = issuePath;
  if (top === 'providers' && typeof index === 'number') {
    const entry = (raw as {providers?: Array<{slug?: unknown}>}).providers?.[index];
    const name = typeof entry?.slug === 'string' ? ` (slug "${entry.slug}")` : '';
    return `providers[${index}]${name}${rest.length ? `.${rest.join('.')}` : ''}`;
  }
  return issuePath.map(String).join('.') || '(top level)';
}

/** Validate the parsed YAML; returns the typed file or throws one error listing every problem. */
export function parseCatalog(raw: unknown, file: string): CatalogFile {
  const result = checkData(CatalogFileSchema, raw);
  const problems = result.ok
    ? crossChecks(result.value)
    : result.problems.map((problem) => `${where(problem.path, raw)}: ${problem.message}`);
  if (!result.ok || problems.length > 0) {
    throw new CatalogError(
      `connector-catalog: ${file} is invalid:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nEvery provider needs evidence: a public source (the spec, an abstra.io page, the abstra-lib ' +
        'repository or the package) that names it as an Abstra connector. Add it, or remove the entry.',
    );
  }
  return result.value;
}

/** What the schema cannot say: references between entries, and rules across fields. */
function crossChecks({categories, providers}: CatalogFile): string[] {
  const problems: string[] = [];
  const categoryIds = new Set(categories.map((c) => c.id));
  const seen = new Set<string>();
  providers.forEach((p, i) => {
    const at = `providers[${i}] (slug "${p.slug}")`;
    if (seen.has(p.slug)) problems.push(`${at}: the slug is listed twice`);
    seen.add(p.slug);
    if (!categoryIds.has(p.category)) {
      problems.push(
        `${at}.category: "${p.category}" is not declared under categories (${[...categoryIds].join(', ')})`,
      );
    }
    if (p.auth.includes('console') && p.auth.length > 1) {
      problems.push(`${at}.auth: "console" cannot be combined with a known kind`);
    }
    if (p.access !== 'http' && !p.evidence.some((e) => e.access)) {
      problems.push(
        `${at}.access: "${p.access}" needs a source: mark the evidence entry that shows it with ` +
          '"access: true", or use "http" when only the provider\'s own API docs say it is REST',
      );
    }
    if (p.variantOf !== undefined && p.variantOf === p.slug) {
      problems.push(`${at}.variantOf: an entry cannot be a variant of itself`);
    }
  });
  const slugs = new Set(providers.map((p) => p.slug));
  providers.forEach((p, i) => {
    if (p.variantOf !== undefined && !slugs.has(p.variantOf)) {
      problems.push(
        `providers[${i}] (slug "${p.slug}").variantOf: "${p.variantOf}" is not a provider of the catalog`,
      );
    }
  });
  return problems;
}

/** Every entry has its page and every page has its entry. */
export function checkPages(catalog: CatalogFile, pagesDir: string, file: string): void {
  const problems: string[] = [];
  for (const p of catalog.providers) {
    if (!existsSync(path.join(pagesDir, `${p.slug}.mdx`))) {
      problems.push(`"${p.slug}" has no page: create ${path.join(pagesDir, `${p.slug}.mdx`)}`);
    }
  }
  const slugs = new Set(catalog.providers.map((p) => p.slug));
  for (const name of readdirSync(pagesDir)) {
    const match = /^(.+)\.mdx?$/.exec(name);
    if (!match || match[1] === 'index') continue;
    if (!slugs.has(match[1]!)) {
      problems.push(
        `${path.join(pagesDir, name)} has no entry in the catalog: add "${match[1]}" with its evidence, or delete the page`,
      );
    }
  }
  for (const p of catalog.providers) {
    const page = path.join(pagesDir, `${p.slug}.mdx`);
    if (existsSync(page)) problems.push(...checkPageFacts(p, readFileSync(page, 'utf8'), page));
  }
  if (problems.length > 0) {
    throw new CatalogError(
      `connector-catalog: ${file} and its pages disagree:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** The example pages state only third-party facts their provider's entry covers. */
export function checkExamples(catalog: CatalogFile, examplesDir: string, file: string): void {
  if (!existsSync(examplesDir)) return;
  const examples = readdirSync(examplesDir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => ({
      file: name.split(path.sep).join('/'),
      source: readFileSync(path.join(examplesDir, name), 'utf8'),
    }));
  const problems = checkExampleFacts(catalog, examples, examplesDir);
  if (problems.length > 0) {
    throw new CatalogError(
      `connector-catalog: ${file} does not cover what the examples state:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** What the index component needs, in catalog order within each category. */
export function toCatalogData(catalog: CatalogFile, routeBasePath: string): CatalogData {
  const used = new Set(catalog.providers.map((p) => p.category));
  return {
    categories: catalog.categories.filter((c) => used.has(c.id)),
    items: catalog.providers.map((p) => ({
      slug: p.slug,
      name: p.name,
      summary: p.summary,
      category: p.category,
      auth: p.auth,
      access: p.access,
      actionCount: p.actions?.list.length ?? 0,
      ...(p.variantOf ? {variantOf: p.variantOf} : {}),
      route: `${routeBasePath}/${p.slug}`,
    })),
  };
}

/** Per provider with facts: whose docs, the latest check and the pages checked. */
export function toCheckedNotes(catalog: CatalogFile): CheckedNotes {
  const notes: CheckedNotes = {};
  for (const p of catalog.providers) {
    if (p.facts.length === 0) continue;
    const dates = p.facts.map((f) => f.checked).sort();
    notes[p.slug] = {
      vendor: p.vendor ?? p.name,
      date: dates[dates.length - 1]!,
      sources: [...new Set(p.facts.map((f) => f.url))],
    };
  }
  return notes;
}

export function loadCatalog(options: LoadCatalogOptions): {
  file: CatalogFile;
  data: CatalogData;
  checked: CheckedNotes;
} {
  const {catalogFile, pagesDir, routeBasePath, examplesDir} = options;
  if (!existsSync(catalogFile)) {
    throw new CatalogError(`connector-catalog: ${catalogFile} does not exist.`);
  }
  let raw: unknown;
  try {
    raw = load(readFileSync(catalogFile, 'utf8'));
  } catch (error) {
    throw new CatalogError(
      `connector-catalog: ${catalogFile} is not valid YAML: ${(error as Error).message}`,
    );
  }
  const file = parseCatalog(raw, catalogFile);
  if (pagesDir) checkPages(file, pagesDir, catalogFile);
  if (examplesDir) checkExamples(file, examplesDir, catalogFile);
  return {file, data: toCatalogData(file, routeBasePath), checked: toCheckedNotes(file)};
}
