/**
 * Legacy documentation URLs that the `abstra` package itself prints or links
 * to (found by searching the installed package for `abstra.io/docs`), mapped
 * to the page that now answers the same question. Paths are relative to the
 * site's base URL, without trailing slashes.
 *
 * `https://www.abstra.io/docs/#git-installation-recommended` is not here: it
 * points at a heading of the current setup page, which keeps that anchor.
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/guides/use-legacy-threads': '/troubleshooting/use-legacy-threads',
  '/concepts/tasks': '/workflow/tasks',
  '/concepts/forms': '/workflow/forms',
};

/**
 * `createRedirects` for `@docusaurus/plugin-client-redirects`: called once
 * per existing route, it returns the legacy paths that should land there.
 * A redirect whose target page is not written yet is simply not created.
 */
export function createLegacyRedirects(
  existingPath: string,
  redirects: Readonly<Record<string, string>> = legacyRedirects,
): string[] | undefined {
  const target = stripTrailingSlash(existingPath);
  const sources = Object.entries(redirects)
    .filter(([, to]) => stripTrailingSlash(to) === target)
    .map(([from]) => stripTrailingSlash(from));
  return sources.length > 0 ? sources : undefined;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
