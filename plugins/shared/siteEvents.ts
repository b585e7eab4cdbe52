/**
 * What the site's components report, for any plugin to listen to: DOM `CustomEvent`s on `window`
 * named `abstra:<type>`. Emitters and listeners import this module only, never each other: the
 * search theme reports a search, the feedback form a vote, and the tracker (when it runs)
 * listens. With nobody listening, an event costs one dispatch; in server rendering, nothing.
 */

/** Each event's `detail`, by type. */
export interface SiteEvents {
  /** A search was answered (the modal on each keystroke, the search page per query). */
  search: {
    query: string;
    hits: number;
    mode: 'embedded' | 'hosted';
    source: 'modal' | 'page';
    /** Hosted search: what click analytics (Algolia insights) needs. */
    queryID?: string;
    index?: string;
    /** Hits in display order (objectID and page URL). */
    results?: Array<{objectID: string; url: string}>;
  };
  /** "Was this page helpful?" answered. */
  feedback: {helpful: boolean};
  /** The comment after a vote. */
  feedback_comment: {helpful: boolean; comment: string};
}

export type SiteEventType = keyof SiteEvents;
/** An event with its type, as one object (`{type: 'feedback', helpful: true}`). */
export type SiteEvent = {[K in SiteEventType]: {type: K} & SiteEvents[K]}[SiteEventType];

export const SITE_EVENT_TYPES: readonly SiteEventType[] = [
  'search',
  'feedback',
  'feedback_comment',
];

const eventName = (type: SiteEventType) => `abstra:${type}`;

export function emitSiteEvent<K extends SiteEventType>(type: K, detail: SiteEvents[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(eventName(type), {detail}));
}

/** Calls `listener` with every event of these types; returns the function that stops it. */
export function onSiteEvents(
  types: readonly SiteEventType[],
  listener: (event: SiteEvent) => void,
): () => void {
  const handlers = types.map((type) => {
    const handler = (event: Event) =>
      listener({type, ...(event as CustomEvent).detail} as SiteEvent);
    window.addEventListener(eventName(type), handler);
    return [type, handler] as const;
  });
  return () => {
    for (const [type, handler] of handlers) window.removeEventListener(eventName(type), handler);
  };
}
