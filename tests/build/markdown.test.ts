/**
 * Markdown export, checked on the production build: every doc route of the sitemap has a clean
 * Markdown twin, and llms.txt lists each doc page once, in sidebar order, with working links.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';
import {markdownFile} from '../../plugins/shared/markdownTwin.mjs';

const buildDir = path.resolve(__dirname, '..', '..', 'build');
const BASE = BASE_PATH;

function read(file: string): string {
  const full = path.join(buildDir, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run "npm run build" first.`);
  return readFileSync(full, 'utf8');
}

const sitemapPaths = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
/** Doc routes: everything in the sitemap except the blog and the plugin pages. */
const docPaths = sitemapPaths.filter((p) => !p.startsWith(`${BASE}blog`) && p !== `${BASE}search`);

/** Markdown outside code blocks and inline code (code may legitimately contain `import ` or `<Tag>`). */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

describe('Markdown twins', () => {
  it('the sitemap has doc routes', () => {
    expect(docPaths.length).toBeGreaterThan(50);
  });

  it('every doc route has a twin with front matter and an H1', () => {
    const missing = docPaths.filter((p) => !existsSync(path.join(buildDir, markdownFile(p, BASE))));
    expect(missing).toEqual([]);
    for (const p of docPaths) {
      const md = read(markdownFile(p, BASE));
      expect(md, p).toMatch(/^---\ntitle: .+\n(description: .+\n)?---\n\n# /);
    }
  });

  it('no twin contains JSX, import/export lines or MDX comments', () => {
    const offenders: string[] = [];
    for (const p of docPaths) {
      const md = read(markdownFile(p, BASE));
      const text = prose(md);
      const residue = [
        md.includes('<ApiSignature') && '<ApiSignature',
        md.includes('<ApiParams') && '<ApiParams',
        md.includes('{/*') && '{/*',
        /^import /m.test(text) && 'import',
        /^export /m.test(text) && 'export',
        /<[A-Z][A-Za-z]*[\s/>]/.test(text) && 'JSX tag',
        /^:::/m.test(text) && 'admonition fence',
      ].filter(Boolean);
      if (residue.length) offenders.push(`${p}: ${residue.join(', ')}`);
    }
    expect(offenders).toEqual([]);
  });

  it('the providers index twin lists the catalog, each provider linked to its existing twin', () => {
    const md = read(markdownFile(`${BASE}tools/connectors/providers/`, BASE));
    const links = [...md.matchAll(/^- \[[^\]]+\]\((\/docs\/tools\/connectors\/providers\/[a-z0-9-]+\.md)\): .+ Authentication: .+\.$/gm)].map((m) => m[1]!);
    const pages = docPaths.filter((p) => /^\/docs\/tools\/connectors\/providers\/[a-z0-9-]+$/.test(p));
    expect(pages.length).toBeGreaterThan(5);
    expect(links.sort()).toEqual(pages.map((p) => markdownFile(p, BASE)).map((f) => `${BASE}${f}`).sort());
    expect(md).toMatch(/^## .+ \(\d+\)$/m);
  });

  it('relative .mdx links were rewritten to .md URLs that exist', () => {
    const broken: string[] = [];
    for (const p of docPaths) {
      const md = prose(read(markdownFile(p, BASE)));
      expect(md, p).not.toMatch(/\]\([^)]*\.mdx(#[^)]*)?\)/);
      for (const [, url] of md.matchAll(/\]\((\/docs\/[^)#\s]+\.md)(#[^)]*)?\)/g)) {
        if (!existsSync(path.join(buildDir, url!.slice(BASE.length)))) broken.push(`${p} -> ${url}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('llms.txt', () => {
  const llms = read('llms.txt');
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1]!).pathname);

  it('has the llmstxt.org header and the pinned version', () => {
    const version = (JSON.parse(read(path.join('..', 'api', 'contract.json'))) as {version: string}).version;
    expect(llms).toMatch(/^# Abstra Docs\n\n> .+\n/);
    expect(llms).toContain(`abstra==${version}`);
    expect(llms).toMatch(/^## /m);
  });

  it('lists every doc page exactly once', () => {
    expect(new Set(links).size).toBe(links.length);
    const expected = docPaths.map((p) => `${BASE}${markdownFile(p, BASE)}`).sort();
    expect([...links].sort()).toEqual(expected);
  });

  it('links resolve to existing twins', () => {
    expect(links.filter((l) => !existsSync(path.join(buildDir, l.slice(BASE.length))))).toEqual([]);
  });

  it('follows sidebar order (the sidebar data the site ships to the browser)', () => {
    // The docs plugin writes the sidebars the browser renders into .docusaurus/ at build time.
    const dataDir = path.resolve(buildDir, '..', '.docusaurus', 'docusaurus-plugin-content-docs', 'default', 'p');
    const file = readdirSync(dataDir).find((f) => /^docs-.*\.json$/.test(f));
    expect(file, `no sidebar data in ${dataDir}`).toBeDefined();
    interface Item {type: string; href?: string; docId?: string; items?: Item[]}
    const data = JSON.parse(readFileSync(path.join(dataDir, file!), 'utf8')) as {
      version: {docsSidebars: Record<string, Item[]>};
    };
    const hrefs: string[] = [];
    const walk = (items: Item[]) => {
      for (const item of items) {
        if (item.type === 'category' && item.href) hrefs.push(item.href);
        if (item.type === 'link' && item.docId && item.href) hrefs.push(item.href);
        walk(item.items ?? []);
      }
    };
    Object.values(data.version.docsSidebars).forEach(walk);
    const sidebarOrder = [...new Set(hrefs.map((h) => `${BASE}${markdownFile(h, BASE)}`))];
    expect(sidebarOrder.length).toBeGreaterThan(50);
    expect(links.slice(0, sidebarOrder.length)).toEqual(sidebarOrder);
  });

  it('llms-full.txt holds every twin in the same order', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^<!-- Source: (\S+) -->$/gm)].map((m) => new URL(m[1]!).pathname);
    expect(sources).toEqual(links);
  });
});
