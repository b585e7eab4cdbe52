/**
 * The built site as the MCP server sees it: the embedded search index (the same file and engine
 * the browser uses), the Markdown twins and llms.txt. Everything is read from `build/`.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {SearchEngine, type EnginePayload} from '../plugins/search/shared/engine';
import type {SearchManifest} from '../plugins/search/shared/types';
import {MANIFEST_FILE} from '../plugins/search/shared/constants';

export class SiteNotBuiltError extends Error {}

export interface SearchResult {
  title: string;
  section: string | null;
  heading: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}

export interface DocsSite {
  buildDir: string;
  search(query: string, limit: number): SearchResult[];
  /** Markdown twin of a page path (`/docs/a/b`, `a/b`, `/docs/a/b.md` or a full URL). */
  getPage(pagePath: string): {path: string; markdown: string};
  llmsTxt(): string;
}

const BASE = '/docs/';

function need(file: string, what: string): void {
  if (!existsSync(file)) {
    throw new SiteNotBuiltError(
      `${what} not found at ${file}. Build the site first: "npm run build" (the MCP server serves build/).`,
    );
  }
}

function snippetOf(text: string | null, max = 240): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** `/docs/a/b/`, `a/b`, `https://host/docs/a/b.md#x` -> `a/b` (no base, no extension). */
export function pageKey(input: string): string {
  let p = input.trim();
  try {
    if (/^[a-z]+:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    // not a URL: a path
  }
  p = p.split(/[?#]/)[0]!;
  if (p.startsWith(BASE)) p = p.slice(BASE.length);
  else if (p === '/docs') p = '';
  p = p.replace(/^\/+|\/+$/g, '').replace(/\.(md|html)$/, '');
  if (p === 'index' || p.endsWith('/index')) p = p.slice(0, -'index'.length).replace(/\/$/, '');
  return p;
}

export function loadSite(buildDir: string): DocsSite {
  const dir = path.resolve(buildDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SiteNotBuiltError(
      `No build folder at ${dir}. Run "npm run build" first, or point DOCS_BUILD_DIR at a built site.`,
    );
  }
  const manifestFile = path.join(dir, 'search', MANIFEST_FILE);
  need(manifestFile, 'The search manifest');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const indexFile = path.join(dir, 'search', manifest.index);
  need(indexFile, 'The search index');
  const payload = JSON.parse(gunzipSync(readFileSync(indexFile)).toString('utf8')) as EnginePayload;
  const engine = SearchEngine.load(payload);
  const llmsFile = path.join(dir, 'llms.txt');
  need(llmsFile, 'llms.txt');

  const markdownUrlOf = (url: string) => {
    const key = pageKey(url);
    const u = new URL(url);
    return `${u.origin}${BASE}${key === '' ? 'index' : key}.md`;
  };

  return {
    buildDir: dir,
    search(query, limit) {
      return engine
        .search(query, {fillTo: limit})
        .slice(0, limit)
        .map(({record}) => {
          const h = record.hierarchy;
          const heading = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).pop() ?? null;
          return {
            title: h.lvl1 ?? record.url,
            section: h.lvl0,
            heading,
            url: record.url,
            markdownUrl: markdownUrlOf(record.url),
            snippet: snippetOf(record.content),
          };
        });
    },
    getPage(pagePath) {
      const key = pageKey(pagePath);
      const file = path.resolve(dir, `${key === '' ? 'index' : key}.md`);
      if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
        throw new Error(
          `No page at "${pagePath}". Use a path such as /docs/tools/tables/reference/select (see the llms.txt resource or search_docs).`,
        );
      }
      return {path: `${BASE}${key}`, markdown: readFileSync(file, 'utf8')};
    },
    llmsTxt: () => readFileSync(llmsFile, 'utf8'),
  };
}
