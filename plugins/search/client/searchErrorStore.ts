/**
 * Whether the last modal search failed because the index/hosts were
 * unreachable. DocSearch 4.7 sets its `error` status, but autocomplete-core
 * 1.19 resets the status to `idle` in a `finally` right after, so the stock
 * error screen never stays up; the SearchBar wrapper shows it from this store.
 */
type Listener = () => void;
let failed = false;
const listeners = new Set<Listener>();

export const searchErrorStore = {
  get: (): boolean => failed,
  set(value: boolean): void {
    if (value === failed) return;
    failed = value;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function isRetryError(error: unknown): boolean {
  return error instanceof Error && error.name === 'RetryError';
}

/**
 * Section names (lvl0) of the last search that had hits: DocSearch's
 * "Try searching for" suggestions. DocSearch 4.7 stores them as an object
 * instead of an array, so its no-results screen never lists them; the
 * SearchBar wrapper renders them from here.
 */
let suggestions: string[] = [];
export const suggestionStore = {
  get: (): string[] => suggestions,
  remember(results: Array<{hits?: Array<{hierarchy?: {lvl0?: string | null}}>}>): void {
    const names = new Set<string>();
    for (const r of results)
      for (const h of r.hits ?? []) if (h.hierarchy?.lvl0) names.add(h.hierarchy.lvl0);
    if (names.size > 0) suggestions = [...names];
  },
};
