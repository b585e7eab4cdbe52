/**
 * Reads catalog.yml, validates it and checks it against the provider pages. Any problem throws an
 * error that names the file, the entry and the fix, so `docusaurus build` stops on it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';

import type {CatalogData} from '../shared/types';
import {CatalogFileSchema, type CatalogFile} from './schema';

export interface LoadCatalogOptions {
  /** Absolute path of catalog.yml. */
  catalogFile: string;
  /** Absolute path of the folder holding `<slug>.mdx`; `null` skips the page checks. */
  pagesDir: string | null;
  /** Route of the pages under the docs base path, e.g. `/tools/connectors/providers`. */
  routeBasePath: string;
}

export class CatalogError extends Error {
  override name = 'CatalogError';
}

/** Human path of a Zod issue, with the provider's slug when there is one. */
function where(issuePath: PropertyKey[], raw: unknown): string {
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
  const result = CatalogFileSchema.safeParse(raw);
  const problems: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(`${where(issue.path, raw)}: ${issue.message}`);
    }
  } else {
    const {categories, providers} = result.data;
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
      if (p.auth.includes('unpublished') && p.auth.length > 1) {
        problems.push(`${at}.auth: "unpublished" cannot be combined with a known variant`);
      }
    });
  }
  if (problems.length > 0) {
    throw new CatalogError(
      `connector-catalog: ${file} is invalid:\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\nEvery provider needs evidence: a public source (the spec, an abstra.io page, the abstra-lib ' +
        'repository or the package) that names it as an Abstra connector. Add it, or remove the entry.',
    );
  }
  return result.data as CatalogFile;
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
  if (problems.length > 0) {
    throw new CatalogError(
      `connector-catalog: ${file} and its pages disagree:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
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
      route: `${routeBasePath}/${p.slug}`,
    })),
  };
}

export function loadCatalog(options: LoadCatalogOptions): {file: CatalogFile; data: CatalogData} {
  const {catalogFile, pagesDir, routeBasePath} = options;
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
  return {file, data: toCatalogData(file, routeBasePath)};
}
