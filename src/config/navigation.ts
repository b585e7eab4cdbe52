import {existsSync} from 'node:fs';
import path from 'node:path';

/** A docs page linked from the navbar or the footer. */
export type DocsLink = {
  label: string;
  /** Route relative to the docs root, for example `/workflow`. */
  to: string;
};

/** A navbar entry: one page, or a dropdown of pages. */
export type DocsSection = DocsLink & {items?: readonly DocsLink[]};

/** The sections of the route list, in the order readers meet them. */
export const docsSections: readonly DocsSection[] = [
  {label: 'Workflow', to: '/workflow'},
  {label: 'Forms', to: '/workflow/forms'},
  {label: 'Tables', to: '/tools/tables'},
  {
    label: 'Tools',
    to: '/tools/ai',
    items: [
      {label: 'AI', to: '/tools/ai'},
      {label: 'Files', to: '/tools/files'},
      {label: 'Messages', to: '/tools/messages'},
      {label: 'Logs', to: '/tools/logs'},
      {label: 'Connectors', to: '/tools/connectors'},
      {label: 'Selenium', to: '/tools/selenium'},
      {label: 'Access control', to: '/tools/access-control'},
      {label: 'Environment variables', to: '/tools/envvars'},
      {label: 'UI preferences', to: '/tools/ui-preferences'},
    ],
  },
  {label: 'Advanced', to: '/advanced/setting-up-ci'},
  {label: 'Troubleshooting', to: '/troubleshooting/ensurepath'},
];

const sourceExtensions = ['.md', '.mdx'];

/** True when `docs/` has a source file that serves `route`. */
export function hasDocForRoute(docsDir: string, route: string): boolean {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates =
    relative === ''
      ? sourceExtensions.map((ext) => `index${ext}`)
      : sourceExtensions.flatMap((ext) => [`${relative}${ext}`, `${relative}/index${ext}`]);
  return candidates.some((candidate) => existsSync(path.join(docsDir, candidate)));
}

/**
 * The sections and dropdown entries whose page is written. A link to a page
 * that does not exist would fail the build, so unwritten pages are left out,
 * not stubbed; a dropdown left with no entry is dropped.
 */
export function writtenSections(
  docsDir: string,
  sections: readonly DocsSection[] = docsSections,
): DocsSection[] {
  return sections.flatMap((section): DocsSection[] => {
    if (!section.items) {
      return hasDocForRoute(docsDir, section.to) ? [section] : [];
    }
    const items = section.items.filter((item) => hasDocForRoute(docsDir, item.to));
    return items.length > 0 ? [{...section, to: items[0].to, items}] : [];
  });
}
