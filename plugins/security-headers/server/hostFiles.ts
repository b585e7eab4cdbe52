/**
 * Each host's files, written from one source: the build's security headers (the same pairs as
 * `.security-headers.conf`) and shared/siteRules.mjs (cache rule, redirects, twin rule). They go
 * to `build/.hosts/<host>/`, a dot-folder no server of ours serves; `deploy/stage.mjs <host>`
 * lays out a folder to upload, with the build under `docs/` and these files at its root.
 */
import {copyFile, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {
  cacheControlFor,
  hashedFolders,
  IMMUTABLE,
  REVALIDATE,
  siteRedirects,
  twinPath,
  pagesOf,
  VERCEL_PAGE_FILE,
} from '../shared/siteRules.mjs';

export const HOSTS_DIR = '.hosts';
export type Host = 'cloudflare-pages' | 'netlify' | 'vercel';
export type HeaderPair = readonly [string, string];

/** What the generators need from a build. */
export interface BuildListing {
  /** The site's base URL, `/docs/`. */
  base: string;
  /** Every file, relative and `/`-separated, dotfiles and dot-folders left out. */
  files: string[];
  /** The build's security headers, in order. */
  securityHeaders: readonly HeaderPair[];
}

export async function listBuild(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('.')))
    .sort();
}

const htmlFilesOf = (files: string[]) => files.filter((file) => file.endsWith('.html'));

/** The twins of the build's pages, as URL paths (`/docs/tools/tables.md`). */
export function twinsOf(build: BuildListing): string[] {
  const files = new Set(build.files);
  return pagesOf(htmlFilesOf(build.files), build.base)
    .map(({page}) => twinPath(page, build.base))
    .filter((twin) => files.has(twin.slice(build.base.length)))
    .sort();
}

/** One `_headers` rule: a path pattern and its headers. */
interface HeaderRule {
  pattern: string;
  headers: HeaderPair[];
  /** Headers an earlier matching rule set, that this rule replaces. */
  replaces: string[];
}

/**
 * The header rules of Cloudflare Pages and Netlify: every path gets the security headers and
 * `no-cache`; each folder of hashed files (`assets/`, `search/`) gets `immutable`, and the other
 * URLs its wildcard may match are set back to `no-cache` after. Both hosts apply every matching rule; when
 * two set the same header, Netlify keeps the later value, and Cloudflare joins them unless the
 * later rule detaches the header first (`! Name`), which the Cloudflare flavour writes.
 */
export function headerRules(build: BuildListing): HeaderRule[] {
  const {base} = build;
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: [...build.securityHeaders, ['Cache-Control', REVALIDATE]],
      replaces: [],
    },
  ];
  for (const {folder, exceptions} of hashedFolders(build.files, base)) {
    rules.push({
      pattern: `${base}${folder}*`,
      headers: [['Cache-Control', IMMUTABLE]],
      replaces: ['Cache-Control'],
    });
    for (const {url, file} of exceptions) {
      rules.push({
        pattern: url,
        headers: [['Cache-Control', cacheControlFor(file)]],
        replaces: ['Cache-Control'],
      });
    }
  }
  return rules;
}

const GENERATED = (host: string) =>
  `# ${host}: written by plugins/security-headers from the build; do not edit (README.md, "Deploy").`;

