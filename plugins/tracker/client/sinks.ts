/** The three sinks. Each turns tracker events into what its service expects. */
import {createBatcher} from './batcher';
import type {HttpPayload, PlausibleEvent, TrackerEvent, TrackerGlobalData} from '../shared/types';

import services from '../services.json';

/** Plausible's events endpoint, below its host. */
export const PLAUSIBLE_EVENT_PATH = services.plausible.eventPath;

export interface Sink {
  send(event: TrackerEvent): void;
  flush(): void;
}

export interface Transport {
  /** `navigator.sendBeacon`, when available. */
  beacon?: (url: string, body: string) => boolean;
  fetch?: typeof fetch;
}

/**
 * POSTs `HttpPayload` JSON. The body is sent as `text/plain` so a collector on another origin
 * needs no CORS preflight (a beacon cannot do one); parse it as JSON regardless of the type.
 */
function post(url: string, body: string, transport: Transport): void {
  if (transport.beacon?.(url, body)) return;
  transport
    .fetch?.(url, {method: 'POST', body, keepalive: true, headers: {'content-type': 'text/plain'}})
    .catch(() => undefined);
}

export function httpSink(
  config: NonNullable<TrackerGlobalData['sinks']['http']>,
  sessionId: string,
  transport: Transport,
  now: () => number = Date.now,
): Sink {
  const batcher = createBatcher<TrackerEvent>({
    batchSize: config.batchSize,
    flushIntervalMs: config.flushIntervalMs,
    send: (events) => {
      const payload: HttpPayload = {v: 1, sessionId, sentAt: now(), events};
      post(config.endpoint, JSON.stringify(payload), transport);
    },
  });
  return {send: (event) => batcher.add(event), flush: () => batcher.flush()};
}

type Gtag = (...args: unknown[]) => void;

/** Where gtag.js is loaded from (services.json cites it). */
export const GTAG_SCRIPT = services.ga4.gtagScript;

/** GA4: gtag.js is injected only here, with no cookies and the per-tab id as client id. */
export function ga4Sink(
  config: NonNullable<TrackerGlobalData['sinks']['ga4']>,
  sessionId: string,
  win: Window,
): Sink {
  const globals = win as unknown as {dataLayer?: unknown[]; gtag?: Gtag};
  const dataLayer = (globals.dataLayer = globals.dataLayer ?? []);
  const gtag: Gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, as its snippet does.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  globals.gtag = gtag;
  gtag('js', new Date());
  gtag('config', config.measurementId, {
    send_page_view: false,
    client_storage: 'none',
    client_id: sessionId,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(config.measurementId)}`;
  win.document.head.appendChild(script);
  return {
    send(event) {
      const {type, time: _time, path, ...params} = event;
      if (type === 'page_view') {
        gtag('event', 'page_view', {
          page_location: `${win.location.origin}${path}${event.search}${event.hash}`,
          page_title: event.title,
        });
      } else {
        gtag('event', type, {...params, page_path: path});
      }
    },
    flush() {},
  };
}

/**
 * Plausible's events API (services.json cites it): `POST <host>/api/event` with a JSON body of
 * `name` (`pageview` or the event's name), `url`, `domain`, `referrer` and, for custom events,
 * `props`. Sent as `text/plain`, as Plausible's own script does, so the browser needs no CORS
 * preflight; the API reads the body as JSON either way.
 */
export function plausibleSink(
  config: NonNullable<TrackerGlobalData['sinks']['plausible']>,
  transport: Transport,
  origin: string,
): Sink {
  return {
    send(event) {
      const {type, time: _time, path, ...props} = event;
      const url = `${origin}${path}${type === 'page_view' ? event.search + event.hash : ''}`;
      const body: PlausibleEvent = {
        name: type === 'page_view' ? 'pageview' : type,
        url,
        domain: config.domain,
        referrer: type === 'page_view' ? event.referrer : null,
        ...(type === 'page_view' ? {} : {props}),
      };
      transport
        .fetch?.(`${config.apiHost.replace(/\/+$/, '')}${PLAUSIBLE_EVENT_PATH}`, {
          method: 'POST',
          body: JSON.stringify(body),
          keepalive: true,
          headers: {'content-type': 'text/plain'},
        })
        .catch(() => undefined);
    },
    flush() {},
  };
}
