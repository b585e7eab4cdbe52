/**
 * The hook another plugin uses to render one of its components in the Markdown twins: its plugin
 * object carries `markdownComponents()`, which markdown-export calls in `postBuild` (after every
 * plugin loaded its content). Each function gets where the tag sits (`file.mdx:12`) and the tag's
 * literal string attributes, and returns Markdown that replaces the self-closing tag.
 */
export type MarkdownComponents = Record<
  string,
  (where: string, attributes: Record<string, string>) => string
>;

export interface MarkdownComponentsProvider {
  markdownComponents?: () => MarkdownComponents;
}

/** Every component the loaded plugins render; the same tag twice is a build error. */
export function collectMarkdownComponents(plugins: readonly object[]): MarkdownComponents {
  const all: MarkdownComponents = {};
  for (const plugin of plugins) {
    const own = (plugin as MarkdownComponentsProvider).markdownComponents?.() ?? {};
    for (const [tag, render] of Object.entries(own)) {
      if (all[tag]) throw new Error(`markdown-export: two plugins render <${tag}> in Markdown`);
      all[tag] = render;
    }
  }
  return all;
}
