import {globToRegExp} from '../../shared/globToRegExp';
/**
 * Which pages to index, from the route metadata Docusaurus gives `postBuild`:
 * the docs plugin's loaded versions (permalink, title, sidebar) and the blog
 * plugin's posts. Nothing is read from theme markup here.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

export interface PageToIndex {
  url: string;
  title: string;
  lvl0: string;
  htmlFile: string;
}

interface SidebarItem {
  type: string;
  label?: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

interface DocMeta {
  id: string;
  permalink: string;
  title: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
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
export function sectionLabels(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        const label = section ?? item.label ?? null;
        if (item.link?.type === 'doc' && item.link.id && label) labels.set(item.link.id, label);
        walk(item.items ?? [], label);
      } else if ((item.type === 'doc' || item.type === 'ref') && item.id && section) {
        if (!labels.has(item.id)) labels.set(item.id, section);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  return labels;
}

export {globToRegExp};

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
  const routes = new Set(options.routesPaths.map((r) => r.replace(/\/+$/, '') || '/'));
  const ignore = options.ignorePatterns.map(globToRegExp);
  const pages: PageToIndex[] = [];
  const add = (url: string, title: string, lvl0: string) => {
    const key = url.replace(/\/+$/, '') || '/';
    if (!routes.has(key) || ignore.some((re) => re.test(url))) return;
    const htmlFile = htmlFileFor(options.outDir, options.baseUrl, url);
    if (htmlFile) pages.push({url, title, lvl0, htmlFile});
  };

  for (const plugin of options.plugins) {
    if (plugin.name === 'docusaurus-plugin-content-docs') {
      const content = plugin.content as {
        loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>;
      };
      for (const version of content.loadedVersions ?? []) {
        const labels = sectionLabels(version.sidebars ?? {});
        for (const doc of version.docs) {
          if (doc.unlisted || doc.frontMatter?.draft) continue;
          add(doc.permalink, doc.title, labels.get(doc.id) ?? options.topLevelLabel);
        }
      }
    }
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
