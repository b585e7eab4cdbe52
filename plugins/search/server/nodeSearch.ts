/**
 * Node-side search over a built site, for the MCP server and the benchmark:
 * the same files and engine as the browser, read from disk.
 *
 *   const docs = await loadSearch('build');
 *   const hits = await docs.search('upload a file', 5);
 *
 * `loadSearch` reads the manifest and the main file only; body-text shards and
 * fragments are read when a query needs them, and cached. Queries are cut at
 * 64 characters and the engine's work is bounded (see engine.ts), so a query
 * takes bounded time; run it in a worker thread to keep other requests going.
 */
import {readFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {answerMultiQuery} from '../shared/algoliaAdapter';
import {MANIFEST_FILE, SEARCH_LIMITS} from '../shared/constants';
import {cutQuery} from '../shared/cutQuery';
import {SearchEngine, type IndexSource} from '../shared/engine';
import type {ReaderWords} from '../shared/readerWords';
import {
  INDEX_VERSION,
  decodeMainIndex,
  type MainIndexFile,
  type SearchManifest,
} from '../shared/indexFormat';

export interface NodeSearchHit {
  /** Page title (hierarchy.lvl1). */
  title: string;
  /** Section (hierarchy.lvl0). */
  section: string | null;
  /** Deepest heading of the hit, when it is inside a section of the page. */
  heading: string | null;
  /** Absolute URL, with the anchor of the hit. */
  url: string;
  /** Plain-text snippet of the hit's body text, around the matched words (at most 240 characters). */
  snippet: string;
}

export interface NodeSearch {
  /** Best hits first, one per URL; `limit` is clamped to 1–20 (the spec's hits per page). */
  search(query: string, limit?: number): Promise<NodeSearchHit[]>;
}

export class SearchIndexMissingError extends Error {}

async function gz<T>(file: string): Promise<T> {
  return JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as T;
}

function diskSource(
  dir: string,
  manifest: SearchManifest,
  readers?: ReaderWords | null,
): IndexSource {
  return {
    main: async () => decodeMainIndex(await gz<MainIndexFile>(path.join(dir, manifest.index))),
    shard: (name) => gz(path.join(dir, path.basename(name))),
    fragment: (name) => gz(path.join(dir, path.basename(name))),
    readers: (name) =>
      readers === undefined
        ? gz(path.join(dir, path.basename(name)))
        : readers
          ? Promise.resolve(readers)
          : Promise.reject(new Error('readers’ words left out')),
  };
}

const PRE = '\u0001';
const POST = '\u0002';
const plain = (html: string) =>
  html
    .split(PRE)
    .join('')
    .split(POST)
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Opens the search index of a built site (`<buildDir>/search/`). `readers` replaces the build's
 * readers' words (`null`: none), to score them learned from part of the queries.
 */
export async function loadSearch(
  buildDir: string,
  outputDir = 'search',
  readers?: ReaderWords | null,
): Promise<NodeSearch> {
  const dir = path.join(path.resolve(buildDir), outputDir);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new SearchIndexMissingError(
      `No search index at ${manifestFile}. Build the site first: "npm run build".`,
    );
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as SearchManifest;
  if (manifest.version !== INDEX_VERSION) {
    throw new SearchIndexMissingError(
      `The search index at ${dir} has format ${manifest.version}, expected ${INDEX_VERSION}. Rebuild the site.`,
    );
  }
  const engine = await SearchEngine.open(diskSource(dir, manifest, readers));
  return {
    async search(query, limit = 10) {
      const hitsPerPage = Math.max(1, Math.min(SEARCH_LIMITS.hitsPerPage, Math.floor(limit) || 1));
      const {results} = await answerMultiQuery(engine, {
        requests: [
          {
            indexName: 'node',
            query: cutQuery(query),
            hitsPerPage,
            attributesToSnippet: ['content:30'],
            snippetEllipsisText: '…',
            highlightPreTag: PRE,
            highlightPostTag: POST,
          },
        ],
      });
      return results[0]!.hits.map((h) => {
        const hierarchy = h.hierarchy!;
        const heading =
          [hierarchy.lvl6, hierarchy.lvl5, hierarchy.lvl4, hierarchy.lvl3, hierarchy.lvl2].find(
            (x) => x,
          ) ?? null;
        const snippet = (h._snippetResult.content as {value: string} | undefined)?.value;
        return {
          title: hierarchy.lvl1 ?? '',
          section: hierarchy.lvl0,
          heading,
          url: String(h.url),
          snippet: snippet ? plain(snippet).slice(0, 240) : '',
        };
      });
    },
  };
}
