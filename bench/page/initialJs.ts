/**
 * The JavaScript a Docusaurus page needs before it is interactive, read from a
 * production build: the `<script>` and `<link rel="preload" as="script">` tags of
 * its HTML, plus the chunks of every route the page matches. The client loads
 * those route chunks before it hydrates (`preload()` in `clientEntry`), so they
 * are part of the first load even though the HTML does not name them. Lazy
 * chunks (the search modal, the copy-page menu, the tracker) are not counted.
 *
 * Deterministic: bytes come from files, never from a browser. Used by
 * `npm run bench:page` and by tests/build/sizeBudget.test.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export interface BuiltSite {
  /** The folder `docusaurus build` wrote (`build/`). */
  buildDir: string;
  /** The generated folder of the same build (`.docusaurus/`). */
  generatedDir: string;
  /** The site's base URL, e.g. `/docs/`. */
  baseUrl: string;
}

interface RouteNode {
  path: string;
  /** Key into routesChunkNames.json: `${path}-${hash}`, or the path alone. */
  key: string;
  exact: boolean;
  routes: RouteNode[];
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]}>;
}

/**
 * Reads the route tree from `.docusaurus/routes.js`. The file is generated
 * code with one fixed shape (`path:`, `component: ComponentCreator(path, hash)`,
 * `exact: true`, `routes: [`), so a line scanner is enough and avoids
 * evaluating a module that imports React.
 */
export function readRouteTree(generatedDir: string): RouteNode[] {
  const source = readFileSync(path.join(generatedDir, 'routes.js'), 'utf8');
  const root: RouteNode[] = [];
  const stack: RouteNode[][] = [root];
  let current: RouteNode | null = null;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    const pathMatch = line.match(/^path: '([^']*)',?$/);
    if (pathMatch) {
      current = {path: pathMatch[1], key: pathMatch[1], exact: false, routes: []};
      stack[stack.length - 1].push(current);
      continue;
    }
    const component = line.match(/^component: ComponentCreator\('([^']*)'(?:, '([^']*)')?\)/);
    if (component && current) {
      current.key = component[2] ? `${component[1]}-${component[2]}` : component[1];
      continue;
    }
    if (/^exact: true,?$/.test(line) && current) current.exact = true;
    if (line === 'routes: [' && current) {
      stack.push(current.routes);
      continue;
    }
    if (/^\],?$/.test(line) && stack.length > 1) stack.pop();
  }
  if (root.length === 0) throw new Error(`No routes found in ${generatedDir}/routes.js`);
  return root;
}

/** react-router v5 `matchPath` without parameters: exact routes ignore one trailing slash. */
function matches(route: RouteNode, pathname: string): boolean {
  if (route.path === '*') return true;
  const bare = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value);
  if (route.exact) return bare(route.path) === bare(pathname);
  return pathname === route.path || pathname.startsWith(route.path.replace(/\/?$/, '/'));
}

/** The chain of routes `renderRoutes` renders for a pathname (first match at each level). */
export function matchRoutes(tree: RouteNode[], pathname: string): RouteNode[] {
  const chain: RouteNode[] = [];
  let level = tree;
  for (;;) {
    const found = level.find((route) => matches(route, pathname));
    if (!found) return chain;
    chain.push(found);
    if (found.routes.length === 0) return chain;
    level = found.routes;
  }
}

function chunkNamesOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => chunkNamesOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => chunkNamesOf(item, into));
}

/** The built HTML file that serves a pathname (404.html when none does). */
export function htmlFileFor(site: BuiltSite, pathname: string): string {
  const relative = pathname.slice(site.baseUrl.length).replace(/\/$/, '');
  const candidates =
    relative === '' ? ['index.html'] : [path.join(relative, 'index.html'), `${relative}.html`];
  const found = candidates.map((c) => path.join(site.buildDir, c)).find(existsSync);
  return found ?? path.join(site.buildDir, '404.html');
}

/** Build-relative paths of the JS files named by the page's HTML (`<script src>`, script preloads). */
export function htmlScripts(site: BuiltSite, pathname: string): string[] {
  const html = readFileSync(htmlFileFor(site, pathname), 'utf8');
  const files = new Set<string>();
  const fromUrl = (url: string) => {
    if (url.startsWith(site.baseUrl)) files.add(url.slice(site.baseUrl.length));
  };
  // The HTML is minified: attribute quotes are optional.
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = tag.match(/\ssrc=("[^"]*"|[^\s>]+)/)?.[1].replace(/"/g, '');
    if (src) fromUrl(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="?(preload|modulepreload)"?/.test(tag) || !/\bas="?script"?/.test(tag)) continue;
    const href = tag.match(/\shref=("[^"]*"|[^\s>]+)/)?.[1].replace(/"/g, '');
    if (href) fromUrl(href);
  }
  return [...files].sort();
}

/** Build-relative paths of every JS file the page loads before it is interactive. */
export function initialScripts(site: BuiltSite, pathname: string): string[] {
  const files = new Set(htmlScripts(site, pathname));
  const manifest = JSON.parse(
    readFileSync(path.join(site.generatedDir, 'client-manifest.json'), 'utf8'),
  ) as ClientManifest;
  const chunkNames: Record<string, unknown> = JSON.parse(
    readFileSync(path.join(site.generatedDir, 'routesChunkNames.json'), 'utf8'),
  );
  const names = new Set<string>(manifest.entrypoints);
  for (const route of matchRoutes(readRouteTree(site.generatedDir), pathname)) {
    chunkNamesOf(chunkNames[route.key], names);
  }
  for (const name of names) {
    for (const id of manifest.origins[name] ?? []) {
      for (const asset of manifest.assets[id]?.js ?? []) files.add(asset.file);
    }
  }
  return [...files].sort();
}

export const gzipSize = (buffer: Buffer): number => gzipSync(buffer, {level: 9}).length;

export interface JsWeight {
  files: string[];
  raw: number;
  /** gzip level 9, file by file. */
  gzip: number;
}

/** Sizes of a list of build-relative files. */
export function weigh(site: BuiltSite, files: string[]): JsWeight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(path.join(site.buildDir, file));
    raw += content.length;
    gzip += gzipSize(content);
  }
  return {files, raw, gzip};
}

/** Initial JS of a page: its HTML scripts plus the chunks of its routes. */
export function initialJs(site: BuiltSite, pathname: string): JsWeight {
  return weigh(site, initialScripts(site, pathname));
}