export function headersFile(build: BuildListing, flavour: 'cloudflare-pages' | 'netlify'): string {
  const lines = [GENERATED(flavour)];
  for (const rule of headerRules(build)) {
    lines.push(rule.pattern);
    if (flavour === 'cloudflare-pages') for (const name of rule.replaces) lines.push(`  ! ${name}`);
    for (const [name, value] of rule.headers) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects` of Cloudflare Pages and Netlify: one line per redirect, `from to status`. Netlify
 * skips a redirect when a file exists at its `from` path (`/docs/index.html` does) unless the
 * status is forced with `!`; Cloudflare always redirects and does not know the `!`.
 */
export function redirectsFile(
  build: BuildListing,
  flavour: 'cloudflare-pages' | 'netlify',
): string {
  const lines = [GENERATED(flavour)];
  const force = flavour === 'netlify' ? '!' : '';
  for (const {from, to, status} of siteRedirects(htmlFilesOf(build.files), build.base)) {
    lines.push(`${from} ${to} ${status}${force}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Where the worker's modules come from: the repository root and the two index.js imports. */
export interface WorkerSources {
  root: string;
  /** shared/pagesWorker.mjs, relative to `root`. */
  pagesWorker: string;
  /** The Accept rule (scripts/serve/negotiate.mjs), relative to `root`. */
  negotiate: string;
}

/** The worker's `index.js`: the build's data, handed to shared/pagesWorker.mjs. */
export function workerIndex(build: BuildListing, sources: WorkerSources): string {
  const site = {
    base: build.base,
    twins: twinsOf(build),
    securityHeaders: build.securityHeaders,
  };
  return [
    '// Cloudflare Pages worker of this build, written by plugins/security-headers (see pagesWorker.mjs).',
    `import {createWorker} from './${sources.pagesWorker}';`,
    `import {prefersMarkdown} from './${sources.negotiate}';`,
    '',
    `export default createWorker(${JSON.stringify(site)}, prefersMarkdown);`,
    '',
  ].join('\n');
}

/** Relative module specifiers of `import … from`/`export … from` statements. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/**
 * The given modules and every module they import, relative to `root` (`/`-separated), found by
 * following relative imports: the files the worker needs, with none listed by hand.
 */
export async function moduleClosure(root: string, entries: string[]): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (found.has(file)) return;
    found.add(file);
    const source = await readFile(path.join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      await visit(path.posix.join(path.posix.dirname(file), specifier!));
    }
  };
  for (const entry of entries) await visit(entry);
  return [...found].sort();
}

/**
 * When Vercel rewrites a page to its twin: `accept` names text/markdown (`has`), and neither names
 * text/html nor gives text/markdown a zero weight (`missing`). Plain regular expressions, no
 * lookaround, each matched against the whole header value; the header is read as sent, in
 * lower case as browsers and tools send it.
 */
export const VERCEL_TWIN_CONDITIONS = {
  has: [{type: 'header' as const, key: 'accept', value: '.*text/markdown.*'}],
  missing: [
    {type: 'header' as const, key: 'accept', value: '.*text/html.*'},
    {
      type: 'header' as const,
      key: 'accept',
      value: '.*text/markdown\\s*;[^,]*q\\s*=\\s*0(\\.0*)?\\s*([;,].*)?',
    },
  ],
};

export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  redirects: Array<{source: string; destination: string; statusCode: number}>;
  headers: Array<{source: string; headers: Array<{key: string; value: string}>}>;
  rewrites: Array<{
    source: string;
    destination: string;
    has?: Array<{type: 'header'; key: string; value: string}>;
    missing?: Array<{type: 'header'; key: string; value: string}>;
  }>;
}

const escapeSource = (urlPath: string) => urlPath.replace(/[()[\]{}?+*:\\]/g, (c) => `\\${c}`);

/**
 * `vercel.json`. Vercel serves a file that exists before it looks at rewrites, so a rewrite could
 * never turn a page into its twin. deploy/stage.mjs therefore moves each `x/index.html` to
 * `x/index.page.html`, and rewrites serve the page: its twin first when `accept` asks for
 * Markdown (regular expressions, so weights are read only as far as VERCEL_TWIN_CONDITIONS
 * says), then the HTML. Pages without a twin (the search page, the blog) are rewritten to their
 * HTML before the twin rule. Redirects are one per page, as in `_redirects`.
 */
