/**
 * The one source of what every host must send for this site, besides the files themselves: the
 * cache rule, the redirects and the Markdown-twin rule. The security headers come from the build
 * (`.security-headers.conf`, see headersFile.mjs). Every host's files (targets/*.mjs) are written
 * from this module and that file, in `postBuild`; tests/unit/deploy/ checks each target against
 * them, and tests/e2e/deploy-cloudflare.spec.ts runs the Cloudflare Pages target.
 *
 * Plain JavaScript, like headersFile.mjs, so that the deploy scripts run it without a build step.
 * Paths here are URL paths below the site's base (`/docs/`), which the caller passes in.
 */

/** `Cache-Control` of files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of everything else: always revalidate (ETag, Last-Modified). */
export const REVALIDATE = 'no-cache';

/** The folder, below the base, where Docusaurus writes content-hashed bundles and images. */
export const HASHED_FOLDER = 'assets/';
/** Any other file with a content hash in its name: `name.<8 or more hex>.ext[.gz|.br]`. */
export const HASHED_NAME = /^.+\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.gz|\.br)?$/;

/**
 * What deploy/stage.mjs renames each page's `index.html` to for Vercel, which serves an existing
 * file before it reads rewrites: vercel.json then serves pages (and twins) through rewrites.
 */
export const VERCEL_PAGE_FILE = 'index.page.html';

/** The content type of a Markdown twin. */
export const TWIN_TYPE = 'text/markdown; charset=utf-8';

/** Methods every host answers; anything else gets 405 with `Allow: GET, HEAD` where it can. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * The Cache-Control a file of the build gets, from its path relative to the build folder
 * (`assets/js/main.1a2b3c4d.js`, `search/index.0123abcd.json.gz`, `tools/tables/index.html`).
 * @param {string} relPath
 */
export function cacheControlFor(relPath) {
  const clean = relPath.replace(/^\/+/, '');
  return clean.startsWith(HASHED_FOLDER) || HASHED_NAME.test(clean.split('/').pop() ?? '')
    ? IMMUTABLE
    : REVALIDATE;
}

/**
 * Redirects of the site root and the base without its slash: `/` and `/docs` to `/docs/`, 301.
 * @param {string} base the site's base URL, with both slashes (`/docs/`)
 * @returns {Array<{from: string, to: string, status: 301}>}
 */
export function rootRedirects(base) {
  return [
    {from: '/', to: base, status: 301},
    {from: base.replace(/\/$/, ''), to: base, status: 301},
  ];
}

/**
 * The address an `.html` URL is served at, or null: `/docs/a/index.html` → `/docs/a/`,
 * `/docs/a.html` → `/docs/a`. The 404 page keeps its name.
 * @param {string} pathname
 * @param {string} base
 */
export function htmlRedirect(pathname, base) {
  if (!pathname.startsWith(base)) return null;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== `${base}404.html`) return pathname.slice(0, -5);
  return null;
}

/**
 * The URL of a page's Markdown twin, `twinPath(pagePath, base)`: the site's one twin rule
 * (plugins/shared/markdownTwin.mjs). `/docs/tools/tables/` and `/docs/tools/tables` →
 * `/docs/tools/tables.md`; the base itself → `/docs/index.md`.
 */
export {markdownUrl as twinPath} from '../../shared/markdownTwin.mjs';

/**
 * The pages of a build, from its HTML files (relative paths): each page's URL forms and its
 * `.html` addresses that redirect to them. `tools/tables/index.html` is the page
 * `/docs/tools/tables/` (also served without the slash), reached by `/docs/tools/tables/index.html`
 * and `/docs/tools/tables.html`. The 404 page and redirect stubs are pages too.
 * @param {string[]} htmlFiles relative to the build folder, `/`-separated
 * @param {string} base
 */
