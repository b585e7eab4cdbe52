/**
 * Business constants of search: the limits the product sets for the modal, the search page and
 * the search client. One source for the modal, the search page, the embedded engine and the
 * hosted settings.
 */
export const SEARCH_LIMITS = {
  /** Hits per page, modal and search page. */
  hitsPerPage: 20,
  /** Snippet length in words. */
  snippetWords: 10,
  /** Snippet length in words on screens up to `narrowScreenMaxWidth`. */
  snippetWordsNarrow: 5,
  narrowScreenMaxWidth: 768,
  /** Hits shown per group in the modal. */
  maxResultsPerGroup: 5,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  /** Queries are cut at this many characters. */
  maxQueryLength: 64,
  /** Search page input debounce. */
  debounceMs: 400,
  /** Modal shows its stalled state after this many ms. */
  stallThresholdMs: 300,
} as const;

/** Attributes DocSearch asks for; also what the embedded engine can highlight. */
export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Name of the plugin; also the key of its global data. */
export const PLUGIN_NAME = 'abstra-search';

/** Files written under `build/<outputDir>/`. */
export const RECORDS_FILE = 'records.json';
export const MANIFEST_FILE = 'manifest.json';
