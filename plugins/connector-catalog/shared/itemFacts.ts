/**
 * What the index says about one connector besides its name and summary, in the same words on the
 * HTML page and in its Markdown twin.
 */
import {ACCESS_LABELS, AUTH_LABELS, type CatalogData} from './types';

/** "Authentication: Token", "Access: …", "8 listed actions", "Variant of Google Drive". */
export function itemFacts(item: CatalogData['items'][number], data: CatalogData): string[] {
  const facts: string[] = [];
  const known = item.auth.filter((kind) => kind !== 'console');
  facts.push(
    known.length > 0
      ? `Authentication: ${known.map((kind) => AUTH_LABELS[kind]).join(', ')}`
      : `Authentication: ${AUTH_LABELS.console.toLowerCase()}`,
  );
  facts.push(`Access: ${ACCESS_LABELS[item.access]}`);
  if (item.actionCount > 0) {
    facts.push(`${item.actionCount} listed ${item.actionCount === 1 ? 'action' : 'actions'}`);
  }
  if (item.variantOf) {
    const base = data.items.find((i) => i.slug === item.variantOf);
    if (base) facts.push(`Variant of ${base.name}`);
  }
  return facts;
}
