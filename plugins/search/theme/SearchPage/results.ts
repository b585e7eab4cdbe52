/** Pure helpers of the search page (grouping and highlight rendering), unit-tested. */

type HighlightMap = Record<string, {value: string} | undefined>;

export interface PageHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content: string | null;
  _highlightResult?: {hierarchy?: HighlightMap; content?: {value: string}};
  _snippetResult?: {hierarchy?: HighlightMap; content?: {value: string}};
}

export interface PageGroup {
  url: string;
  title: string;
  breadcrumbs: string[];
  hits: Array<{objectID: string; url: string; heading: string | null; snippet: string | null}>;
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function level(hit: PageHit, lvl: string): string | null {
  if (!hit.hierarchy[lvl]) return null;
  return hit._highlightResult?.hierarchy?.[lvl]?.value ?? null;
}

/** Groups hits by page, in the order each page first appears. */
export function groupHitsByPage(hits: PageHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const pageUrl = hit.url.split('#')[0]!;
    let group = groups.get(pageUrl);
    if (!group) {
      group = {
        url: pageUrl,
        title: level(hit, 'lvl1') ?? hit.hierarchy.lvl1 ?? pageUrl,
        breadcrumbs: [level(hit, 'lvl0') ?? hit.hierarchy.lvl0 ?? ''].filter(Boolean),
        hits: [],
      };
      groups.set(pageUrl, group);
    }
    const deepest = [...LEVELS].reverse().find((l) => hit.hierarchy[l]);
    const heading = deepest ? level(hit, deepest) : null;
    const snippet = hit.content ? (hit._snippetResult?.content?.value ?? null) : null;
    if (heading || snippet)
      group.hits.push({objectID: hit.objectID, url: hit.url, heading, snippet});
  }
  return [...groups.values()];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Splits a highlighted value on the pre/post tags into text parts, to be
 * rendered as React text (never as HTML). `escaped` decodes the entities the
 * embedded engine writes.
 */
export function renderHighlight(
  value: string,
  pre: string,
  post: string,
  escaped: boolean,
): Array<{text: string; highlighted: boolean}> {
  const decode = (s: string) =>
    escaped ? s.replace(/&(?:amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m]!) : s;
  const parts: Array<{text: string; highlighted: boolean}> = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(pre);
    if (start === -1) {
      parts.push({text: decode(rest), highlighted: false});
      break;
    }
    if (start > 0) parts.push({text: decode(rest.slice(0, start)), highlighted: false});
    const end = rest.indexOf(post, start + pre.length);
    const stop = end === -1 ? rest.length : end;
    parts.push({text: decode(rest.slice(start + pre.length, stop)), highlighted: true});
    rest = end === -1 ? '' : rest.slice(end + post.length);
  }
  return parts.filter((p) => p.text.length > 0);
}
