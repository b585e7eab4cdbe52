import type {RecordType, SearchRecord} from '../../../plugins/search/shared/types';

let n = 0;
/** A DocSearch record for tests. */
export function rec(
  page: string,
  lvl1: string,
  opts: {
    type?: RecordType;
    lvl2?: string;
    content?: string;
    lvl0?: string;
    anchor?: string;
    keywords?: string[];
  } = {},
): SearchRecord {
  const type = opts.type ?? (opts.content ? 'content' : opts.lvl2 ? 'lvl2' : 'lvl1');
  const url = `https://example.com/docs/${page}`;
  const position = n++;
  return {
    objectID: `o${position}`,
    hierarchy: {
      lvl0: opts.lvl0 ?? 'Docs',
      lvl1,
      lvl2: opts.lvl2 ?? null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: opts.content ?? null,
    type,
    url: opts.anchor ? `${url}#${opts.anchor}` : url,
    url_without_anchor: url,
    anchor: opts.anchor ?? null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    keywords: opts.keywords ?? [],
    description: null,
    position,
    weight: {level: type === 'content' ? 0 : 100, position, pageRank: 0},
  };
}
