/**
 * Shapes shared by the build-time loader and the theme component. Build-time code lives in
 * ../server, client code in ../theme; this file holds types and constants only.
 */

/** How a connection authenticates, in the vocabulary of the package's connector contract
 * (`CommonConnectorAuth` in abstra_internals/contracts_generated.py), plus `unpublished` when no
 * public source says which one the Abstra connector uses. */
export const AUTH_KINDS = [
  'oauth2',
  'tokens',
  'service-account',
  'ecdsa',
  'manual',
  'public',
  'unpublished',
] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

export const AUTH_LABELS: Record<AuthKind, string> = {
  oauth2: 'OAuth',
  tokens: 'Token',
  'service-account': 'Service account',
  ecdsa: 'Key pair (ECDSA)',
  manual: 'Manual',
  public: 'No credentials',
  unpublished: 'Not published',
};

/** How code reaches the provider: the `custom` action (REST), catalogued actions only (no public
 * endpoint list, databases, SOAP) or a credentials helper of the package (Google). */
export const ACCESS_KINDS = ['rest', 'actions', 'database', 'soap', 'google-credentials'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

export const ACCESS_LABELS: Record<AccessKind, string> = {
  rest: 'REST, custom action',
  actions: 'Catalogued actions',
  database: 'Database, no custom action',
  soap: 'SOAP, no custom action',
  'google-credentials': 'Google credentials helper',
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
