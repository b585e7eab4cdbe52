/**
 * The filtering rules of the catalog index, in one place: the React component uses them when JS
 * runs, and `noJsFilterCss` turns the same rules into CSS for readers without JS.
 */
import {AUTH_KINDS, type CatalogData, type CatalogItem, type KnownAuthKind} from './types';

export const ALL = 'all';

export interface Filter {
  /** A category id, or `all`. */
  category: string;
  /** A known auth kind, or `all`. */
  auth: KnownAuthKind | typeof ALL;
}

export function matches(item: CatalogItem, filter: Filter): boolean {
  return (
    (filter.category === ALL || item.category === filter.category) &&
    (filter.auth === ALL || item.auth.includes(filter.auth))
  );
}

/** Providers per category id, in catalog order. */
export function countByCategory(data: CatalogData): Map<string, number> {
  const counts = new Map(data.categories.map((c) => [c.id, 0]));
  for (const item of data.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return counts;
}

/**
 * Providers per known auth kind, only the kinds at least one provider has, in AUTH_KINDS order.
 * `console` (set up in the console, kind not published) is left out: as a filter it tells a reader
 * nothing.
 */
export function countByAuth(data: CatalogData): Map<KnownAuthKind, number> {
  const counts = new Map<KnownAuthKind, number>();
  for (const kind of AUTH_KINDS) {
    if (kind === 'console') continue;
    const n = data.items.filter((item) => item.auth.includes(kind)).length;
    if (n > 0) counts.set(kind, n);
  }
  return counts;
}

/** Class names shared by the component and the generated CSS. */
export const CLASS = {
  root: 'connector-catalog',
  categoryInput: 'connector-catalog__category-input',
  authInput: 'connector-catalog__auth-input',
  section: 'connector-catalog__section',
  item: 'connector-catalog__item',
  empty: 'connector-catalog__empty',
} as const;

/**
 * CSS that applies the radio filters without JS, through `:has()`. It is scoped to a root marked
 * `data-enhanced="false"`; once React has hydrated, the component filters with `hidden` instead.
 * Values come from the validated catalog (slugs and AUTH_KINDS), so they need no escaping.
 */
export function noJsFilterCss(data: CatalogData): string {
  const root = `.${CLASS.root}[data-enhanced='false']`;
  const cat = (id: string) => `:has(.${CLASS.categoryInput}[value='${id}']:checked)`;
  const auth = (kind: string) => `:has(.${CLASS.authInput}[value='${kind}']:checked)`;
  const rules: string[] = [`${root} .${CLASS.empty}{display:none}`];
  for (const {id} of data.categories) {
    rules.push(`${root}${cat(id)} .${CLASS.section}:not([data-category='${id}']){display:none}`);
  }
  for (const kind of countByAuth(data).keys()) {
    rules.push(`${root}${auth(kind)} .${CLASS.item}:not([data-auth~='${kind}']){display:none}`);
    rules.push(
      `${root}${auth(kind)} .${CLASS.section}:not(:has(.${CLASS.item}[data-auth~='${kind}'])){display:none}`,
    );
    for (const {id} of data.categories) {
      const none = !data.items.some((i) => i.category === id && i.auth.includes(kind));
      if (none) rules.push(`${root}${cat(id)}${auth(kind)} .${CLASS.empty}{display:block}`);
    }
  }
  return rules.join('\n');
}
