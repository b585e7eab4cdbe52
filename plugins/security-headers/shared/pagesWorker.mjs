/**
 * The Cloudflare Pages worker (`_worker.js/`), in advanced mode: Pages serves the files and
 * applies `_headers` and `_redirects` (both inside `env.ASSETS.fetch`); the worker adds what those
 * files cannot say:
 * - `Accept: text/markdown` on a page URL answers with the page's twin, when the header ranks
 *   Markdown above HTML (the preview server's rule, scripts/serve/negotiate.mjs);
 * - a page asked for without its trailing slash is answered in place, as nginx and the preview
 *   server do, where Pages alone would send a 308 to the slashed URL;
 * - anything but GET and HEAD gets 405 with `Allow: GET, HEAD` and the security headers.
 *
 * The build copies this file and scripts/serve/negotiate.mjs, with the modules they import, into
 * `_worker.js/` at their paths in the repository, and writes an `index.js` that calls
 * `createWorker` with the build's data.
 */
import {ALLOWED_METHODS, REVALIDATE, twinPath} from './siteRules.mjs';

/**
 * @typedef {object} WorkerSite
 * @property {string} base the site's base URL (`/docs/`)
 * @property {string[]} twins URL paths of the twins the build has (`/docs/tools/tables.md`)
 * @property {Array<[string, string]>} securityHeaders the build's security headers
 */

/** @param {Response} response */
function withVaryAccept(response) {
  const copy = new Response(response.body, response);
  const vary = copy.headers.get('vary');
  if (!vary || !/(^|,)\s*accept\s*(,|$)/i.test(vary)) {
    copy.headers.set('vary', vary ? `${vary}, Accept` : 'Accept');
  }
  return copy;
}

/** A URL path that names a page rather than a file: no extension in its last segment. */
function isPagePath(pathname, base) {
  if (!pathname.startsWith(base)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * @param {WorkerSite} site
 * @param {(accept: string | undefined) => boolean} prefersMarkdown
 */
export function createWorker(site, prefersMarkdown) {
  const twins = new Set(site.twins);
  return {
    /**
     * @param {Request} request
     * @param {{ASSETS: {fetch: (request: Request) => Promise<Response>}}} env
     */
    async fetch(request, env) {
      const url = new URL(request.url);
      if (!ALLOWED_METHODS.includes(request.method)) {
        const headers = new Headers(site.securityHeaders);
        headers.set('allow', ALLOWED_METHODS.join(', '));
        headers.set('cache-control', REVALIDATE);
        return new Response(null, {status: 405, headers});
      }
      const page = isPagePath(url.pathname, site.base);
      if (page) {
        const twin = twinPath(url.pathname, site.base);
        if (twins.has(twin) && prefersMarkdown(request.headers.get('accept') ?? undefined)) {
          return withVaryAccept(await env.ASSETS.fetch(new Request(new URL(twin, url), request)));
        }
      }
      let response = await env.ASSETS.fetch(request);
      const location = response.headers.get('location');
      if (
        page &&
        response.status === 308 &&
        location !== null &&
        new URL(location, url).pathname === `${url.pathname}/`
      ) {
        const slashed = new URL(url);
        slashed.pathname = `${url.pathname}/`;
        response = await env.ASSETS.fetch(new Request(slashed, request));
      }
      return page ? withVaryAccept(response) : response;
    },
  };
}
