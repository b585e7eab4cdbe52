import type {HIERARCHY_LEVELS} from './constants';

export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = HierarchyLevel | 'content';

/** One DocSearch-shaped record, as the DocSearch crawler would write it. */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  keywords: string[];
  description: string | null;
  /** Order of the record inside its page (0 = page title). */
  position: number;
  /** Level weight used by custom ranking: 100 for lvl0/lvl1, down to 0 for content. */
  weight: {level: number; position: number; pageRank: number};
}

export type SearchMode = 'embedded' | 'hosted';

/** Hosted Algolia settings, only in hosted mode (the search-only key is public by design). */
export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Send click events to Algolia Insights. */
  insights: boolean;
}

/** Data the plugin hands to the browser through global data (kept tiny). */
export interface SearchGlobalData {
  mode: SearchMode;
  /** Embedded mode: URL of the index manifest. */
  manifestUrl: string;
  indexTimeoutMs: number;
  /** Origin of the site's configured `url`, which records carry (`https://docs.example.com`). */
  siteOrigin: string;
  /** Route of the search page (`/docs/search`). */
  searchPagePath: string;
  /** Index name: Algolia's in hosted mode; in both modes the key of saved searches. */
  indexName: string;
  hosted: HostedSearch | null;
  /** Repository whose new-issue page the no-results screen links to, or null for no link. */
  missingResultsRepository: string | null;
}
