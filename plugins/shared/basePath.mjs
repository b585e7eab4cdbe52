/**
 * The path the site is served under. Every page, asset, Markdown twin and search file is below
 * it. docusaurus.config.ts (`baseUrl`, through src/config/site.ts), the preview server, the MCP
 * server, the benchmarks and the tests all read it from here.
 */
export const BASE_PATH = '/docs/';

/**
 * `pathname` relative to the base path, without leading or trailing slashes (`/docs/a/b/` →
 * `a/b`; `/docs` and `/docs/` → ``), or null when it is not below the base path.
 * @param {string} pathname
 * @param {string} [base]
 * @returns {string | null}
 */
export function belowBase(pathname, base = BASE_PATH) {
  const bare = base.replace(/\/+$/, '');
  if (pathname !== bare && !pathname.startsWith(`${bare}/`)) return null;
  return pathname.slice(bare.length).replace(/^\/+|\/+$/g, '');
}
