import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/**
 * The top level of the tutorial sidebar, arranged for a newcomer. The folders of `docs/` still
 * make the sections (each `_category_.yml` sets a label and a position); two rules apply on top:
 *
 * - a top-level page that a top-level section uses as its own page is listed once, as that
 *   section's link: the overview (`docs/index.mdx`, served at `/docs/`) heads the "Get started"
 *   section (`docs/getting-started/_category_.yml` links it) instead of sitting above it;
 * - the release notes page goes to the end, where readers look for it. Its front matter is
 *   generated (`npm run api:history`), so its place is set here rather than by `sidebar_position`.
 *
 * Breadcrumbs, previous/next links and the sections of `llms.txt` all read the sidebar, so they
 * follow the same order.
 */

/** The doc id of the release notes page, `docs/api-changes.mdx`. */
export const releaseNotesDocId = 'api-changes';

/** The shape of a generated sidebar item this module reads. */
export interface ArrangeableItem {
  type: string;
  id?: string;
  link?: {type: string; id?: string};
}

export interface ArrangeOptions {
  /** Doc id moved to the end of the top level; nothing moves when no top-level item has it. */
  lastDocId: string;
}

export function arrangeTopLevel<T extends ArrangeableItem>(
  items: readonly T[],
  options: ArrangeOptions,
): T[] {
  const sectionPages = new Set(
    items.flatMap((item) =>
      item.type === 'category' && item.link?.type === 'doc' && item.link.id ? [item.link.id] : [],
    ),
  );
  const kept = items.filter(
    (item) => !(item.type === 'doc' && item.id !== undefined && sectionPages.has(item.id)),
  );
  const isLast = (item: T) => item.type === 'doc' && item.id === options.lastDocId;
  return [...kept.filter((item) => !isLast(item)), ...kept.filter(isLast)];
}

type SidebarItemsGenerator = NonNullable<DocsOptions['sidebarItemsGenerator']>;

/** The docs plugin's `sidebarItemsGenerator`: the default one, then the rules above at the root. */
export const sidebarItemsGenerator: SidebarItemsGenerator = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => {
  const items = await defaultSidebarItemsGenerator(args);
  return args.item.dirName === '.' ? arrangeTopLevel(items, {lastDocId: releaseNotesDocId}) : items;
};
