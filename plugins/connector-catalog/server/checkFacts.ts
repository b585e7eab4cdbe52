/**
 * The build check on third-party facts: a provider page that states an endpoint, an API path with a
 * version, a version phrase ("Jobs API 2.2") or a console path ("**Settings → API keys**") needs a
 * fact in catalog.yml that covers it, with the documentation page it was checked against and the
 * date. A page with facts shows `<CheckedAgainst provider="<slug>" />`, so readers see the date.
 */
import type {CatalogFile, Fact} from './schema';

/** Hosts that are Abstra's own, or reserved for examples: what they state is not third-party. */
const OWN_HOSTS = /(^|\.)(abstra\.io|abstra\.app|abstra\.cloud|example\.com|localhost)$/;

export type StatementKind = 'url' | 'path' | 'version' | 'console path';

export interface Statement {
  kind: StatementKind;
  text: string;
  line: number;
}

/** The page without its front matter and MDX import lines, lines kept in place for line numbers. */
function body(source: string): string[] {
  const lines = source.split('\n');
  let start = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) start = end + 1;
  }
  return lines.map((line, i) => (i < start || /^import\s/.test(line) ? '' : line));
}

const URL_RE = /https?:\/\/[^\s)"'`<>\]]+/g;
/** A path with a version segment (`/api/2.1/jobs/list`, `/crm/v3/objects`, `/rest/api/3/search`). */
const PATH_RE = /(?<![\w.:/}])\/[A-Za-z][\w.-]*(?:\/[\w.{}<>-]+)+/g;
const VERSION_SEGMENT = /^v?\d+(?:\.\d+)*$/;
const VERSION_RE = /\b(?:[A-Z][\w-]* )?API (?:v|version )?\d+(?:\.\d+)*\b/g;
const CONSOLE_RE = /\*\*([^*\n]*→[^*\n]*)\*\*|\[([^\]\n]*→[^\]\n]*)\]/g;

function isOwnOrHome(url: string): boolean {
  try {
    const parsed = new URL(url.replace(/[{<][^}>]*[}>]/g, 'x'));
    if (OWN_HOSTS.test(parsed.hostname)) return true;
    // A link to a provider's home page states nothing but the provider itself.
    return parsed.pathname.replace(/\/+$/, '') === '' && parsed.search === '';
  } catch {
    return false;
  }
}

/** Every third-party statement of a provider page the build check looks for. */
export function findStatements(source: string): Statement[] {
  const found: Statement[] = [];
  body(source).forEach((text, index) => {
    const line = index + 1;
    const withoutUrls = text.replace(URL_RE, (url) => {
      const clean = url.replace(/[.,;:]+$/, '');
      if (!isOwnOrHome(clean)) found.push({kind: 'url', text: clean, line});
      return ' ';
    });
    for (const match of withoutUrls.matchAll(PATH_RE)) {
      const segments = match[0].split('/').filter(Boolean);
      if (segments.some((s) => VERSION_SEGMENT.test(s))) {
        found.push({kind: 'path', text: match[0].replace(/[.,;:]+$/, ''), line});
      }
    }
    for (const match of text.matchAll(VERSION_RE))
      found.push({kind: 'version', text: match[0], line});
    for (const match of text.matchAll(CONSOLE_RE)) {
      found.push({kind: 'console path', text: (match[1] ?? match[2]!).trim(), line});
    }
  });
  return found;
}

/** A fact covers a statement when one contains the other (a URL prefix, a path, a phrase). */
export function covers(fact: Fact, statement: Statement): boolean {
  return fact.covers.some((c) => statement.text.includes(c) || c.includes(statement.text));
}

/** The component line a page with facts must carry. */
export const checkedTag = (slug: string) => `<CheckedAgainst provider="${slug}" />`;

/**
 * Problems of one provider page: uncovered statements, a missing or wrong `<CheckedAgainst />`.
 * @param pageFile shown in the messages
 */
export function checkPageFacts(
  provider: CatalogFile['providers'][number],
  source: string,
  pageFile: string,
): string[] {
  const problems: string[] = [];
  const statements = findStatements(source);
  for (const statement of statements) {
    if (!provider.facts.some((fact) => covers(fact, statement))) {
      problems.push(
        `${pageFile}:${statement.line} states the ${statement.kind} "${statement.text}", which no fact ` +
          `of "${provider.slug}" covers: add one under facts (claim, url, checked, covers) after ` +
          `checking it against the provider's documentation, or drop it from the page`,
      );
    }
  }
  const tags = [...source.matchAll(/<CheckedAgainst\s+provider="([^"]*)"\s*\/>/g)].map((m) => m[1]);
  if (provider.facts.length > 0 && !tags.includes(provider.slug)) {
    problems.push(
      `${pageFile} has facts in the catalog but does not show ${checkedTag(provider.slug)}`,
    );
  }
  for (const tag of tags) {
    if (tag !== provider.slug) {
      problems.push(
        `${pageFile} shows <CheckedAgainst provider="${tag}" />; it must be "${provider.slug}"`,
      );
    }
  }
  if (provider.facts.length === 0 && tags.length > 0) {
    problems.push(`${pageFile} shows <CheckedAgainst /> but "${provider.slug}" has no facts`);
  }
  return problems;
}

/**
 * The provider an example page belongs to: the folder right under the examples folder
 * (`databricks/workspace.mdx`), or the file name for a page at its top (`google-sheets.mdx`).
 */
export function exampleProvider(relativeFile: string): string {
  const [first] = relativeFile.split(/[\\/]/);
  return first!.replace(/\.mdx?$/, '');
}

/**
 * Problems of the example pages (`docs/tools/connectors/examples/`): every endpoint, versioned path,
 * version or console path an example states must be covered by a fact of the provider it belongs
 * to, as on the provider pages. Examples show no `<CheckedAgainst />`: their provider page does.
 * @param examples each example page's path relative to the examples folder, and its source
 * @param shownDir prefixed to the relative paths in the messages
 */
export function checkExampleFacts(
  catalog: CatalogFile,
  examples: Array<{file: string; source: string}>,
  shownDir: string,
): string[] {
  const problems: string[] = [];
  for (const {file, source} of examples) {
    const shown = `${shownDir}/${file}`;
    const statements = findStatements(source);
    if (statements.length === 0) continue;
    const slug = exampleProvider(file);
    const provider = catalog.providers.find((p) => p.slug === slug);
    if (!provider) {
      problems.push(
        `${shown} states third-party facts ("${statements[0]!.text}") but "${slug}" is no provider ` +
          `of the catalog: put the example in a folder named after its provider's slug`,
      );
      continue;
    }
    for (const statement of statements) {
      if (!provider.facts.some((fact) => covers(fact, statement))) {
        problems.push(
          `${shown}:${statement.line} states the ${statement.kind} "${statement.text}", which no ` +
            `fact of "${provider.slug}" covers: add one under facts (claim, url, checked, covers) ` +
            `after checking it against the provider's documentation, or drop it from the page`,
        );
      }
    }
  }
  return problems;
}
