import {describe, expect, it, vi} from 'vitest';

import {createBatcher} from '../../../plugins/tracker/client/batcher';
import {privacySignal, sessionId, trackingAllowed} from '../../../plugins/tracker/client/privacy';
import {
  chunkObjectIDs,
  clickEvent,
  viewEvents,
  MAX_OBJECT_IDS_PER_EVENT,
} from '../../../plugins/tracker/client/insights';
import {httpSink} from '../../../plugins/tracker/client/sinks';
import {createTracker, isNewPage} from '../../../plugins/tracker/client/tracker';
import type {HttpPayload, TrackerEvent} from '../../../plugins/tracker/shared/types';

describe('DNT / GPC gate', () => {
  it('sends nothing when Do Not Track or Global Privacy Control is set', () => {
    expect(trackingAllowed({})).toBe(true);
    expect(trackingAllowed({doNotTrack: '0', globalPrivacyControl: false})).toBe(true);
    expect(trackingAllowed({doNotTrack: '1'})).toBe(false);
    expect(trackingAllowed({globalPrivacyControl: true})).toBe(false);
    expect(trackingAllowed(undefined)).toBe(false);
  });

  it('reads every spelling of Do Not Track browsers have used', () => {
    // Firefox before 9 said 'yes'; IE 9-10 used navigator.msDoNotTrack; IE 11 and old Safari window.doNotTrack.
    expect(trackingAllowed({doNotTrack: 'yes'})).toBe(false);
    expect(trackingAllowed({doNotTrack: 'YES'})).toBe(false);
    expect(trackingAllowed({msDoNotTrack: '1'})).toBe(false);
    expect(trackingAllowed({}, {doNotTrack: '1'})).toBe(false);
    expect(trackingAllowed({doNotTrack: null}, {doNotTrack: 'yes'})).toBe(false);
    // Unset and explicit "no" values allow tracking.
    for (const value of ['0', 'no', 'unspecified', '', null, undefined]) {
      expect(trackingAllowed({doNotTrack: value, msDoNotTrack: value}, {doNotTrack: value})).toBe(
        true,
      );
    }
  });

  it('names the signal, Global Privacy Control first', () => {
    expect(privacySignal({})).toBeNull();
    expect(privacySignal({doNotTrack: '1'})).toBe('Do Not Track');
    expect(privacySignal({}, {doNotTrack: '1'})).toBe('Do Not Track');
    expect(privacySignal({globalPrivacyControl: true, doNotTrack: '1'})).toBe(
      'Global Privacy Control',
    );
  });

  it('keeps one session id per tab storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const id = sessionId(storage);
    expect(id).toMatch(/^[a-z0-9]{16,}$/);
    expect(sessionId(storage)).toBe(id);
    expect(sessionId(null)).not.toBe(id);
  });
});

describe('batching', () => {
  function setup(batchSize: number) {
    const sent: number[][] = [];
    let pending: (() => void) | null = null;
    const batcher = createBatcher<number>({
      batchSize,
      flushIntervalMs: 1000,
      send: (items) => sent.push(items),
      setTimer: (fn) => ((pending = fn), 1),
      clearTimer: () => (pending = null),
    });
    return {sent, batcher, fire: () => pending?.()};
  }

  it('sends when the batch is full', () => {
    const {sent, batcher} = setup(3);
    [1, 2, 3, 4].forEach((n) => batcher.add(n));
    expect(sent).toEqual([[1, 2, 3]]);
    expect(batcher.size).toBe(1);
  });

  it('sends a partial batch when the interval elapses, and on flush', () => {
    const {sent, batcher, fire} = setup(5);
    batcher.add(1);
    batcher.add(2);
    fire();
    expect(sent).toEqual([[1, 2]]);
    batcher.add(3);
    batcher.flush();
    batcher.flush();
    expect(sent).toEqual([[1, 2], [3]]);
  });

  it('the HTTP sink posts the documented payload', () => {
    const beacons: Array<[string, string]> = [];
    const sink = httpSink(
      {endpoint: 'http://c/collect', batchSize: 2, flushIntervalMs: 1000},
      'sess1',
      {beacon: (url, body) => (beacons.push([url, body]), true)},
      () => 42,
    );
    const event: TrackerEvent = {type: 'not_found', time: 1, path: '/docs/x'};
    sink.send(event);
    sink.send({...event, time: 2});
    expect(beacons).toHaveLength(1);
    const payload = JSON.parse(beacons[0]![1]) as HttpPayload;
    expect(payload).toEqual({
      v: 1,
      sessionId: 'sess1',
      sentAt: 42,
      events: [event, {...event, time: 2}],
    });
  });
});

