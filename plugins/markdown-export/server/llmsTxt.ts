/**
 * `llms.txt` (https://llmstxt.org): an H1, a `>` summary, free-form guidance, then one `## Section`
 * per top-level sidebar category with a link to each page's Markdown twin. `llms-full.txt` is every
 * twin, in the same order.
 */
export interface LlmsPage {
  title: string;
  description: string;
  section: string;
  /** Absolute URL of the Markdown twin. */
  url: string;
  markdown: string;
}

export interface LlmsTxtOptions {
  title: string;
  summary: string;
  instructions: string;
  /** abstra version pinned by the API contract; replaces `{version}` in the instructions. */
  version: string;
}

/** Sections in first-appearance order, pages in their order within each. */
export function groupBySection(pages: LlmsPage[]): Array<{section: string; pages: LlmsPage[]}> {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    const list = groups.get(page.section) ?? [];
    list.push(page);
    groups.set(page.section, list);
  }
  return [...groups].map(([section, list]) => ({section, pages: list}));
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function llmsTxt(pages: LlmsPage[], options: LlmsTxtOptions): string {
  const lines = [`# ${options.title}`, '', `> ${oneLine(options.summary)}`, ''];
  const instructions = options.instructions.replaceAll('{version}', options.version).trim();
  if (instructions) lines.push(instructions, '');
  for (const {section, pages: list} of groupBySection(pages)) {
    lines.push(`## ${section}`, '');
    for (const page of list) {
      const title = oneLine(page.title).replace(/[[\]]/g, '\\$&');
      const description = oneLine(page.description);
      lines.push(`- [${title}](${page.url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function llmsFullTxt(
  pages: LlmsPage[],
  options: Pick<LlmsTxtOptions, 'title' | 'summary'>,
): string {
  const parts = [`# ${options.title}\n\n> ${oneLine(options.summary)}\n`];
  for (const page of pages) {
    parts.push(`<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}\n`);
  }
  return parts.join('\n---\n\n');
}
