/**
 * The one module of the MCP server that calls the site's search engine (`plugins/search/`).
 * It runs inside the search worker (see searchPool.ts), never on the thread that answers
 * `get_page`. To move the server to another engine, change this file only: keep `load(buildDir)`
 * returning a `SearchBackend` and the `SearchResult` shape.
 */
import {loadSearch, SearchIndexMissingError} from '../plugins/search/server/nodeSearch';
import {SEARCH_LIMITS} from '../plugins/search/shared/constants';
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
  search(query: string, limit: number): Promise<SearchResult[]>;
}

/** Queries are cut at this many characters, as on the site (`SEARCH_LIMITS.maxQueryLength`). */
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

/** Opens the built site's search index with the site's own engine (plugins/search, node side). */
export async function load(buildDir: string): Promise<SearchBackend> {
  let docs;
  try {
    docs = await loadSearch(buildDir);
  } catch (error) {
    if (error instanceof SearchIndexMissingError) throw new SiteNotBuiltError(error.message);
    throw error;
  }
  return {
    async search(query, limit) {
      const hits = await docs.search(boundQuery(query), limit);
      return hits.map((hit) => ({...hit, markdownUrl: markdownUrlOf(hit.url)}));
    },
  };
}
