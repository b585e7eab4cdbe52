export interface RedirectPageFacts {
  /** `<html lang>`, as on every other page (`en-US`). */
  lang: string;
  siteTitle: string;
  titleDelimiter: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

/**
 * Adds `lang` and a `<title>` naming the new address to an upstream redirect page. The inline
 * script is left byte for byte as it was, so a hash of it (Content Security Policy) stays valid.
 */
export function completeRedirectPage(html: string, facts: RedirectPageFacts): string {
  const target = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!target || !html.includes('<html>') || !html.includes('<meta charset="UTF-8">')) {
    throw new Error(
      'redirect-pages: the upstream redirect template changed shape; update completeRedirectPage.ts.',
    );
  }
  const title = `Moved to ${target} ${facts.titleDelimiter} ${facts.siteTitle}`;
  return html
    .replace('<html>', `<html lang="${escapeHtml(facts.lang)}">`)
    .replace(
      '<meta charset="UTF-8">',
      `<meta charset="UTF-8">\n    <title>${escapeHtml(title)}</title>`,
    );
}
