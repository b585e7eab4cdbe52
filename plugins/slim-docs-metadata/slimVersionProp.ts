/**
 * The docs plugin ships one "version" prop to every doc page: the sidebars plus
 * a `docs` map with the id, title, description and sidebar of every doc. Only
 * the theme's DocCard reads `description` (category index cards), and this
 * site renders no DocCard. With 186 pages the descriptions were 11.7 KB gzip
 * of every doc page's initial JS (npm run bench:page), three quarters of the
 * prop; without them DocCard still works, showing no description.
 */
export interface VersionProp {
  version: {docs?: Record<string, {description?: string}>; [key: string]: unknown};
}

export function isVersionProp(value: unknown): value is VersionProp {
  const version = (value as {version?: unknown} | null)?.version;
  return (
    typeof version === 'object' &&
    version !== null &&
    'docsSidebars' in version &&
    typeof (version as {docs?: unknown}).docs === 'object'
  );
}

/** The prop without doc descriptions; any other JSON is returned unchanged. */
export function slimVersionProp<T>(value: T): T {
  if (!isVersionProp(value)) return value;
  const docs = Object.fromEntries(
    Object.entries(value.version.docs ?? {}).map(([id, doc]) => {
      const {description: _dropped, ...rest} = doc;
      return [id, rest];
    }),
  );
  return {...value, version: {...value.version, docs}};
}
