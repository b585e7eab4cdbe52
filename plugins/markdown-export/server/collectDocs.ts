/**
 * Which docs get a Markdown twin, in sidebar order, from the docs plugin's loaded content (the
 * `plugins` argument of `postBuild`): the same metadata that builds the HTML pages, never markup.
 */
import path from 'node:path';

import {loadedDocsVersions, sidebarDocs, type Sidebars} from '../../shared/sidebarWalk';
import {routeMatcher} from '../../shared/testPages.mjs';
import {isExported} from '../shared/exported';

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
  sidebars: Sidebars,
  topLevelSection: string,
): Array<{id: string; section: string}> {
  // A page of its own at the top level (the release notes) is a section named by its label.
  return sidebarDocs(sidebars).map(({id, section, label}) => ({
    id,
    section: section ?? label ?? topLevelSection,
  }));
}

export function collectDocs(options: CollectOptions): ExportedDoc[] {
  const docs: ExportedDoc[] = [];
  const isIgnoredRoute = routeMatcher(options.ignorePatterns);
  for (const version of loadedDocsVersions(options.plugins)) {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    const ordered = sidebarOrder(version.sidebars ?? {}, options.topLevelSection);
    const placed = new Set(ordered.map((o) => o.id));
    const rest = version.docs
      .filter((doc) => !placed.has(doc.id))
      .map((doc) => ({id: doc.id, section: options.unlistedSection}));
    for (const {id, section} of [...ordered, ...rest]) {
      const doc = byId.get(id);
      if (!doc || !isExported(doc, isIgnoredRoute)) continue;
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
  return docs;
}
