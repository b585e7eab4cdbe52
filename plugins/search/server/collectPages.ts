/**
 * Which pages to index, from the route metadata Docusaurus gives `postBuild`:
 * the docs plugin's loaded versions (permalink, title, sidebar) and the blog
 * plugin's posts. Nothing is read from theme markup here.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import {normalizeRoute} from '../shared/routes';
import {loadedDocsVersions, sidebarDocs, type Sidebars} from '../../shared/sidebarWalk';
import {routeMatcher} from '../../shared/testPages.mjs';

export interface PageToIndex {
  url: string;
  title: string;
  lvl0: string;
  htmlFile: string;
}

interface LoadedPluginLike {
  name: string;
  content?: unknown;
}

export interface CollectOptions {
  baseUrl: string;
  outDir: string;
  routesPaths: string[];
  plugins: LoadedPluginLike[];
  topLevelLabel: string;
  blogLabel: string | false;
  ignorePatterns: string[];
}

/** docId -> label of the top-level sidebar category that holds it. */
export function sectionLabels(sidebars: Sidebars): Map<string, string> {
  return new Map(
    sidebarDocs(sidebars).flatMap(({id, section}) => (section ? [[id, section] as const] : [])),
  );
}

/** The built HTML file serving `permalink`, if any. */
export function htmlFileFor(outDir: string, baseUrl: string, permalink: string): string | null {
  const rel = permalink.startsWith(baseUrl)
    ? permalink.slice(baseUrl.length)
    : permalink.replace(/^\//, '');
  const clean = rel.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}/index.html`, `${clean}.html`];
  for (const c of candidates) {
    const file = path.join(outDir, c);
    if (existsSync(file)) return file;
  }
  return null;
}

export function collectPages(options: CollectOptions): PageToIndex[] {
  const routes = new Set(options.routesPaths.map(normalizeRoute));
  const ignored = routeMatcher(options.ignorePatterns);
  const pages: PageToIndex[] = [];
  const add = (url: string, title: string, lvl0: string) => {
    if (!routes.has(normalizeRoute(url)) || ignored(url)) return;
    const htmlFile = htmlFileFor(options.outDir, options.baseUrl, url);
    if (htmlFile) pages.push({url, title, lvl0, htmlFile});
  };

  for (const version of loadedDocsVersions(options.plugins)) {
    const labels = sectionLabels(version.sidebars);
    for (const doc of version.docs) {
      if (doc.unlisted || doc.frontMatter?.draft) continue;
      add(doc.permalink, doc.title, labels.get(doc.id) ?? options.topLevelLabel);
    }
  }
  for (const plugin of options.plugins) {
    if (plugin.name === 'docusaurus-plugin-content-blog' && options.blogLabel !== false) {
      const content = plugin.content as {
        blogPosts: Array<{metadata: {permalink: string; title: string; unlisted?: boolean}}>;
      };
      for (const post of content.blogPosts ?? []) {
        if (post.metadata.unlisted) continue;
        add(post.metadata.permalink, post.metadata.title, options.blogLabel);
      }
    }
  }
  return pages;
}
