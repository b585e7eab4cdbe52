/**
 * Algolia insights for the search page in hosted mode. DocSearch's modal already sends its own
 * view events (chunked by 20 object ids) and click events through its insights plugin; the search
 * page (/docs/search) sends none, so this adds exactly those two, following the same rules.
 */
export const MAX_OBJECT_IDS_PER_EVENT = 20;

export interface InsightsEvent {
  eventType: 'view' | 'click';
  eventName: string;
  index: string;
  userToken: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
  timestamp: number;
}

/** Splits object ids into chunks of at most 20: the Insights API limit per event. */
export function chunkObjectIDs(objectIDs: string[], size = MAX_OBJECT_IDS_PER_EVENT): string[][] {
  if (size < 1) throw new Error('chunk size must be at least 1');
  const chunks: string[][] = [];
  for (let i = 0; i < objectIDs.length; i += size) chunks.push(objectIDs.slice(i, i + size));
  return chunks;
}

export function viewEvents(
  objectIDs: string[],
  base: {index: string; userToken: string; timestamp: number},
): InsightsEvent[] {
  return chunkObjectIDs(objectIDs).map((chunk) => ({
    eventType: 'view',
    eventName: 'Hits Viewed',
    ...base,
    objectIDs: chunk,
  }));
}

export function clickEvent(
  hit: {objectID: string; position: number; queryID: string},
  base: {index: string; userToken: string; timestamp: number},
): InsightsEvent {
  return {
    eventType: 'click',
    eventName: 'Hit Clicked',
    ...base,
    objectIDs: [hit.objectID],
    positions: [hit.position],
    queryID: hit.queryID,
  };
}

/** POSTs events to the Insights API (no cookie, credentials in headers). */
export function sendInsights(
  config: {appId: string; apiKey: string},
  events: InsightsEvent[],
  fetchImpl: typeof fetch = fetch,
): void {
  if (events.length === 0) return;
  fetchImpl('https://insights.algolia.io/1/events', {
    method: 'POST',
    keepalive: true,
    headers: {
      'content-type': 'application/json',
      'x-algolia-application-id': config.appId,
      'x-algolia-api-key': config.apiKey,
    },
    body: JSON.stringify({events}),
  }).catch(() => undefined);
}
