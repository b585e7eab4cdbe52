/**
 * Shapes shared by the build-time loader and the theme component. Build-time code lives in
 * ../server, client code in ../theme; this file holds types and constants only.
 */

/** How a connection authenticates, in the vocabulary of the package's connector contract
 * (`CommonConnectorAuth` in abstra_internals/contracts_generated.py: tokens, oauth2, manual, ecdsa,
 * public, service-account), plus `console` when no public source says which one the connector
 * uses: the console asks for it when the connection is created. */
export const AUTH_KINDS = [
  'oauth2',
  'tokens',
  'service-account',
  'ecdsa',
  'manual',
  'public',
  'console',
] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];
/** The auth kinds a reader can filter on: every kind but `console`, which says nothing. */
export type KnownAuthKind = Exclude<AuthKind, 'console'>;

export const AUTH_LABELS: Record<AuthKind, string> = {
  oauth2: 'OAuth',
  tokens: 'Token',
  'service-account': 'Service account',
  ecdsa: 'Key pair (ECDSA)',
  manual: 'Manual',
  public: 'No credentials',
  console: 'Set up in the console',
};

/**
 * How code reaches the provider:
 * - `rest`: an HTTP connector whose `custom` action Abstra documents;
 * - `http`: the provider's public API is HTTP/REST, but no Abstra source lists the connector among
 *   those that accept `custom` (pages say to check for it in the console);
 * - `actions`: catalogued actions only; `database`, `soap`: no `custom` action;
 * - `google-credentials`: the package's Google credentials helpers;
 * - `access-token`: `get_access_token` for the provider's own SDK.
 * Every kind but `http` needs an evidence entry marked `access: true`.
 */
export const ACCESS_KINDS = [
  'rest',
  'http',
  'actions',
  'database',
  'soap',
  'google-credentials',
  'access-token',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_LABELS: Record<AccessKind, string> = {
  rest: 'Any endpoint with the custom action',
  http: 'REST API',
  actions: 'Catalogued actions',
  database: 'Database queries',
  soap: 'SOAP actions',
  'google-credentials': "Google's client libraries",
  'access-token': "Access token for the provider's SDK",
};

/** One provider, as the index needs it (no evidence or action details: those stay on the pages). */
export interface CatalogItem {
  slug: string;
  name: string;
  summary: string;
  category: string;
  auth: AuthKind[];
  access: AccessKind;
  /** Number of catalogued actions a public source lists; 0 when none is known. */
  actionCount: number;
  /** Slug of the base provider when this entry is an auth variant of it. */
  variantOf?: string;
  /** Route of the provider page, relative to the docs base path (no trailing slash). */
  route: string;
}

export interface CatalogCategory {
  id: string;
  label: string;
}

/** What the plugin hands to the theme component. */
export interface CatalogData {
  categories: CatalogCategory[];
  items: CatalogItem[];
}

/** What a provider page shows under its title: when its third-party facts were last checked. */
export interface CheckedNote {
  /** Whose documentation: "HubSpot", "Google". */
  vendor: string;
  /** The latest `checked` date of the page's facts, `YYYY-MM-DD`. */
  date: string;
  /** The documentation pages the facts were checked against, in catalog order, no duplicates. */
  sources: string[];
}

/** Per provider slug, for `<CheckedAgainst provider="slug" />`. */
export type CheckedNotes = Record<string, CheckedNote>;