export function vercelConfig(build: BuildListing): VercelConfig {
  const {base} = build;
  const twins = new Set(twinsOf(build));
  const headers: VercelConfig['headers'] = [
    {
      source: '/(.*)',
      headers: [...build.securityHeaders, ['Cache-Control', REVALIDATE] as const].map(
        ([key, value]) => ({key, value}),
      ),
    },
    {source: `${escapeSource(base)}(.*)`, headers: [{key: 'Vary', value: 'Accept'}]},
  ];
  for (const {folder, exceptions} of hashedFolders(build.files, base)) {
    headers.push({
      source: `${escapeSource(base + folder)}(.*)`,
      headers: [{key: 'Cache-Control', value: IMMUTABLE}],
    });
    for (const {url, file} of exceptions) {
      headers.push({
        source: escapeSource(url),
        headers: [{key: 'Cache-Control', value: cacheControlFor(file)}],
      });
    }
  }
  const pageHtml = `/${VERCEL_PAGE_FILE}`;
  // Where each page's HTML is once staged: x/index.html moved to x/index.page.html; a page
  // written as x.html stays there.
  const pageFile = (file: string) =>
    `${base}${file.endsWith('index.html') ? file.replace(/index\.html$/, VERCEL_PAGE_FILE) : file}`;
  const toHtml = (pages: ReturnType<typeof pagesOf>) =>
    pages.flatMap(({file, page, bare}) =>
      [...new Set([page, bare])].map((form) => ({
        source: escapeSource(form),
        destination: pageFile(file),
      })),
    );
  const pages = pagesOf(htmlFilesOf(build.files), base);
  const hasTwin = ({page}: {page: string}) => twins.has(twinPath(page, base));
  const markdown = VERCEL_TWIN_CONDITIONS;
  const rewrites: VercelConfig['rewrites'] = [
    // Pages with no twin: their HTML, whatever the Accept header.
    ...toHtml(pages.filter((page) => !hasTwin(page))),
    {source: escapeSource(base), destination: twinPath(base, base), ...markdown},
    {source: `${escapeSource(base)}:page+/`, destination: `${base}:page+.md`, ...markdown},
    {source: `${escapeSource(base)}:page+`, destination: `${base}:page+.md`, ...markdown},
    // Pages written as x.html (Docusaurus writes x/index.html unless trailingSlash is false).
    ...toHtml(pages.filter((page) => hasTwin(page) && !page.file.endsWith('index.html'))),
    {source: escapeSource(base), destination: `${base}${VERCEL_PAGE_FILE}`},
    {source: `${escapeSource(base)}:page+/`, destination: `${base}:page+${pageHtml}`},
    {source: `${escapeSource(base)}:page+`, destination: `${base}:page+${pageHtml}`},
  ];
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: false,
    redirects: siteRedirects(htmlFilesOf(build.files), base).map(({from, to, status}) => ({
      source: escapeSource(from),
      destination: to,
      statusCode: status,
    })),
    headers,
    rewrites,
  };
}

/** Writes every host's files under `<outDir>/.hosts/`; returns what was written, for the log. */
export async function writeHostFiles(
  outDir: string,
  build: BuildListing,
  sources: WorkerSources,
): Promise<string[]> {
  const root = path.join(outDir, HOSTS_DIR);
  await rm(root, {recursive: true, force: true});
  const written: string[] = [];
  const put = async (host: Host, name: string, text: string) => {
    const file = path.join(root, host, name);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, text);
    written.push(path.relative(outDir, file));
  };
  await put('cloudflare-pages', '_headers', headersFile(build, 'cloudflare-pages'));
  await put('cloudflare-pages', '_redirects', redirectsFile(build, 'cloudflare-pages'));
  await put('cloudflare-pages', '_worker.js/index.js', workerIndex(build, sources));
  for (const name of await moduleClosure(sources.root, [sources.pagesWorker, sources.negotiate])) {
    const target = path.join(root, 'cloudflare-pages', '_worker.js', name);
    await mkdir(path.dirname(target), {recursive: true});
    await copyFile(path.join(sources.root, name), target);
    written.push(path.relative(outDir, target));
  }
  await put('netlify', '_headers', headersFile(build, 'netlify'));
  await put('netlify', '_redirects', redirectsFile(build, 'netlify'));
  await put('vercel', 'vercel.json', `${JSON.stringify(vercelConfig(build), null, 2)}\n`);
  return written;
}
