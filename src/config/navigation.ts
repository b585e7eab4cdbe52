import {existsSync} from 'node:fs';
import path from 'node:path';

/** A top-level docs section linked from the navbar. */
export type DocsSection = {
  label: string;
  /** Route relative to the docs root, for example `/workflow`. */
  to: string;
};

/** The sections of the route list, in the order readers meet them. */
export const docsSections: readonly DocsSection[] = [
  {label: 'Workflow', to: '/workflow'},
  {label: 'Tables', to: '/tools/tables'},
  {label: 'Tools', to: '/tools/ai'},
  {label: 'Connectors', to: '/tools/connectors'},
  {label: 'Advanced', to: '/advanced/debugger'},
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
 * The sections whose landing page is written. A link to a page that does not
 * exist would fail the build, so unwritten sections are left out, not stubbed.
 */
export function writtenSections(
  docsDir: string,
  sections: readonly DocsSection[] = docsSections,
): DocsSection[] {
  return sections.filter((section) => hasDocForRoute(docsDir, section.to));
}
