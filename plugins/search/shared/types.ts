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

/** Written once per build; the client fetches it first to learn the hashed index name. */
export interface SearchManifest {
  version: 1;
  /** Index file name, relative to the manifest, content-hashed, gzip. */
  index: string;
  /** Same index, uncompressed, for browsers without DecompressionStream. */
  indexRaw: string;
  records: number;
}

/** Data the plugin hands to the browser through global data (kept tiny). */
export interface SearchGlobalData {
  manifestUrl: string;
  indexTimeoutMs: number;
}
