/**
 * Event shapes (documented in plugins/tracker/README.md). Every event carries `type`, `time`
 * (ms since epoch) and `path` (the page it happened on, without the origin).
 */
export interface BaseEvent {
  time: number;
  path: string;
}

export type TrackerEventBody =
  | {type: 'page_view'; title: string; search: string; hash: string; referrer: string | null}
  | {
      type: 'search';
      query: string;
      hits: number;
      mode: 'embedded' | 'hosted';
      source: 'modal' | 'page';
    }
  | {type: 'search_click'; query: string; position: number; url: string; source: 'modal' | 'page'}
  | {type: 'feedback'; helpful: boolean}
  | {type: 'feedback_comment'; helpful: boolean; comment: string}
  | {type: 'outbound_click'; url: string}
  | {type: 'not_found'};

export type TrackerEvent = BaseEvent & TrackerEventBody;

/** Body of each POST to the HTTP sink. */
export interface HttpPayload {
  /** Schema version. */
  v: 1;
  /** Random id kept in sessionStorage: one per tab, gone when the tab closes. */
  sessionId: string;
  /** When the batch was sent (ms since epoch). */
  sentAt: number;
  events: TrackerEvent[];
}

/** Body of a POST to Plausible's events API (plugins/tracker/services.json cites its reference). */
export interface PlausibleEvent {
  /** `pageview`, or the tracker event's type for custom events. */
  name: string;
  /** The page's full URL (query and fragment on page views). */
  url: string;
  /** The site's domain as registered in Plausible. */
  domain: string;
  /** The referrer of a page view; null for custom events. */
  referrer: string | null;
  /** A custom event's fields (never on page views). */
  props?: Record<string, unknown>;
}

/** What the client learns from the build (global data of the plugin). */
export interface TrackerGlobalData {
  /** True only in a production build with at least one sink. */
  enabled: boolean;
  /** The configured sinks (public values only: URLs and ids). Empty when disabled. */
  sinks: {
    http?: {endpoint: string; batchSize: number; flushIntervalMs: number};
    ga4?: {measurementId: string};
    plausible?: {domain: string; apiHost: string};
  };
  searchDebounceMs: number;
  /** Hosted Algolia (search-page insights), when the site uses it. */
  insights: {appId: string; apiKey: string; indexName: string} | null;
}
