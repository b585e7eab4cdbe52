import {describe, expect, it} from 'vitest';

import {
  AHEAD_AFTER_SPACE,
  AHEAD_IN_WORD,
  aheadCount,
  bodyKey,
  queryOf,
  withQuery,
} from '../../../plugins/search/shared/speculation';
import {FIRST_KEYS} from '../../../plugins/search/shared/engine';

describe('answers ahead: requests and their keys', () => {
  it('keys a request by its content, whatever order its fields were set in', () => {
    const docsearch = {
      requests: [{query: 'tab', indexName: 'docs', hitsPerPage: 20, clickAnalytics: false}],
    };
    const ours = {
      requests: [{indexName: 'docs', clickAnalytics: false, hitsPerPage: 20, query: 'tab'}],
    };
    expect(bodyKey(docsearch)).toBe(bodyKey(ours));
    expect(bodyKey(docsearch)).not.toBe(bodyKey(withQuery(docsearch, 'tabl')));
    expect(bodyKey({requests: [{indexName: 'docs', query: 'tab', hitsPerPage: 5}]})).not.toBe(
      bodyKey(docsearch),
    );
    // Array order is content: two requests in another order are another request.
    const two = [
      {indexName: 'a', query: 'x'},
      {indexName: 'b', query: 'x'},
    ];
    expect(bodyKey(two)).not.toBe(bodyKey([two[1]!, two[0]!]));
  });

  it('asks another query with every other field kept, in either body form', () => {
    const body = {requests: [{indexName: 'docs', query: 'tab', hitsPerPage: 20}]};
    expect(withQuery(body, 'tabl')).toEqual({
      requests: [{indexName: 'docs', query: 'tabl', hitsPerPage: 20}],
    });
    expect(body.requests[0]!.query).toBe('tab');
    expect(withQuery([{indexName: 'docs', query: 'a'}], 'ab')).toEqual([
      {indexName: 'docs', query: 'ab'},
    ]);
  });

  it('reads the one query of a body, and none from encoded parameters or mixed queries', () => {
    expect(queryOf({requests: [{indexName: 'docs', query: 'tab'}]})).toBe('tab');
    expect(queryOf({requests: []})).toBeNull();
    expect(queryOf([{indexName: 'docs', params: 'query=tab'}])).toBeNull();
    expect(
      queryOf([
        {indexName: 'a', query: 'x'},
        {indexName: 'b', query: 'y'},
      ]),
    ).toBeNull();
  });

  it('answers more next queries after a space, and every letter and digit as a first key', () => {
    expect(aheadCount('upload')).toBe(AHEAD_IN_WORD);
    expect(aheadCount('upload ')).toBe(AHEAD_AFTER_SPACE);
    expect(AHEAD_AFTER_SPACE).toBeGreaterThan(AHEAD_IN_WORD);
    expect([...FIRST_KEYS].sort().join('')).toBe('0123456789abcdefghijklmnopqrstuvwxyz');
  });
});
