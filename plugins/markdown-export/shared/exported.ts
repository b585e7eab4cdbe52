import {globToRegExp} from '../../shared/globToRegExp';

/** Which docs get a Markdown twin; used by the build and by the theme (so links never dangle). */
export interface ExportableDoc {
  permalink: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

/** Global data of the plugin: only what the theme needs to apply the same rule. */
export interface MarkdownExportGlobalData {
  ignorePatterns: string[];
}

export {globToRegExp};

/** Unlisted docs are `noindex`, drafts are not built, ignored routes are test pages: no twin. */
export function isExported(doc: ExportableDoc, ignorePatterns: string[]): boolean {
  if (doc.unlisted || doc.frontMatter?.draft || doc.frontMatter?.unlisted) return false;
  return !ignorePatterns.some((glob) => globToRegExp(glob).test(doc.permalink));
}
