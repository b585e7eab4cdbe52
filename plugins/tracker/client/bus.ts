/**
 * The tracker's event bus: theme components report what happened here, with one call, and never
 * import the tracker itself. With tracking off nobody listens and `emit` does nothing.
 */
import type {TrackerEventBody} from '../shared/types';

/** Extra detail a search UI gives with a search, for hosted-search analytics (Algolia insights). */
export interface SearchDetail {
  queryID?: string;
  index?: string;
  /** Hits in display order (objectID and page URL). */
  hits?: Array<{objectID: string; url: string}>;
}

export type BusEvent =
  | (Extract<TrackerEventBody, {type: 'search'}> & SearchDetail)
  | Exclude<TrackerEventBody, {type: 'search' | 'page_view' | 'not_found'}>;

type Listener = (event: BusEvent) => void;

const listeners = new Set<Listener>();

export const trackerBus = {
  emit(event: BusEvent): void {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        console.warn('[tracker] listener failed', error);
      }
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
