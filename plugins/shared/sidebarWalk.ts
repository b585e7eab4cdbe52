/**
 * The docs plugin's sidebars, walked once for the plugins that need pages in sidebar order or
 * their top-level section (search's `lvl0`, the Markdown export's llms.txt sections). The types
 * are the docs plugin's own.
 */
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';

export type Sidebars = LoadedVersion['sidebars'];
export type SidebarItem = Sidebars[string][number];

export interface SidebarDoc {
  id: string;
  /** Label of the top-level category holding the doc; null for a doc outside any category. */
  section: string | null;
  /** The doc's own sidebar label, when the sidebar item sets one. */
  label?: string;
}

/**
 * Every doc the sidebars list, in sidebar order, each once (at its first place). A category's
 * own doc (its link) comes before its items.
 */
export function sidebarDocs(sidebars: Sidebars): SidebarDoc[] {
  const docs: SidebarDoc[] = [];
  const seen = new Set<string>();
  const add = (id: string, section: string | null, label?: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    docs.push(label === undefined ? {id, section} : {id, section, label});
  };
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        const label = section ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, label);
        walk(item.items, label);
      } else if (item.type === 'doc' || item.type === 'ref') {
        add(item.id, section, item.label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  return docs;
}

/** The docs plugin's loaded versions, from the `plugins` a `postBuild` hook receives. */
export function loadedDocsVersions(
  plugins: ReadonlyArray<{name: string; content?: unknown}>,
): LoadedVersion[] {
  return plugins
    .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
    .flatMap((plugin) => (plugin.content as LoadedContent | undefined)?.loadedVersions ?? []);
}
