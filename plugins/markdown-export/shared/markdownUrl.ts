/**
 * The URL rule of the Markdown twins, shared by the build (which writes them), the theme (which
 * links to them) and the preview server (which answers `Accept: text/markdown`):
 *
 *   /docs/tools/tables/reference/select  ->  /docs/tools/tables/reference/select.md
 *   /docs/tools/tables/  (folder index)  ->  /docs/tools/tables.md
 *   /docs/               (site root)     ->  /docs/index.md
 *
 * A trailing slash is dropped and `.md` appended, so every twin sits beside its HTML
 * (`build/tools/tables.md` next to `build/tools/tables/index.html`) and never collides with it.
 */
export function markdownUrl(permalink: string, baseUrl: string): string {
  const path = permalink.split(/[?#]/)[0]!.replace(/\/+$/, '');
  const base = baseUrl.replace(/\/+$/, '');
  if (path === base || path === '') return `${base}/index.md`;
  return `${path}.md`;
}

/** The twin's path relative to the build folder (`tools/tables.md`). */
export function markdownFile(permalink: string, baseUrl: string): string {
  const url = markdownUrl(permalink, baseUrl);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return url.startsWith(base) ? url.slice(base.length) : url.replace(/^\/+/, '');
}
