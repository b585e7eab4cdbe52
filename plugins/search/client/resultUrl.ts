/**
 * Where a hit links to. Records carry absolute URLs (the DocSearch crawler writes them that way,
 * and so does this plugin, with the site's `url`). A hit on this site becomes a path, so the
 * router navigates to it and it works on any host serving the build (a preview, a staging
 * server); a hit on another site (a hosted index can hold several) keeps its full URL, so the
 * link leaves the site instead of becoming a broken local path.
 *
 * @param url the hit's URL, absolute or relative
 * @param siteOrigins origins that are this site: its configured `url` and the page's own origin
 * @param pageHref the page the reader is on, to resolve a relative `url`
 */
export function searchResultUrl(
  url: string,
  siteOrigins: readonly string[],
  pageHref: string,
): string {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return url;
  }
  if (!siteOrigins.includes(parsed.origin)) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
