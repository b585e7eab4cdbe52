/**
 * Which docs get a Markdown twin, in sidebar order, from the docs plugin's loaded content (the
 * `plugins` argument of `postBuild`): the same metadata that builds the HTML pages, never markup.
 */
import path from 'node:path';

import {isExported} from '../shared/exported';

export interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

export interface DocMeta {
  id: string;
  source: string;
  permalink: string;
  title: string;
  description: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

export interface LoadedPluginLike {
  name: string;
  content?: unknown;
}

export interface ExportedDoc {
  id: string;
  /** Absolute path of the MDX source. */
  sourceFile: string;
  permalink: string;
  title: string;
  description: string;
  /** `## Section` of llms.txt: the top-level sidebar category holding the doc, or its own label. */
  section: string;
}

export interface CollectOptions {
  siteDir: string;
  plugins: LoadedPluginLike[];
  topLevelSection: string;
  unlistedSection: string;
  ignorePatterns: string[];
}

/** `@site/docs/a.mdx` -> `<siteDir>/docs/a.mdx`. */
export function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/')
    ? path.join(siteDir, source.slice('@site/'.length))
    : path.resolve(siteDir, source);
}

/**
 * Doc ids in sidebar order, each with its section label: the top-level category holding the doc,
 * or for a doc at the top level its sidebar label (`topLevelSection` when it has none). A doc
 * listed twice keeps its first place.
 */
export function sidebarOrder(
  sidebars: Record<string, SidebarItem[]>,
  topLevelSection: string,
): Array<{id: string; section: string}> {
  const order: Array<{id: string; section: string}> = [];
  const seen = new Set<string>();
  const add = (id: string | undefined, section: string) => {
    if (!id || seen.has(id)) return;
    seen.add(id);
    order.push({id, section});
  };
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        const label = section ?? item.label ?? topLevelSection;
        if (item.link?.type === 'doc') add(item.link.id, label);
        walk(item.items ?? [], label);
      } else if (item.type === 'doc' || item.type === 'ref') {
        // A page of its own at the top level (the release notes) is a section of its own.
        add(item.id, section ?? item.label ?? topLevelSection);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  return order;
}

export function collectDocs(options: CollectOptions): ExportedDoc[] {
  const docs: ExportedDoc[] = [];
  for (const plugin of options.plugins) {
    if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
    const content = plugin.content as {
      loadedVersions?: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>;
    };
    for (const version of content.loadedVersions ?? []) {
      const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
      const ordered = sidebarOrder(version.sidebars ?? {}, options.topLevelSection);
      const placed = new Set(ordered.map((o) => o.id));
      const rest = version.docs
        .filter((doc) => !placed.has(doc.id))
        .map((doc) => ({id: doc.id, section: options.unlistedSection}));
      for (const {id, section} of [...ordered, ...rest]) {
        const doc = byId.get(id);
        if (!doc || !isExported(doc, options.ignorePatterns)) continue;
        docs.push({
          id: doc.id,
          sourceFile: sourceFile(options.siteDir, doc.source),
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          section,
        });
      }
    }
  }
  return docs;
}
