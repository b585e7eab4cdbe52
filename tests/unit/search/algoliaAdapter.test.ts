import {describe, expect, it} from 'vitest';

import {
  answerMultiQuery,
  facetFilterTest,
  readParams,
  shownPerGroup,
} from '../../../plugins/search/shared/algoliaAdapter';
import {SearchEngine} from '../../../plugins/search/shared/engine';
import {escapeHtml, snippet} from '../../../plugins/search/shared/highlight';
import {parseQuery} from '../../../plugins/search/shared/tokenizer';
import {cutQueries} from '../../../plugins/search/client/queryLimits';
import {rec} from './helpers';

const records = [
  rec('a', 'select_by_id', {lvl0: 'Tables'}),
  rec('a', 'select_by_id', {
    lvl0: 'Tables',
    content: 'Use <b>select_by_id</b> to read one row & more words here to cut the snippet nicely',
    anchor: 'x',
  }),
  rec('b', 'Insert rows', {lvl0: 'Tables'}),
  ...Array.from({length: 30}, (_, i) => rec(`many/${i}`, `Row page ${i}`, {lvl0: 'Many'})),
];
const engine = SearchEngine.build(records);

// The request DocSearch 4.7 sends (see DocSearchModal.js).
const docsearchRequest = {
  query: 'select_by',
  indexName: 'abstra-docs',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: [],
};

describe('answerMultiQuery', () => {
  it("answers in Algolia's documented response shape", async () => {
    const {results} = await answerMultiQuery(engine, {requests: [docsearchRequest]});
    expect(results).toHaveLength(1);
    const r = results[0]!;
    expect(r).toMatchObject({
      nbHits: 2,
      nbPages: 1,
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'select_by',
      index: 'abstra-docs',
    });
    expect(typeof r.processingTimeMS).toBe('number');
    expect(r.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(r.params).get('query')).toBe('select_by');
    const hit = r.hits[0]!;
    expect(hit.objectID).toBeTruthy();
    expect(Object.keys(hit).sort()).toEqual(
      [
        '_highlightResult',
        '_snippetResult',
        'content',
        'hierarchy',
        'objectID',
        'type',
        'url',
      ].sort(),
    );
    expect(hit._highlightResult).toMatchObject({
      hierarchy: {
        lvl1: {value: '<mark>select_by</mark>_id', matchLevel: 'full', matchedWords: ['select_by']},
      },
    });
    expect(hit._highlightResult.hierarchy).not.toHaveProperty('lvl2');
  });

  it('escapes HTML in content and only inserts the requested tags', async () => {
    const {results} = await answerMultiQuery(engine, {
      requests: [{...docsearchRequest, query: 'select_by_id row'}],
    });
    const contentHit = results[0]!.hits.find((h) => h.content)!;
    const value = (contentHit._highlightResult.content as {value: string}).value;
    expect(value).toContain('&lt;b&gt;<mark>select_by_id</mark>&lt;/b&gt;');
    expect(value).toContain('&amp;');
    const snip = (contentHit._snippetResult.content as {value: string}).value;
    expect(snip.endsWith('…')).toBe(true);
    expect(snip.replace(/<\/?mark>/g, '').split(/\s+/).length).toBeLessThanOrEqual(10);
  });

  it('marks the words the engine searched: a compound the docs lack, by its parts', async () => {
    const {results} = await answerMultiQuery(engine, {
      requests: [{...docsearchRequest, query: 'df.insert rows'}],
    });
    const hit = results[0]!.hits[0]!;
    expect(hit.hierarchy?.lvl1).toBe('Insert rows');
    expect(hit._highlightResult.hierarchy).toMatchObject({
      lvl1: {value: '<mark>Insert</mark> <mark>rows</mark>'},
    });
  });

  it('paginates with hitsPerPage and page', async () => {
    const ask = async (page: number) =>
      (await answerMultiQuery(engine, [{indexName: 'i', query: 'row page', hitsPerPage: 20, page}]))
        .results[0]!;
    expect(await ask(0)).toMatchObject({nbHits: 30, nbPages: 2, page: 0});
    expect((await ask(0)).hits).toHaveLength(20);
    expect((await ask(1)).hits).toHaveLength(10);
  });

  it('reads URL-encoded params (older clients) and applies facet filters', async () => {
    const params = new URLSearchParams({
      query: 'row',
      hitsPerPage: '5',
      facetFilters: JSON.stringify([['hierarchy.lvl0:Tables']]),
    }).toString();
    const r = (await answerMultiQuery(engine, {requests: [{indexName: 'i', params}]})).results[0]!;
    expect(r.hitsPerPage).toBe(5);
    expect(r.hits.every((h) => h.hierarchy?.lvl0 === 'Tables')).toBe(true);
    expect(readParams({indexName: 'i', params: 'query=123'}).query).toBe('123');
  });

  it('answers an empty query with no hits', async () => {
    expect(
      (await answerMultiQuery(engine, {requests: [{indexName: 'i', query: ''}]})).results[0],
    ).toMatchObject({hits: [], nbHits: 0, nbPages: 0});
  });

  it('returns facet counts when facets are requested', async () => {
    const r = (
      await answerMultiQuery(engine, {
        requests: [{indexName: 'i', query: 'row', facets: ['hierarchy.lvl0']}],
      })
    ).results[0]!;
    expect(r.facets!['hierarchy.lvl0']).toMatchObject({Many: 30});
  });
});

