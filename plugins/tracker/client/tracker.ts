/**
 * The tracker: turns route changes, the site's events and link clicks into events and hands them to
 * every configured sink. Created only when tracking is allowed (see privacy.ts) and configured.
 */
import type {SiteEvent} from '../../shared/siteEvents';
import {clickEvent, sendInsights, viewEvents} from './insights';
import type {Sink} from './sinks';
import type {TrackerEvent, TrackerEventBody, TrackerGlobalData} from '../shared/types';

/** What the tracker records besides page views: the site's events and its own click reports. */
export type BusEvent =
  SiteEvent | Extract<TrackerEventBody, {type: 'search_click' | 'outbound_click'}>;

export interface TrackerDeps {
  sinks: Sink[];
  now?: () => number;
  currentPath: () => string;
  sessionId: string;
  insights?: TrackerGlobalData['insights'];
  fetchImpl?: typeof fetch;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

export interface Tracker {
  track(body: TrackerEventBody, path?: string): void;
  /** A route was shown; `previous` is null on the first render. */
  routeChanged(
    location: LocationLike,
    previous: LocationLike | null,
    title: string,
    notFound: boolean,
  ): void;
  fromBus(event: BusEvent): void;
  flush(): void;
}

/** Same rule as plugin-google-gtag: a page view only when path, search or hash changed. */
export function isNewPage(location: LocationLike, previous: LocationLike | null): boolean {
  return (
    !previous ||
    location.pathname !== previous.pathname ||
    location.search !== previous.search ||
    location.hash !== previous.hash
  );
}

export function createTracker(deps: TrackerDeps, searchDebounceMs: number): Tracker {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as number));
  let lastSearch: Extract<BusEvent, {type: 'search'}> | null = null;
  let pendingSearch: {
    event: Extract<BusEvent, {type: 'search'}>;
    path: string;
    timer: unknown;
  } | null = null;

  const track = (body: TrackerEventBody, path = deps.currentPath()) => {
    const event = {...body, time: now(), path} as TrackerEvent;
    for (const sink of deps.sinks) sink.send(event);
  };

  const reportSearch = () => {
    if (!pendingSearch) return;
    const {event, path, timer} = pendingSearch;
    clearTimer(timer);
    pendingSearch = null;
    const {query, hits, mode, source} = event;
    track({type: 'search', query, hits, mode, source}, path);
    // Hosted mode, search page only: the modal sends its own insights through DocSearch.
    const insights = deps.insights;
    if (insights && source === 'page' && event.results?.length) {
      sendInsights(
        insights,
        viewEvents(
          event.results.map((h) => h.objectID),
          {index: event.index ?? insights.indexName, userToken: deps.sessionId, timestamp: now()},
        ),
        deps.fetchImpl,
      );
    }
  };

  return {
    track,
    routeChanged(location, previous, title, notFound) {
      if (!isNewPage(location, previous)) return;
      reportSearch();
      const referrer = previous ? previous.pathname + previous.search : null;
      track(
        {type: 'page_view', title, search: location.search, hash: location.hash, referrer},
        location.pathname,
      );
      if (notFound) track({type: 'not_found'}, location.pathname);
    },
    fromBus(event) {
      if (event.type === 'search') {
        // Typing searches on every keystroke: report the query the reader stopped at.
        if (pendingSearch) clearTimer(pendingSearch.timer);
        lastSearch = event;
        pendingSearch = {
          event,
          path: deps.currentPath(),
          timer: setTimer(reportSearch, searchDebounceMs),
        };
        return;
      }
      if (event.type === 'search_click') {
        reportSearch();
        track(event);
        const insights = deps.insights;
        const hits = lastSearch?.results ?? [];
        const index = hits.findIndex((h) => h.url === event.url);
        const hit = hits[index];
        if (insights && event.source === 'page' && lastSearch?.queryID && hit) {
          sendInsights(
            insights,
            [
              clickEvent(
                {objectID: hit.objectID, position: index + 1, queryID: lastSearch.queryID},
                {
                  index: lastSearch.index ?? insights.indexName,
                  userToken: deps.sessionId,
                  timestamp: now(),
                },
              ),
            ],
            deps.fetchImpl,
          );
        }
        return;
      }
      track(event);
    },
    flush() {
      reportSearch();
      for (const sink of deps.sinks) sink.flush();
    },
  };
}
