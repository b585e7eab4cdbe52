/**
 * Answers Algolia multi-query requests (`POST /1/indexes/*\/queries`) from the
 * embedded engine, in Algolia's documented response shape, so DocSearch and
 * the search page work unchanged on top of it.
 */
import {answersFromTitles, type SearchEngine} from './engine';
import {highlight, snippet, type HighlightTags, type HighlightValue} from './highlight';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from './constants';
import {cutQuery} from './cutQuery';
import type {SearchRecord} from './types';

export type FacetFilters = string | Array<string | string[]>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[] | string;
  attributesToSnippet?: string[] | string;
  attributesToHighlight?: string[] | string;
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: FacetFilters | string;
  /**
   * Ours, sent by the embedded client only (never to Algolia): the caller shows at most this many
   * hits of each `hierarchy.lvl0` group, so body text is fetched for those hits alone.
   */
  contentPerGroup?: number;
  facets?: string[] | string;
  distinct?: boolean | number;
  clickAnalytics?: boolean;
  [key: string]: unknown;
}

export interface MultiQueryRequest extends SearchParams {
  indexName: string;
  /** Older clients send parameters URL-encoded, or as an object. */
  params?: string | SearchParams;
  type?: 'default' | 'facet';
}

export type MultiQueryBody = {requests: MultiQueryRequest[]} | MultiQueryRequest[];

export interface AlgoliaHit extends Partial<SearchRecord> {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}

export interface AlgoliaSearchResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: {nbHits: boolean; typo: boolean};
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  processingTimingsMS: {total: number};
  renderingContent: Record<string, never>;
  facets?: Record<string, Record<string, number>>;
}

/**
 * The hits a list that shows at most `perGroup` hits of each `hierarchy.lvl0` group displays, in
 * order: DocSearch's modal groups its hits that way (`maxResultsPerGroup`), and the hits past the
 * cap are never on screen. In the search bench's cold runs (Ctrl+K, then a word typed at full speed)
 * fetching fragments for the shown hits only took the bytes after the key from 62 to 43 KB and
 * the first hit from 279 to 237 ms (medians of 5, two back-to-back runs).
 */
export function shownPerGroup<T extends {record: SearchRecord}>(hits: T[], perGroup: number): T[] {
  const counts = new Map<string, number>();
  return hits.filter(({record}) => {
    const group = record.hierarchy.lvl0 ?? '';
    const count = counts.get(group) ?? 0;
    counts.set(group, count + 1);
    return count < perGroup;
  });
}

/** Parameters from either the object form or the URL-encoded `params` string. */
export function readParams(request: MultiQueryRequest): SearchParams {
  const params: SearchParams = {...request};
  if (request.params && typeof request.params === 'object') {
    Object.assign(params, request.params);
  } else if (typeof request.params === 'string') {
    for (const [key, raw] of new URLSearchParams(request.params)) {
      let value: unknown = raw;
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
      // `query` stays a string even when it looks like JSON ("123", "null").
      params[key] = key === 'query' ? raw : value;
    }
  }
  delete params.params;
  return params;
}

function list(value: string[] | string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value)
    ? value
    : value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}

