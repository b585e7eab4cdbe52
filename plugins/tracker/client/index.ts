/**
 * Client module (production builds with a sink only, see getClientModules). Starts the tracker
 * unless a privacy signal is set (Do Not Track in any spelling, Global Privacy Control), then
 * reports route changes, the site's events (plugins/shared/siteEvents.ts), search-result and
 * outbound link clicks.
 */
import type {ClientModule} from '@docusaurus/types';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';

import {onSiteEvents, SITE_EVENT_TYPES} from '../../shared/siteEvents';
import {trackerConfig} from './config';
import {browserPrivacySignal, sessionId} from './privacy';
import {ga4Sink, httpSink, plausibleSink, type Sink, type Transport} from './sinks';
import {createTracker, type Tracker} from './tracker';

interface RouteLike {
  path?: string | string[];
  exact?: boolean;
  routes?: RouteLike[];
}

/** A path is found when the deepest route that matches it is an exact one (not a layout). */
export function isKnownRoute(pathname: string, list: RouteLike[] = routes as RouteLike[]): boolean {
  for (const route of list) {
    if (route.path === '*') continue;
    const match = matchPath(pathname, {path: route.path, exact: route.exact});
    if (!match) continue;
    if (route.routes?.length) {
      if (isKnownRoute(pathname, route.routes)) return true;
      continue;
    }
    if (route.exact) return true;
  }
  return false;
}

function start(): Tracker | null {
  const config = trackerConfig();
  if (!config || typeof window === 'undefined' || browserPrivacySignal() !== null) return null;
  const id = sessionId(window.sessionStorage);
  const transport: Transport = {
    beacon: navigator.sendBeacon
      ? (url, body) => navigator.sendBeacon(url, new Blob([body], {type: 'text/plain'}))
      : undefined,
    fetch: window.fetch.bind(window),
  };
  const sinks: Sink[] = [];
  if (config.sinks.http) sinks.push(httpSink(config.sinks.http, id, transport));
  if (config.sinks.ga4) sinks.push(ga4Sink(config.sinks.ga4, id, window));
  if (config.sinks.plausible)
    sinks.push(plausibleSink(config.sinks.plausible, transport, window.location.origin));
  const tracker = createTracker(
    {
      sinks,
      sessionId: id,
      currentPath: () => window.location.pathname,
      insights: config.insights,
      fetchImpl: transport.fetch,
    },
    config.searchDebounceMs,
  );
  onSiteEvents(SITE_EVENT_TYPES, (event) => {
    try {
      tracker.fromBus(event);
    } catch (error) {
      console.warn('[tracker] event not recorded', error);
    }
  });
  document.addEventListener('click', (event) => onClick(tracker, event), true);
  document.addEventListener('keydown', (event) => onKeyDown(tracker, event), true);
  const flush = () => tracker.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return tracker;
}

function pathOf(anchor: HTMLAnchorElement): string {
  const url = new URL(anchor.href, window.location.href);
  return url.pathname + url.search + url.hash;
}

function onClick(tracker: Tracker, event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return;
  const modalHit = anchor.closest('.DocSearch-Hit');
  if (modalHit) {
    reportModalHit(tracker, modalHit);
    return;
  }
  const group = anchor.closest('[data-search-result-group]');
  if (group) {
    const links = Array.from(
      group.parentElement?.querySelectorAll<HTMLAnchorElement>(
        '[data-search-result-group] a[href]',
      ) ?? [],
    );
    const query = new URLSearchParams(window.location.search).get('q') ?? '';
    tracker.fromBus({
      type: 'search_click',
      query,
      position: links.indexOf(anchor) + 1,
      url: pathOf(anchor),
      source: 'page',
    });
    return;
  }
  const url = new URL(anchor.href, window.location.href);
  if (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.host !== window.location.host
  ) {
    tracker.track({type: 'outbound_click', url: url.href});
  }
}

function reportModalHit(tracker: Tracker, hit: Element): void {
  const all = Array.from(document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit'));
  const anchor = hit.querySelector('a[href]') as HTMLAnchorElement | null;
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!anchor) return;
  tracker.fromBus({
    type: 'search_click',
    query: input?.value ?? '',
    position: all.indexOf(hit) + 1,
    url: pathOf(anchor),
    source: 'modal',
  });
}

/** Enter in the modal opens the selected hit without a click event. */
function onKeyDown(tracker: Tracker, event: KeyboardEvent): void {
  if (event.key !== 'Enter') return;
  const target = event.target as Element | null;
  if (!target?.classList?.contains('DocSearch-Input')) return;
  const selected = document.querySelector('.DocSearch-Hit[aria-selected="true"]');
  if (selected) reportModalHit(tracker, selected);
}

let tracker: Tracker | null | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (tracker === undefined) tracker = start();
    if (!tracker) return;
    const current = tracker;
    // The new title is set by react-helmet in the next frame (see plugin-google-gtag).
    requestAnimationFrame(() =>
      setTimeout(() =>
        current.routeChanged(
          location,
          previousLocation,
          document.title,
          !isKnownRoute(location.pathname),
        ),
      ),
    );
  },
};

export default clientModule;
