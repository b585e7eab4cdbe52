/**
 * The built site as the MCP server sees it: the Markdown twins and llms.txt, read from `build/`.
 * Search lives apart, in a worker (searchPool.ts, searchBackend.ts), so it never blocks these.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {BASE_PATH, belowBase} from '../plugins/shared/basePath.mjs';
import {markdownUrl, twinFile} from '../plugins/shared/markdownTwin.mjs';
import {quote} from './rpcErrors';

export class SiteNotBuiltError extends Error {}

export interface DocsSite {
  buildDir: string;
  /** Markdown twin of a page path (`/docs/a/b`, `a/b`, `/docs/a/b.md` or a full URL). */
  getPage(pagePath: string): {path: string; markdown: string};
  llmsTxt(): string;
}

const BASE = BASE_PATH;

/** `/docs/a/b/`, `a/b`, `https://host/docs/a/b.md#x` -> `a/b` (no base, no extension). */
export function pageKey(input: string): string {
  let p = input.trim();
  try {
    if (/^[a-z]+:\/\//i.test(p)) p = new URL(p).pathname;
  } catch {
    // not a URL: a path
  }
  p = p.split(/[?#]/)[0]!;
  p = (belowBase(p) ?? p).replace(/^\/+|\/+$/g, '').replace(/\.(md|html)$/, '');
  if (p === 'index' || p.endsWith('/index')) p = p.slice(0, -'index'.length).replace(/\/$/, '');
  return p;
}

/** The Markdown twin URL of a page URL: `https://host/docs/a/b#x` -> `https://host/docs/a/b.md`. */
export function markdownUrlOf(url: string): string {
  const key = pageKey(url);
  return `${new URL(url).origin}${markdownUrl(`${BASE}${key}`, BASE)}`;
}

/** Longest page path worth looking up; longer ones cannot name a page. */
const MAX_PAGE_PATH = 2048;

export function loadSite(buildDir: string): DocsSite {
  const dir = path.resolve(buildDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new SiteNotBuiltError(
      `No build folder at ${dir}. Run "npm run build" first, or point DOCS_BUILD_DIR at a built site.`,
    );
  }
  const llmsFile = path.join(dir, 'llms.txt');
  if (!existsSync(llmsFile)) {
    throw new SiteNotBuiltError(
      `llms.txt not found at ${llmsFile}. Build the site first: "npm run build" (the MCP server serves build/).`,
    );
  }

  return {
    buildDir: dir,
    getPage(pagePath) {
      const key = pagePath.length <= MAX_PAGE_PATH ? pageKey(pagePath) : null;
      const file = key === null ? null : path.resolve(dir, twinFile(key));
      if (file === null || !file.startsWith(dir + path.sep) || !existsSync(file)) {
        throw new Error(
          `No page at ${quote(pagePath)}. Use a path such as /docs/tools/tables/reference/select (see the llms.txt resource or search_docs).`,
        );
      }
      return {path: `${BASE}${key}`, markdown: readFileSync(file, 'utf8')};
    },
    llmsTxt: () => readFileSync(llmsFile, 'utf8'),
  };
}