export function pagesOf(htmlFiles, base) {
  return htmlFiles
    .filter((file) => file !== '404.html')
    .map((file) => {
      const dir = file === 'index.html' ? '' : file.replace(/(?:^|\/)index\.html$/, '/');
      const page = file.endsWith('index.html') ? `${base}${dir}` : `${base}${file.slice(0, -5)}`;
      const htmlAliases = [`${base}${file}`];
      if (file.endsWith('/index.html')) htmlAliases.push(`${page.replace(/\/$/, '')}.html`);
      return {file, page, bare: page === base ? base : page.replace(/\/$/, ''), htmlAliases};
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * Every redirect a host must send for a build: the root ones, then each page's `.html`
 * addresses. Hosts that match suffix patterns (nginx, the preview server) redirect any `.html`
 * URL; hosts whose rule files cannot (Cloudflare Pages, Netlify) get one rule per page.
 * @param {string[]} htmlFiles
 * @param {string} base
 */
export function siteRedirects(htmlFiles, base) {
  const redirects = rootRedirects(base);
  for (const {htmlAliases} of pagesOf(htmlFiles, base)) {
    for (const from of htmlAliases) {
      const to = htmlRedirect(from, base);
      if (to) redirects.push({from, to, status: 301});
    }
  }
  return redirects;
}

/**
 * The folders that hold content-hashed files (`assets/`, the search index's folder), so that hosts
 * whose rules match by wildcard only can write one immutable rule per folder (`/docs/search/*`),
 * then set back to revalidation every other URL such a rule may match: the folder's other files
 * and any URL that merely starts like it (`/docs/search`, `/docs/search.md`; Netlify's wildcard
 * matches those too).
 * @param {string[]} files every file of the build (relative, `/`-separated, no dotfiles)
 * @param {string} base
 * @returns {Array<{folder: string, exceptions: Array<{url: string, file: string}>}>} `folder`
 *   ends with `/`
 */
export function hashedFolders(files, base) {
  const folders = new Set();
  for (const file of files) {
    if (cacheControlFor(file) !== IMMUTABLE) continue;
    folders.add(
      file.startsWith(HASHED_FOLDER) ? HASHED_FOLDER : file.slice(0, file.lastIndexOf('/') + 1),
    );
  }
  return [...folders].sort().map((folder) => {
    const prefix = `${base}${folder}`;
    const exceptions = files
      .filter((file) => cacheControlFor(file) !== IMMUTABLE)
      .flatMap((file) => servedPaths(file, base).map((url) => ({url, file})))
      .filter(({url}) => url.startsWith(prefix.slice(0, -1)))
      .sort((a, b) => a.url.localeCompare(b.url));
    return {folder, exceptions};
  });
}

/**
 * The URL paths a file of the build is served at: its own path; for `x/index.html` also `x/` and
 * `x` (for `index.html`, the base); for a page written as `x.html`, also `x`.
 * @param {string} file
 * @param {string} base
 */
export function servedPaths(file, base) {
  if (file === 'index.html') return [base, `${base}index.html`];
  if (file.endsWith('/index.html')) {
    const dir = file.slice(0, -'index.html'.length);
    return [`${base}${dir}`, `${base}${dir.replace(/\/$/, '')}`, `${base}${file}`];
  }
  if (file.endsWith('.html') && file !== '404.html') {
    return [`${base}${file.slice(0, -'.html'.length)}`, `${base}${file}`];
  }
  return [`${base}${file}`];
}

/**
 * Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry: browsers ignore them
 * there (CSP Level 3, section "Delivery via meta element").
 */
export const META_CSP_IGNORED = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * The part of a policy that a `<meta>` element can carry, for hosts that cannot send headers
 * (GitHub Pages).
 * @param {string} policy
 */
export function metaPolicy(policy) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !META_CSP_IGNORED.includes(directive.split(/\s+/)[0]))
    .join('; ');
}

/**
 * `html` with the policy in a `<meta http-equiv>` right after its charset declaration, so it
 * applies before any script of the page. Throws when the page has no `<meta charset>`.
 * @param {string} html
 * @param {string} policy the full policy; what a meta element cannot carry is left out
 */
export function withMetaPolicy(html, policy) {
  // Quoted or not: the production build minifies attributes (`<meta charset=UTF-8>`).
  const charset = /<meta charset=(?:"[^"]*"|[^\s>]+)\s*\/?>/i.exec(html);
  if (!charset) throw new Error('withMetaPolicy: the page has no <meta charset>.');
  const end = charset.index + charset[0].length;
  const escaped = metaPolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${html.slice(0, end)}<meta http-equiv="Content-Security-Policy" content="${escaped}">${html.slice(end)}`;
}
