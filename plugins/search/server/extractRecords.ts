/**
 * Turns the emitted HTML of one page into DocSearch-shaped records. Relies on
 * stable markup only: `<article>`, the `.markdown` content container (Infima),
 * heading ids, `<meta>` tags and `data-search-*` attributes; never on theme
 * CSS-module class names.
 */
import {createHash} from 'node:crypto';
import * as cheerio from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';

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

/**
 * Blocks that make one record each. A table row is one record, its cells joined by
 * `CELL_SEPARATOR` ("limit | int | 10"): a cell alone ("int") says nothing in a hit.
 */
const BLOCKS = 'h2,h3,h4,h5,h6,p,li,tr,dt,dd,pre,summary,figcaption';
/** Between the cells of a table row. */
export const CELL_SEPARATOR = ' | ';
/**
 * Between parts of a list item or cell that the markup sets side by side with no text between
 * (a catalog entry's name, summary and badges): "Stripe · Online payments. · Not published",
 * not "Online payments.Not published".
 */
export const PART_SEPARATOR = ' · ';
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

const plainText = (node: AnyNode): string =>
  isText(node) ? node.data : isTag(node) ? node.children.map(plainText).join('') : '';

/**
 * Where two touching parts meet without a word boundary: the first ends a word or a sentence,
 * the second starts a word ("subscriptions." + "Not published", "limit" + "keyword only").
 * A space or punctuation at the seam means inline markup inside a sentence ("Rows of " +
 * "table" + "."), which needs no separator.
 */
const needsSeparator = (before: string, after: string) =>
  /[\p{L}\p{N}.!?)]$/u.test(before) && /^[\p{L}\p{N}]/u.test(after);

/**
 * The text of a node, with `PART_SEPARATOR` between child elements that touch (only comments
 * between them) where the seam has no word boundary (`needsSeparator`). Elements with text
 * between them, even a space, read as prose and stay as they are; code is taken whole.
 */
function partsText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (node.tagName === 'br') return '\n';
  if (node.tagName === 'code') return plainText(node);
  let out = '';
  let afterElement = false;
  for (const child of node.children) {
    if (isText(child)) {
      out += child.data;
      afterElement = false;
    } else if (isTag(child)) {
      const text = partsText(child);
      if (!text.trim()) continue;
      if (afterElement && needsSeparator(out, text)) out += PART_SEPARATOR;
      out += text;
      afterElement = true;
    }
  }
  return out;
}

/** A list item or table cell, without `drop`, its parts separated (see `partsText`). */
function readableText($: cheerio.CheerioAPI, el: Element, drop: string): string {
  const copy = $(el).clone();
  copy.find(drop).remove();
  return clean(copy.get().map(partsText).join(''));
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
    // Text inside a code block, table row or nested block is taken by its container.
    if (tagName !== 'pre' && $el.parents('pre').length) return;
    if ((tagName === 'p' || tagName === 'li') && $el.parents('tr').length) return;
    let text: string;
    if (tagName === 'pre') {
      const code = $el.clone();
      code.find('br').replaceWith('\n');
      text = clean(code.text());
    } else if (tagName === 'li') {
      text = readableText($, el, `ul,ol,p,pre,div,${IGNORE}`);
    } else if (tagName === 'tr') {
      text = $el
        .children('td,th')
        .get()
        .map((cell) => readableText($, cell, IGNORE))
        .filter(Boolean)
        .join(CELL_SEPARATOR);
    } else {
      text = ownText($, el);
    }
    if (text) push('content', text);
  });
  return records;
}
