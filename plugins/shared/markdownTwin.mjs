/**
 * The URL rule of the Markdown twins, shared by the build (which writes them), the theme (which
 * links to them), the preview server (which answers `Accept: text/markdown`) and the MCP server
 * (which reads them):
 *
 *   /docs/tools/tables/reference/select  ->  /docs/tools/tables/reference/select.md
 *   /docs/tools/tables/  (folder index)  ->  /docs/tools/tables.md
 *   /docs/               (site root)     ->  /docs/index.md
 *
 * A trailing slash is dropped and `.md` appended, so every twin sits beside its HTML
 * (`build/tools/tables.md` next to `build/tools/tables/index.html`) and never collides with it.
 */

/**
 * The twin's file below the build folder for a page path below the base (`tools/tables/` and
 * `tools/tables` → `tools/tables.md`; `` → `index.md`).
 * @param {string} relPath
 * @returns {string}
 */
export function twinFile(relPath) {
  const clean = relPath.replace(/^\/+|\/+$/g, '');
  return `${clean === '' ? 'index' : clean}.md`;
}

/**
 * The twin URL of a page permalink (query and anchor dropped).
 * @param {string} permalink
 * @param {string} baseUrl
 * @returns {string}
 */
export function markdownUrl(permalink, baseUrl) {
  const path = permalink.split(/[?#]/)[0].replace(/\/+$/, '');
  const base = baseUrl.replace(/\/+$/, '');
  if (path === base || path === '') return `${base}/${twinFile('')}`;
  return `${path}.md`;
}

/**
 * The twin's path relative to the build folder (`tools/tables.md`).
 * @param {string} permalink
 * @param {string} baseUrl
 * @returns {string}
 */
export function markdownFile(permalink, baseUrl) {
  const url = markdownUrl(permalink, baseUrl);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return url.startsWith(base) ? url.slice(base.length) : url.replace(/^\/+/, '');
}
