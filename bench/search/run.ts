/**
 * `npm run bench:search` (after `npx docusaurus build`): compares the embedded
 * engine with peers over the same built pages and prints a table. Not a test.
 *
 * - index bytes, raw and gzip (Pagefind: its files as written, already gzip)
 * - time to first results after opening the modal / loading the library, in
 *   headless Chromium against a local static server, index fetch included
 * - per-keystroke query time (every prefix of every query), median and p95
 * - relevance on bench/search/queries.json and queries/*.json: top-1 / top-3 page hit rate, only
 *   over queries whose expected pages exist in this build
 */
import {execFileSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import {existsSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {create, insertMultiple, save, search as oramaSearch} from '@orama/orama';
import {chromium} from 'playwright-core';

import {SearchEngine} from '../../plugins/search/shared/engine';
import {answerMultiQuery} from '../../plugins/search/shared/algoliaAdapter';
import type {SearchRecord} from '../../plugins/search/shared/types';
import {loadQueries} from './loadQueries';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const base = '/docs/';
const recordsFile = path.join(build, 'search/records.json');
if (!existsSync(recordsFile)) {
  console.error('build/search/records.json is missing: run `npx docusaurus build` first.');
  process.exit(1);
}
const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[];
const queries = loadQueries(__dirname);

const routeExists = (route: string) => {
  const rel = route.slice(base.length).replace(/\/+$/, '');
  return ['index.html', `${rel}/index.html`, `${rel}.html`]
    .filter((c) => (rel === '' ? c === 'index.html' : c !== 'index.html'))
    .some((c) => existsSync(path.join(build, c)));
};
const applicable = queries.filter((q) => q.expected.some(routeExists));
const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/\/+$/, '') || '/';
const norm = (route: string) => route.replace(/\/+$/, '') || '/';

type Engine = {
  name: string;
  rawBytes: number;
  gzipBytes: number;
  /** Distinct page paths, best first. */
  query: (q: string) => string[];
};

const distinctPages = (urls: string[]) => [...new Set(urls.map(pathOf))];

function embeddedEngine(): Engine {
  const json = JSON.stringify(SearchEngine.build(records).toJSON());
  const engine = SearchEngine.load(JSON.parse(json));
  return {
    name: 'embedded (MiniSearch + Algolia-style ranking)',
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
    query: (q) => {
      const {results} = answerMultiQuery(engine, {
        requests: [
          {
            indexName: 'i',
            query: q,
            hitsPerPage: 20,
            attributesToSnippet: ['content:10'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      });
      return distinctPages(results[0]!.hits.map((h) => String(h.url)));
    },
  };
}

const fields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'] as const;
const flat = records.map((r, id) => ({
  id,
  lvl0: r.hierarchy.lvl0 ?? '',
  lvl1: r.hierarchy.lvl1 ?? '',
  lvl2: r.hierarchy.lvl2 ?? '',
  lvl3: r.hierarchy.lvl3 ?? '',
  content: r.content ?? '',
  url: r.url,
}));

function miniSearchRaw(): Engine {
  const opts = {fields: [...fields], storeFields: ['url', 'lvl1', 'content']};
  const ms = new MiniSearch(opts);
  ms.addAll(flat);
  const json = JSON.stringify(ms);
  const loaded = MiniSearch.loadJSON(json, opts);
  return {
    name: 'MiniSearch raw (defaults, prefix+fuzzy 0.2)',
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
    query: (q) =>
      distinctPages(
        loaded
          .search(q, {prefix: true, fuzzy: 0.2, boost: {lvl1: 6, lvl2: 4, lvl3: 3}})
          .map((r) => String(r.url)),
      ),
  };
}

async function oramaRaw(): Promise<Engine> {
  const db = create({
    schema: {
      lvl0: 'string',
      lvl1: 'string',
      lvl2: 'string',
      lvl3: 'string',
      content: 'string',
      url: 'string',
    } as const,
  });
  await insertMultiple(
    db,
    flat.map(({id: _id, ...rest}) => rest),
  );
  const json = JSON.stringify(await save(db));
  // Orama's saved index holds only the index; documents are stored alongside.
  return {
    name: 'Orama raw (tolerance 1)',
    rawBytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
    query: (q) => {
      const res = oramaSearch(db, {
        term: q,
        properties: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'],
        tolerance: 1,
        boost: {lvl1: 6, lvl2: 4, lvl3: 3},
        limit: 40,
      }) as {hits: Array<{document: {url: string}}>};
      return distinctPages(res.hits.map((h) => h.document.url));
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function keystrokeTimes(engine: (q: string) => unknown): {median: number; p95: number} {
  const times: number[] = [];
  for (const {query} of queries) {
    for (let i = 1; i <= query.length; i++) {
      const t0 = performance.now();
      engine(query.slice(0, i));
      times.push(performance.now() - t0);
    }
  }
  times.sort((a, b) => a - b);
  return {median: percentile(times, 50), p95: percentile(times, 95)};
}

function relevance(pagesFor: (q: string) => string[]): {top1: number; top3: number} {
  let top1 = 0;
  let top3 = 0;
  for (const {query, expected} of applicable) {
    const want = new Set(expected.map(norm));
    const got = pagesFor(query);
    if (got[0] && want.has(got[0])) top1++;
    if (got.slice(0, 3).some((p) => want.has(p))) top3++;
  }
  return {top1, top3};
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    total += statSync(p).isDirectory() ? dirBytes(p) : statSync(p).size;
  }
  return total;
}

function serve(): Promise<{server: Server; origin: string}> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.gz': 'application/gzip',
    '.wasm': 'application/wasm',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let rel = decodeURIComponent(url.pathname);
    if (!rel.startsWith(base)) {
      res.writeHead(404).end();
      return;
    }
    rel = rel.slice(base.length);
    let file = path.join(build, rel);
    if (!file.startsWith(build)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {'Content-Type': types[path.extname(file)] ?? 'application/octet-stream'});
    res.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as {port: number};
      resolve({server, origin: `http://127.0.0.1:${address.port}`});
    }),
  );
}

async function main() {
  console.log(
    `Records: ${records.length} from ${new Set(records.map((r) => r.url_without_anchor)).size} pages.`,
  );
  console.log(
    `Relevance queries: ${applicable.length} of ${queries.length} applicable; ${queries.length - applicable.length} skipped (expected pages not in this build).`,
  );

  const engines = [embeddedEngine(), miniSearchRaw(), await oramaRaw()];

  // Pagefind over the same built site.
  const pfDir = path.join(build, '_bench_pagefind');
  rmSync(pfDir, {recursive: true, force: true});
  execFileSync(
    'npx',
    [
      'pagefind',
      '--site',
      build,
      '--output-subdir',
      '_bench_pagefind',
      // Every emitted page, as the embedded index covers them (the glob was left at the first
      // build's four pages, which made Pagefind miss almost every query on the full site).
      '--glob',
      '**/*.html',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  const pagefindBytes = dirBytes(pfDir);

  const {server, origin} = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const ttfr: Record<string, number[]> = {embedded: [], pagefind: []};
  const pagefindPages: Record<string, string[]> = {};
  const pagefindTimes: number[] = [];
  try {
    const probe = ['ensurepath', 'legacy threads', 'install abstra'];
    for (let run = 0; run < 3; run++) {
      for (const q of probe) {
        const ctx = await browser.newContext();
        const page = await ctx.newPage();
        await page.goto(`${origin}${base}`);
        await page.waitForLoadState('networkidle');
        const t0 = Date.now();
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        await page.keyboard.insertText(q);
        await page.locator('.DocSearch-Hit').first().waitFor({timeout: 10_000});
        ttfr.embedded!.push(Date.now() - t0);
        await ctx.close();

        const ctx2 = await browser.newContext();
        const page2 = await ctx2.newPage();
        await page2.goto(`${origin}${base}`);
        await page2.waitForLoadState('networkidle');
        const ms = await page2.evaluate(
          async ({url, q}) => {
            const t = performance.now();
            const pf = await (0, eval)('(u) => import(u)')(url); // kept as a string: jiti would turn import() into require()
            const r = await pf.search(q);
            await r.results[0]?.data();
            return performance.now() - t;
          },
          {url: `${origin}${base}_bench_pagefind/pagefind.js`, q},
        );
        ttfr.pagefind!.push(ms);
        await ctx2.close();
      }
    }
    // Pagefind relevance and per-keystroke time, in the browser (its only runtime).
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${origin}${base}`);
    const out = await page.evaluate(
      async ({url, all, rel}) => {
        const pf = await (0, eval)('(u) => import(u)')(url); // kept as a string: jiti would turn import() into require()
        await pf.init();
        const times: number[] = [];
        for (const q of all) {
          for (let i = 1; i <= q.length; i++) {
            const t = performance.now();
            await pf.search(q.slice(0, i));
            times.push(performance.now() - t);
          }
        }
        const pages: Record<string, string[]> = {};
        for (const q of rel) {
          const r = await pf.search(q);
          const data = await Promise.all(
            r.results.slice(0, 5).map((x: {data: () => Promise<{url: string}>}) => x.data()),
          );
          pages[q] = data.map((d: {url: string}) => d.url);
        }
        return {times, pages};
      },
      {
        url: `${origin}${base}_bench_pagefind/pagefind.js`,
        all: queries.map((q) => q.query),
        rel: applicable.map((q) => q.query),
      },
    );
    pagefindTimes.push(...out.times);
    Object.assign(pagefindPages, out.pages);
    await ctx.close();
  } finally {
    await browser.close();
    server.close();
    rmSync(pfDir, {recursive: true, force: true});
  }

  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  const fmtKB = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const rows: string[][] = [];
  for (const e of engines) {
    const t = keystrokeTimes(e.query);
    const r = relevance(e.query);
    rows.push([
      e.name,
      fmtKB(e.rawBytes),
      fmtKB(e.gzipBytes),
      e.name.startsWith('embedded') ? `${median(ttfr.embedded!)} ms` : 'n/a (not wired to UI)',
      `${t.median.toFixed(3)} / ${t.p95.toFixed(3)} ms`,
      `${r.top1}/${applicable.length}`,
      `${r.top3}/${applicable.length}`,
    ]);
  }
  const pfSorted = [...pagefindTimes].sort((a, b) => a - b);
  // Pagefind URLs are relative to the folder it indexed (build/), i.e. without the base path.
  const pfRel = relevance((q) =>
    distinctPages(
      (pagefindPages[q] ?? []).map((u) => (u.startsWith(base) ? u : `${base.slice(0, -1)}${u}`)),
    ),
  );
  rows.push([
    'Pagefind 1.x (browser, wasm)',
    'n/a',
    `${fmtKB(pagefindBytes)} (all files, pre-gzipped)`,
    `${median(ttfr.pagefind!).toFixed(0)} ms (API only, no UI)`,
    `${percentile(pfSorted, 50).toFixed(3)} / ${percentile(pfSorted, 95).toFixed(3)} ms`,
    `${pfRel.top1}/${applicable.length}`,
    `${pfRel.top3}/${applicable.length}`,
  ]);
  const header = [
    'engine',
    'index raw',
    'index gzip',
    'first results (median of 9)',
    'keystroke median / p95',
    'top-1',
    'top-3',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(
    `Keystroke times: ${queries.reduce((n, q) => n + q.query.length, 0)} prefixes of ${queries.length} queries; embedded includes highlighting and snippets (full Algolia response).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
