/**
 * The catalog as Markdown, for the page's Markdown twin (markdown-export renders
 * `<ConnectorCatalog />` with it): per category a heading, then one line per provider with the
 * link to its twin, its summary and its authentication. Same data and order as the HTML index.
 */
import {markdownUrl} from '../../markdown-export/shared/markdownUrl';
import {checkedSentence} from '../shared/checked';
import {itemFacts} from '../shared/itemFacts';
import type {CatalogData, CheckedNotes} from '../shared/types';

/** Markdown text that would start a construct or be read as markup, escaped for link text. */
function escapeInline(value: string): string {
  return value.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
}

/**
 * @param data what the plugin loaded (`toCatalogData`)
 * @param baseUrl the site's base URL (`/docs/`); item routes are relative to it
 */
export function catalogMarkdown(data: CatalogData, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const total = data.items.length;
  const lines: string[] = [
    `${total} ${total === 1 ? 'connector' : 'connectors'} in ${data.categories.length} ${
      data.categories.length === 1 ? 'category' : 'categories'
    }.`,
  ];
  for (const category of data.categories) {
    const items = data.items.filter((item) => item.category === category.id);
    lines.push('', `## ${escapeInline(category.label)} (${items.length})`, '');
    for (const item of items) {
      const url = markdownUrl(`${base}${item.route}`, baseUrl);
      lines.push(
        `- [${escapeInline(item.name)}](${url}): ${escapeInline(item.summary)} ` +
          `${itemFacts(item, data).join('. ')}.`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The twin's line for `<CheckedAgainst />`: the sentence, then the pages checked. markdown-export
 * parses it as MDX, where `<https://…>` would be a JSX tag, so the links are written `[url](url)`.
 */
export function checkedMarkdown(checked: CheckedNotes, slug: string): string {
  const note = checked[slug];
  if (!note) throw new Error(`connector-catalog: "${slug}" has no facts to show a check date for`);
  const links = note.sources.map((url) => `[${url}](${url})`).join(', ');
  return `${checkedSentence(note)} Sources: ${links}\n`;
}
