/**
 * Turns the emitted HTML of one page into DocSearch-shaped records. Relies on
 * stable markup only: `<article>`, the `.markdown` content container (Infima),
 * heading ids, `<meta>` tags and `data-search-*` attributes; never on theme
 * CSS-module class names.
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

import type {Hierarchy, RecordType, SearchRecord} from '../shared/types';

export interface PageInput {
  /** Permalink, e.g. `/docs/troubleshooting/ensurepath`. */
  url: string;
  /** Sidebar section (lvl0). */
  lvl0: string;
  /** Page title (lvl1); falls back to the page's `<h1>`. */
  title?: string;
  html: string;
  /** Relative weight of the page (higher ranks first on ties). */
  pageRank?: number;
}

/** Elements never indexed. Authors can add `data-search-ignore` to anything. */
const IGNORE = [
  'script',
  'style',
  'noscript',
  'nav',
  'button',
  'svg',
  'footer',
  'header',
  '.hash-link',
  '[aria-hidden="true"]',
  '[data-search-ignore]',
].join(',');

const BLOCKS = 'h2,h3,h4,h5,h6,p,li,td,th,dt,dd,pre,summary,figcaption';
/** Longest `content` kept per record (Algolia records stay small). */
const MAX_CONTENT = 1000;

const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function objectId(url: string, position: number): string {
  return createHash('sha1').update(`${url}#${position}`).digest('hex').slice(0, 16);
}

function ownText($: cheerio.CheerioAPI, el: Element): string {
  const copy = $(el).clone();
  copy.find(IGNORE).remove();
  return clean(copy.text());
}

export function extractRecords(page: PageInput): SearchRecord[] {
  const $ = cheerio.load(page.html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
  const language = meta('docsearch:language') ?? $('html').attr('lang')?.split('-')[0] ?? 'en';
  const tag = meta('docsearch:docusaurus_tag') ?? meta('docusaurus_tag') ?? 'default';
  const description = meta('description') ?? null;
  const keywords = (meta('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

  const article = $('article').first();
  const scope = article.length ? article : $('main').first();
  const root = scope.find('.markdown').first().length ? scope.find('.markdown').first() : scope;
  const title = clean(page.title ?? '') || clean(scope.find('h1').first().text()) || page.url;

  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const pageRank = page.pageRank ?? 0;
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null) => {
    const position = records.length;
    const level = type === 'content' ? 0 : 100 - (Number(type.slice(3)) - 1) * 10;
    records.push({
      objectID: objectId(page.url, position),
      hierarchy: {...hierarchy},
      content:
        content && content.length > MAX_CONTENT ? `${content.slice(0, MAX_CONTENT)}…` : content,
      type,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      language,
      docusaurus_tag: tag,
      keywords,
      description,
      position,
      weight: {level, position, pageRank},
    });
  };

  push('lvl1', description);

  root.find(BLOCKS).each((_, node: AnyNode) => {
    const el = node as Element;
    const $el = $(el);
    if ($el.closest(IGNORE).length) return;
    const tagName = el.tagName.toLowerCase();
    if (/^h[2-6]$/.test(tagName)) {
      const level = Number(tagName[1]);
      const text = ownText($, el);
      if (!text) return;
      (hierarchy as Record<string, string | null>)[`lvl${level}`] = text;
      for (let l = level + 1; l <= 6; l++) {
        (hierarchy as Record<string, string | null>)[`lvl${l}`] = null;
      }
      anchor = $el.attr('id') ?? anchor;
      push(`lvl${level}` as RecordType, null);
      return;
    }
    // Text inside a code block, table cell or nested block is taken by its container.
    if (tagName !== 'pre' && $el.parents('pre').length) return;
    if ((tagName === 'p' || tagName === 'li') && $el.parents('td,th').length) return;
    let text: string;
    if (tagName === 'pre') {
      const code = $el.clone();
      code.find('br').replaceWith('\n');
      text = clean(code.text());
    } else if (tagName === 'li') {
      const copy = $el.clone();
      copy.find('ul,ol,p,pre,div').remove();
      copy.find(IGNORE).remove();
      text = clean(copy.text());
    } else {
      text = ownText($, el);
    }
    if (text) push('content', text);
  });
  return records;
}
