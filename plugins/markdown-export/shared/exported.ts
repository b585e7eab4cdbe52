/** Which docs get a Markdown twin; used by the build and by the theme (so links never dangle). */
export interface ExportableDoc {
  permalink: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

/**
 * Global data of the plugin: only what the theme needs to apply the same rule. The ignored
 * routes come as regular-expression sources made from `ignorePatterns` at build time
 * (plugins/shared/testPages.mjs), so the browser needs no glob matcher.
 */
export interface MarkdownExportGlobalData {
  ignoredRouteRegExps: string[];
}

/** Unlisted docs are `noindex`, drafts are not built, ignored routes are test pages: no twin. */
export function isExported(
  doc: ExportableDoc,
  isIgnoredRoute: (route: string) => boolean,
): boolean {
  if (doc.unlisted || doc.frontMatter?.draft || doc.frontMatter?.unlisted) return false;
  return !isIgnoredRoute(doc.permalink);
}