function getPath(record: SearchRecord, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (o, key) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]`: AND of ORs; `-` negates. */
export function facetFilterTest(
  facetFilters: SearchParams['facetFilters'],
): ((r: SearchRecord) => boolean) | undefined {
  let filters: FacetFilters | undefined = facetFilters;
  if (typeof filters === 'string') {
    const raw: string = filters;
    try {
      filters = JSON.parse(raw) as FacetFilters;
    } catch {
      filters = [raw];
    }
  }
  if (!filters || (Array.isArray(filters) && filters.length === 0)) return undefined;
  const groups = (Array.isArray(filters) ? filters : [filters]).map((g) =>
    Array.isArray(g) ? g : [g],
  );
  const one = (r: SearchRecord, f: string) => {
    const negate = f.startsWith('-');
    const body = negate ? f.slice(1) : f;
    const colon = body.indexOf(':');
    const attr = body.slice(0, colon);
    const value = body.slice(colon + 1);
    const actual = getPath(r, attr);
    const hit = Array.isArray(actual)
      ? actual.map(String).includes(value)
      : actual !== undefined && actual !== null && String(actual) === value;
    return negate ? !hit : hit;
  };
  return (r) => groups.every((g) => g.length === 0 || g.some((f) => one(r, f)));
}

function retrieve(record: SearchRecord, attrs: string[] | undefined): Partial<SearchRecord> {
  if (!attrs || attrs.includes('*')) {
    const {weight: _weight, position: _position, ...rest} = record;
    return rest;
  }
  const out: Record<string, unknown> = {};
  for (const attr of attrs) {
    const [top, sub] = attr.split('.');
    const value = (record as unknown as Record<string, unknown>)[top!];
    if (value === undefined) continue;
    if (sub && value && typeof value === 'object') {
      const target = (out[top!] ??= {}) as Record<string, unknown>;
      target[sub] = (value as Record<string, unknown>)[sub];
    } else {
      out[top!] = value;
    }
  }
  return out as Partial<SearchRecord>;
}

function encodeParams(params: SearchParams): string {
  const usp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || key === 'indexName' || key === 'type') continue;
    usp.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return usp.toString();
}

function queryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const now = () => (globalThis.performance ?? Date).now();

export async function searchOne(
  engine: SearchEngine,
  request: MultiQueryRequest,
): Promise<AlgoliaSearchResponse> {
  const started = now();
  const params = readParams(request);
  const query = cutQuery(String(params.query ?? ''));
  const hitsPerPage = Math.max(
    0,
    Math.min(1000, Number(params.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage)),
  );
  const page = Math.max(0, Number(params.page ?? 0));
  const tags: HighlightTags = {
    pre: params.highlightPreTag ?? '<em>',
    post: params.highlightPostTag ?? '</em>',
  };
  const ellipsis = params.snippetEllipsisText ?? '';
  const distinct = params.distinct === undefined ? true : Boolean(params.distinct);
  const ranked = query.trim()
    ? await engine.search(query, {
        filter: facetFilterTest(params.facetFilters),
        // Partial matches fill a short first page; the same set serves every page.
        fillTo: Math.max(hitsPerPage, 1),
        distinct,
      })
    : [];
  const qwords = engine.queryWordsOf(query);
  const snippetSpec = new Map<string, number>();
  for (const s of list(params.attributesToSnippet) ?? []) {
    const [attr, size] = s.split(':');
    snippetSpec.set(attr!, Number(size ?? 10) || 10);
  }
  const attrsToRetrieve = list(params.attributesToRetrieve);
  const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  // Body text is fetched for the hits on this page only, and of those for the ones shown; the
  // first key of a query is answered from titles and headings alone, with no download.
  const perGroup = Math.floor(Number(params.contentPerGroup ?? 0));
  if (!answersFromTitles(query)) {
    await engine.loadContent(
      (perGroup > 0 ? shownPerGroup(slice, perGroup) : slice).map((h) => h.record),
    );
  }
  const hits = slice.map(({record}) => {
    const hierarchyHighlight: Record<string, HighlightValue> = {};
    const hierarchySnippet: Record<string, HighlightValue> = {};
    for (const lvl of HIERARCHY_LEVELS) {
      const text = record.hierarchy[lvl];
      if (text === null || text === undefined) continue;
      hierarchyHighlight[lvl] = highlight(text, qwords, tags);
      const size = snippetSpec.get(`hierarchy.${lvl}`);
      if (size) hierarchySnippet[lvl] = snippet(text, qwords, size, tags, ellipsis);
    }
    const highlightResult: Record<string, unknown> = {hierarchy: hierarchyHighlight};
    const snippetResult: Record<string, unknown> = {};
    if (Object.keys(hierarchySnippet).length) snippetResult.hierarchy = hierarchySnippet;
    if (record.content !== null) {
      highlightResult.content = highlight(record.content, qwords, tags);
      const size = snippetSpec.get('content');
      if (size) snippetResult.content = snippet(record.content, qwords, size, tags, ellipsis);
    }
    return {
      ...retrieve(record, attrsToRetrieve),
      objectID: record.objectID,
      _highlightResult: highlightResult,
      _snippetResult: snippetResult,
    } as AlgoliaHit;
  });
  const nbHits = ranked.length;
  const elapsed = Math.round(now() - started);
  const response: AlgoliaSearchResponse = {
    hits,
    nbHits,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    page,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: {nbHits: true, typo: true},
    query,
    params: encodeParams({...params, query}),
    index: request.indexName,
    queryID: queryId(),
    processingTimeMS: elapsed,
    processingTimingsMS: {total: elapsed},
    renderingContent: {},
  };
  const facets = list(params.facets as string[] | string | undefined);
  if (facets?.length) {
    response.facets = {};
    for (const facet of facets) {
      if (facet === '*') continue;
      const counts: Record<string, number> = {};
      for (const {record} of ranked) {
        const v = getPath(record, facet);
        if (v !== undefined && v !== null) counts[String(v)] = (counts[String(v)] ?? 0) + 1;
      }
      response.facets[facet] = counts;
    }
  }
  return response;
}

/** The whole `POST /1/indexes/*\/queries` answer. */
export async function answerMultiQuery(
  engine: SearchEngine,
  body: MultiQueryBody,
): Promise<{results: AlgoliaSearchResponse[]}> {
  const requests = Array.isArray(body) ? body : body.requests;
  return {results: await Promise.all(requests.map((r) => searchOne(engine, r)))};
}