describe('Algolia view events', () => {
  it('chunks object ids by 20', () => {
    const ids = Array.from({length: 45}, (_, i) => `o${i}`);
    const chunks = chunkObjectIDs(ids);
    expect(MAX_OBJECT_IDS_PER_EVENT).toBe(20);
    expect(chunks.map((c) => c.length)).toEqual([20, 20, 5]);
    expect(chunks.flat()).toEqual(ids);
    expect(chunkObjectIDs([])).toEqual([]);
    expect(chunkObjectIDs(ids.slice(0, 20))).toHaveLength(1);
  });

  it('builds view and click events', () => {
    const base = {index: 'docs', userToken: 'u', timestamp: 5};
    const views = viewEvents(
      Array.from({length: 21}, (_, i) => `o${i}`),
      base,
    );
    expect(views).toHaveLength(2);
    expect(views[1]).toEqual({
      eventType: 'view',
      eventName: 'Hits Viewed',
      ...base,
      objectIDs: ['o20'],
    });
    expect(clickEvent({objectID: 'o3', position: 4, queryID: 'q'}, base)).toEqual({
      eventType: 'click',
      eventName: 'Hit Clicked',
      ...base,
      objectIDs: ['o3'],
      positions: [4],
      queryID: 'q',
    });
  });
});

describe('tracker', () => {
  function setup(insights = false) {
    const events: TrackerEvent[] = [];
    const timers: Array<() => void> = [];
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{}')));
    const tracker = createTracker(
      {
        sinks: [{send: (e) => events.push(e), flush: () => undefined}],
        now: () => 7,
        currentPath: () => '/docs/here',
        sessionId: 's',
        insights: insights ? {appId: 'A', apiKey: 'K', indexName: 'docs'} : null,
        fetchImpl: fetchImpl as unknown as typeof fetch,
        setTimer: (fn) => (timers.push(fn), timers.length),
        clearTimer: () => undefined,
      },
      1000,
    );
    return {events, tracker, fetchImpl, runTimers: () => timers.splice(0).forEach((t) => t())};
  }
  const loc = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

  it('counts a page view only when path, search or hash changed', () => {
    expect(isNewPage(loc('/a'), null)).toBe(true);
    expect(isNewPage(loc('/a'), loc('/a'))).toBe(false);
    expect(isNewPage(loc('/a', '?q'), loc('/a'))).toBe(true);
    expect(isNewPage(loc('/a', '', '#h'), loc('/a'))).toBe(true);
    const {events, tracker} = setup();
    tracker.routeChanged(loc('/docs/a'), null, 'A | Docs', false);
    tracker.routeChanged(loc('/docs/a'), loc('/docs/a'), 'A | Docs', false);
    tracker.routeChanged(loc('/docs/nope'), loc('/docs/a'), 'Page Not Found', true);
    expect(events).toEqual([
      {
        type: 'page_view',
        title: 'A | Docs',
        search: '',
        hash: '',
        referrer: null,
        time: 7,
        path: '/docs/a',
      },
      {
        type: 'page_view',
        title: 'Page Not Found',
        search: '',
        hash: '',
        referrer: '/docs/a',
        time: 7,
        path: '/docs/nope',
      },
      {type: 'not_found', time: 7, path: '/docs/nope'},
    ]);
  });

  it('reports the query a reader stopped typing at, and search-page insights in hosted mode', () => {
    const {events, tracker, fetchImpl, runTimers} = setup(true);
    tracker.fromBus({type: 'search', query: 'ta', hits: 9, mode: 'hosted', source: 'page'});
    const hits = Array.from({length: 25}, (_, i) => ({objectID: `o${i}`, url: `/docs/p${i}`}));
    tracker.fromBus({
      type: 'search',
      query: 'tables',
      hits: 25,
      mode: 'hosted',
      source: 'page',
      queryID: 'Q',
      index: 'docs',
      results: hits,
    });
    runTimers();
    expect(events.filter((e) => e.type === 'search')).toEqual([
      {
        type: 'search',
        query: 'tables',
        hits: 25,
        mode: 'hosted',
        source: 'page',
        time: 7,
        path: '/docs/here',
      },
    ]);
    const viewBody = JSON.parse(
      (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(viewBody.events.map((e: {objectIDs: string[]}) => e.objectIDs.length)).toEqual([20, 5]);
    tracker.fromBus({
      type: 'search_click',
      query: 'tables',
      position: 2,
      url: '/docs/p1',
      source: 'page',
    });
    expect(events.at(-1)).toMatchObject({type: 'search_click', position: 2, url: '/docs/p1'});
    const clickBody = JSON.parse(
      (fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(clickBody.events[0]).toMatchObject({
      eventType: 'click',
      objectIDs: ['o1'],
      positions: [2],
      queryID: 'Q',
    });
  });

  it('sends no insights in embedded mode', () => {
    const {tracker, fetchImpl, runTimers} = setup(false);
    tracker.fromBus({type: 'search', query: 'x', hits: 1, mode: 'embedded', source: 'page'});
    runTimers();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
