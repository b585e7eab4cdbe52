/**
 * The search plugin and the tracker meet only through the site's events: what reportSearch
 * emits is what a listener of plugins/shared/siteEvents.ts receives.
 */
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {firstQuery, reportSearch} from '../../../plugins/search/client/reportSearch';
import {
  emitSiteEvent,
  onSiteEvents,
  SITE_EVENT_TYPES,
  type SiteEvent,
} from '../../../plugins/shared/siteEvents';

const globals = globalThis as {window?: EventTarget};

beforeEach(() => {
  globals.window = new EventTarget();
});
afterEach(() => {
  delete globals.window;
});

describe('the site events', () => {
  it('carry a search from the search UI to a listener, with its type', () => {
    const seen: SiteEvent[] = [];
    const stop = onSiteEvents(SITE_EVENT_TYPES, (event) => seen.push(event));
    const body = {requests: [{query: ' tables select '}]};
    reportSearch(
      firstQuery(body),
      {nbHits: 2, queryID: 'q1', hits: [{objectID: 'a', url: '/docs/a'}]},
      'hosted',
      'page',
      'docs',
    );
    emitSiteEvent('feedback', {helpful: true});
    stop();
    emitSiteEvent('feedback', {helpful: false});
    expect(seen).toEqual([
      {
        type: 'search',
        query: 'tables select',
        hits: 2,
        mode: 'hosted',
        source: 'page',
        queryID: 'q1',
        index: 'docs',
        results: [{objectID: 'a', url: '/docs/a'}],
      },
      {type: 'feedback', helpful: true},
    ]);
  });

  it('report no empty query, and do nothing without a window (server rendering)', () => {
    const seen: SiteEvent[] = [];
    onSiteEvents(['search'], (event) => seen.push(event));
    reportSearch('   ', {nbHits: 0}, 'embedded', 'modal');
    expect(seen).toEqual([]);
    delete globals.window;
    expect(() => emitSiteEvent('feedback', {helpful: true})).not.toThrow();
  });
});
