/**
 * The head of every built page: each URL it names (social image, canonical, alternates, icons,
 * feeds, stylesheets, preloads) leads to a file of the build, every indexed page has a short
 * description, and the pages that are not content (404, redirect stubs) are still complete.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';

import {defaultSiteUrl} from '../../src/config/site';
import {
  assertBuilt,
  baseUrl,
  buildDir,
  builtFileForRoute,
  resolveBuiltPath,
  sitemapPathnames,
  walk,
} from './buildOutput';

beforeAll(assertBuilt);

const siteOrigin = new URL(process.env.SITE_URL ?? defaultSiteUrl).origin;
/** Search snippets cut descriptions near this length. */
const MAX_DESCRIPTION = 160;

interface BuiltPage {
  /** URL path, e.g. `/docs/tools/tables/`. */
  pathname: string;
  file: string;
  $: CheerioAPI;
}

function pathnameOf(file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return baseUrl;
  if (relative.endsWith('/index.html')) return `${baseUrl}${relative.slice(0, -'index.html'.length)}`;
  return `${baseUrl}${relative.replace(/\.html$/, '')}`;
}

const isRedirectStub = (html: string) => /<meta http-equiv="refresh"/.test(html);

let pages: BuiltPage[] = [];
let stubs: BuiltPage[] = [];

beforeAll(() => {
  pages = [];
  stubs = [];
  for (const file of walk(buildDir, (f) => f.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    // The head (with the <html> tag) is all these checks read; the body would triple the time.
    const head = html.slice(0, html.indexOf('</head>') + '</head>'.length);
    const page = {pathname: pathnameOf(file), file, $: load(head)};
    (isRedirectStub(html) ? stubs : pages).push(page);
  }
});

/** Where a URL of a page's head leads: null when it is a file of the build, else the problem. */
function problemWith(raw: string, page: BuiltPage, mustBeAbsolute: boolean): string | null {
  if (mustBeAbsolute && !/^https?:\/\//.test(raw)) return `${raw} is not an absolute URL`;
  const url = new URL(raw, `${siteOrigin}${page.pathname}`);
  if (url.origin !== siteOrigin) return `${raw} points outside ${siteOrigin}`;
  if (!url.pathname.startsWith(baseUrl)) return `${raw} leaves the base path ${baseUrl}`;
  return resolveBuiltPath(url.pathname) ? null : `${raw} has no file in build/`;
}

/** `[selector, attribute, must the URL be absolute]` for every URL a head may name. */
const headTargets: Array<[string, string, boolean]> = [
  ['meta[property="og:image"]', 'content', true],
  ['meta[name="twitter:image"]', 'content', true],
  ['meta[property="og:url"]', 'content', true],
  ['link[rel="canonical"]', 'href', true],
  ['link[rel="alternate"]', 'href', false],
  ['link[rel~="icon"]', 'href', false],
  ['link[rel="apple-touch-icon"]', 'href', false],
  ['link[rel="manifest"]', 'href', false],
  ['link[rel="search"]', 'href', false],
  ['link[rel="stylesheet"]', 'href', false],
  ['link[rel="preload"]', 'href', false],
  ['link[rel="modulepreload"]', 'href', false],
];

describe('head links and meta of every built page', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(stubs.length).toBeGreaterThan(0);
  });

  it('lead to files of the build (og:image, twitter:image, canonical, alternates, icons)', () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const [selector, attribute, absolute] of headTargets) {
        page.$(`head ${selector}`).each((_, element) => {
          const raw = page.$(element).attr(attribute);
          if (raw === undefined || raw.trim() === '') {
            problems.push(`${page.pathname}: ${selector} has no ${attribute}`);
            return;
          }
          const problem = problemWith(raw, page, absolute);
          if (problem) problems.push(`${page.pathname}: ${selector}: ${problem}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a social image and a canonical URL on every page', () => {
    const missing = pages.flatMap((page) =>
      ['meta[property="og:image"]', 'meta[name="twitter:image"]', 'link[rel="canonical"]']
        .filter((selector) => page.$(`head ${selector}`).length !== 1)
        .map((selector) => `${page.pathname}: ${selector}`),
    );
    expect(missing).toEqual([]);
  });

  it('links each doc page to its Markdown twin', () => {
    const page = pages.find((p) => p.pathname === `${baseUrl}tools/tables/`)!;
    expect(page.$('head link[rel="alternate"][type="text/markdown"]').attr('href')).toBe(
      `${baseUrl}tools/tables.md`,
    );
  });

  it('the social image is a 1200×630 PNG', () => {
    const png = readFileSync(path.join(buildDir, 'img', 'social-card.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('meta descriptions', () => {
  const description = (page: BuiltPage) =>
    page.$('head meta[name="description"]').attr('content')?.trim() ?? null;

  it(`every page in the sitemap has one, at most ${MAX_DESCRIPTION} characters`, () => {
    // The sitemap writes `/docs/blog`, the file is blog/index.html: compare without the slash.
    const bare = (pathname: string) => pathname.replace(/(.)\/$/, '$1');
    const indexed = new Set([...sitemapPathnames()].map(bare));
    const inSitemap = (page: BuiltPage) => indexed.has(bare(page.pathname));
    const problems = pages
      .filter(inSitemap)
      .flatMap((page) => {
        const text = description(page);
        if (!text) return [`${page.pathname}: no description`];
        return text.length > MAX_DESCRIPTION
          ? [`${page.pathname}: ${text.length} characters`]
          : [];
      });
    expect(problems).toEqual([]);
    expect(pages.filter(inSitemap).length).toBe(indexed.size);
  });

  it(`no page anywhere has one over ${MAX_DESCRIPTION} characters or an empty one`, () => {
    const problems = pages.flatMap((page) => {
      const text = description(page);
      if (text === null) return [];
      if (text === '') return [`${page.pathname}: empty description`];
      return text.length > MAX_DESCRIPTION ? [`${page.pathname}: ${text.length} characters`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('pages that are not content', () => {
  it('the 404 page has a not-found title and a description', () => {
    const page = pages.find((p) => p.pathname === `${baseUrl}404`)!;
    expect(page.$('title').text()).toBe('Page Not Found | Abstra Docs');
    expect(page.$('head meta[name="description"]').attr('content')).toBeTruthy();
  });

  it('every redirect stub has a language, a title and a target page that exists', () => {
    const problems = stubs.flatMap((stub) => {
      const found: string[] = [];
      if (stub.$('html').attr('lang') !== 'en-US') found.push('no lang="en-US"');
      if (!stub.$('head title').text().trim()) found.push('no title');
      const target = stub.$('link[rel="canonical"]').attr('href') ?? '';
      if (!target.startsWith(baseUrl) || !builtFileForRoute(target)) {
        found.push(`target ${target} is not a built page`);
      }
      return found.map((problem) => `${stub.pathname}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(stubs.map((stub) => stub.pathname)).toContain(`${baseUrl}concepts/forms/`);
  });

  it('the test-only pages are not in the production build', () => {
    // They are built into build-fixture/ for the end-to-end tests only (src/config/buildFlags.ts).
    expect(builtFileForRoute(`${baseUrl}tests/crash`)).toBeNull();
    expect(builtFileForRoute(`${baseUrl}tests/lazy-chunk`)).toBeNull();
    expect(pages.filter((page) => page.pathname.startsWith(`${baseUrl}tests/`))).toEqual([]);
  });
});