describe('helpers', () => {
  it('facet filters: AND of ORs, with negation', async () => {
    const test = facetFilterTest([
      'language:en',
      ['hierarchy.lvl0:Tables', 'hierarchy.lvl0:Many'],
      '-type:content',
    ])!;
    expect(test(records[0]!)).toBe(true);
    expect(test(records[1]!)).toBe(false);
    expect(facetFilterTest([])).toBeUndefined();
  });

  it('escapes every HTML special character', async () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    );
  });

  it('snippets around the first match', async () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    const s = snippet(text, parseQuery('eleven'), 5, {pre: '<em>', post: '</em>'}, '…');
    expect(s.value).toBe('…nine ten <em>eleven</em> twelve thirteen');
    expect(s.matchLevel).toBe('full');
  });

  it('cuts queries at 64 characters without splitting surrogate pairs', async () => {
    const long = 'a'.repeat(63) + '🐍🐍';
    const cut = cutQueries({requests: [{indexName: 'i', query: long}]}).requests[0]!.query!;
    expect(cut).toBe('a'.repeat(63));
    expect(cutQueries([{indexName: 'i', query: 'b'.repeat(100)}])[0]!.query).toHaveLength(64);
  });
});

describe('contentPerGroup', () => {
  // 8 pages in two sections, each with body text that matches.
  const sectioned = [
    ...Array.from({length: 6}, (_, i) =>
      rec(`forms/${i}`, `Form page ${i}`, {
        lvl0: 'Forms',
        content: `upload a file ${i}`,
        anchor: 'a',
      }),
    ),
    ...Array.from({length: 2}, (_, i) =>
      rec(`files/${i}`, `Files page ${i}`, {
        lvl0: 'Files',
        content: `upload a file ${i}`,
        anchor: 'b',
      }),
    ),
  ];

  it('picks the hits a list capped per lvl0 group shows, in order', () => {
    const hits = sectioned.map((record) => ({record}));
    expect(shownPerGroup(hits, 2).map((h) => h.record.hierarchy.lvl1)).toEqual([
      'Form page 0',
      'Form page 1',
      'Files page 0',
      'Files page 1',
    ]);
    expect(shownPerGroup(hits, 10)).toHaveLength(8);
  });

  it('fetches body text for the shown hits only, and still returns every hit', async () => {
    const fresh = SearchEngine.build(sectioned);
    const request = {...docsearchRequest, query: 'upload'};
    const {results} = await answerMultiQuery(fresh, {
      requests: [{...request, contentPerGroup: 2}],
    });
    const hits = results[0]!.hits;
    expect(hits).toHaveLength(8);
    const withSnippet = hits.filter((h) => h._snippetResult.content !== undefined);
    const shown = new Set(
      ['Forms', 'Files'].flatMap((lvl0) =>
        hits
          .filter((h) => h.hierarchy?.lvl0 === lvl0)
          .slice(0, 2)
          .map((h) => h.objectID),
      ),
    );
    expect(new Set(withSnippet.map((h) => h.objectID))).toEqual(shown);
    // Without the parameter (the search page), every hit has its snippet.
    const all = await answerMultiQuery(SearchEngine.build(sectioned), {requests: [request]});
    expect(all.results[0]!.hits.every((h) => h._snippetResult.content !== undefined)).toBe(true);
  });
});
