/**
 * The one module of the MCP server that calls the site's search engine (`plugins/search/`).
 * It runs inside the search worker (see searchPool.ts), never on the thread that answers
 * `get_page`. To move the server to another engine, change this file only: keep `load(buildDir)`
 * returning a `SearchBackend` and the `SearchResult` shape.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {SearchEngine, type EnginePayload} from '../plugins/search/shared/engine';
import type {SearchManifest} from '../plugins/search/shared/types';
import {MANIFEST_FILE, SEARCH_LIMITS} from '../plugins/search/shared/constants';
import {headOf} from './rpcErrors';
import {markdownUrlOf, SiteNotBuiltError} from './site';

export interface SearchResult {
  title: string;
  section: string | null;
  heading: string | null;
  url: string;
  markdownUrl: string;
  snippet: string;
}

export interface SearchBackend {
  search(query: string, limit: number): SearchResult[];
}

/** Queries are cut at this many characters, as on the site (spec section 9). */
export const MAX_QUERY_LENGTH = SEARCH_LIMITS.maxQueryLength;
/** Words searched per query; the rest are dropped so the engine's work stays bounded. */
export const MAX_QUERY_WORDS = 8;

/**
 * The query the engine really runs: cut at `MAX_QUERY_LENGTH` characters (never inside a
 * surrogate pair), whitespace collapsed, and at most `MAX_QUERY_WORDS` words.
 */
export function boundQuery(query: string): string {
  // The site cuts the query as typed, then the engine ignores extra whitespace.
  let q = headOf(query, MAX_QUERY_LENGTH).replace(/\s+/g, ' ').trimStart();
  const words = q.split(' ');
  if (words.filter(Boolean).length > MAX_QUERY_WORDS) {
    q = words.filter(Boolean).slice(0, MAX_QUERY_WORDS).join(' ');
  }
  return q;
}

function snippetOf(text: string | null, max = 240): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function need(file: string, what: string): void {
  if (!existsSync(file)) {
    throw new SiteNotBuiltError(
      `${what} not found at ${file}. Build the site first: "npm run build" (the MCP server serves build/).`,
    );
  }
}

export function load(buildDir: string): SearchBackend {
  const manifestFile = path.join(buildDir, 'search', MANIFEST_FILE);
  need(manifestFile, 'The search manifest');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const indexFile = path.join(buildDir, 'search', manifest.index);
  need(indexFile, 'The search index');
  const payload = JSON.parse(gunzipSync(readFileSync(indexFile)).toString('utf8')) as EnginePayload;
  const engine = SearchEngine.load(payload);

  return {
    search(query, limit) {
      return engine
        .search(boundQuery(query), {fillTo: limit})
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
  };
}
