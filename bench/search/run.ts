/**
 * `npm run bench:search` (after `npx docusaurus build`): the embedded search
 * against Pagefind and raw MiniSearch on the same build, in one run, in
 * headless Chromium against a local server that gzips what it sends. Prints
 * one table. A measurement, not a test; see README.md for what each column is.
 */
import {execFileSync} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import {existsSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from 'playwright-core';

import {SearchEngine} from '../../plugins/search/shared/engine';
import {cutQuery} from '../../plugins/search/shared/cutQuery';
import type {SearchRecord} from '../../plugins/search/shared/types';
import {BASE_PATH} from '../../plugins/shared/basePath.mjs';
import {benchBin, benchFile, benchModule} from '../tools';
import {loadQueries} from './loadQueries';
import {applicableQueries, countRelevance, distinctPages, rankPagesInNode} from './relevance';

const root = path.resolve(__dirname, '../..');
const build = path.join(root, process.env.BENCH_BUILD_DIR ?? 'build');
const base = BASE_PATH;
const recordsFile = path.join(build, 'search/records.json');
if (!existsSync(recordsFile)) {
  console.error(`${recordsFile} is missing: run \`npx docusaurus build\` first.`);
  process.exit(1);
}
const records = JSON.parse(readFileSync(recordsFile, 'utf8')) as SearchRecord[];
const queries = loadQueries(__dirname);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);

const applicable = applicableQueries(build, base);
/** The unseen set (bench/search/unseen/), scored apart: ranking changes are not tuned on it. */
const unseen = applicableQueries(build, base, 'unseen');
/** Queries typed key by key in the browser: every 24th of the set, plus a 64-character one of common words. */
const typed = [
  ...queries.filter((_, i) => i % 24 === 0).map((q) => q.query),
  'how to use a form to upload a file and then save it in the table of the project',
].map((q) => cutQuery(q));
/** First words typed after Ctrl+K for the cold figure. */
const probes = ['ensurepath', 'tables', 'upload', 'webhook', 'python'];
/** Time between keys of a word typed right after Ctrl+K (a fast typist: 60 ms is 200 keys a minute). */
const AT_ONCE_KEY_MS = 60;

const relevance = (pagesFor: (q: string) => string[]) => countRelevance(applicable, pagesFor);
const unseenRelevance = (pagesFor: (q: string) => string[]) => countRelevance(unseen, pagesFor);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

// --- local server: gzip for text, byte counter, a mark endpoint -------------

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.wasm': 'application/wasm',
};
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.gz|\.br)?$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt']);

interface Counter {
  bytes: number;
  requests: number;
  marked: number | null;
  /** Every response since the last reset: path and bytes sent, in order. */
  log: Array<{path: string; bytes: number}>;
  /** `log.length` when the page marked its first hit. */
  markedAt: number | null;
}

function resetCounter(counter: Counter): void {
  counter.bytes = 0;
  counter.marked = null;
  counter.log = [];
  counter.markedAt = null;
}

function serve(
  extra: Record<string, string>,
): Promise<{server: Server; origin: string; counter: Counter}> {
  const counter: Counter = {bytes: 0, requests: 0, marked: null, log: [], markedAt: null};
  const gzCache = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/__bench/mark') {
      counter.marked = counter.bytes;
      counter.markedAt = counter.log.length;
      res.writeHead(204).end();
      return;
    }
    let file: string | null = null;
    if (extra[url.pathname]) file = extra[url.pathname]!;
    else if (url.pathname.startsWith(base)) {
      const rel = decodeURIComponent(url.pathname.slice(base.length));
      let f = path.join(build, rel);
      if (!f.startsWith(build)) {
        res.writeHead(403).end();
        return;
      }
      if (existsSync(f) && statSync(f).isDirectory()) f = path.join(f, 'index.html');
      else if (!existsSync(f) && existsSync(`${f}.html`)) f = `${f}.html`;
      if (existsSync(f)) file = f;
    }
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    // As deploy/nginx/abstra-docs.conf: content-hashed names are immutable, the rest revalidated.
    const hashed = url.pathname.startsWith(`${base}assets/`) || HASHED.test(url.pathname);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(ext) && /gzip/.test(String(req.headers['accept-encoding']))) {
      let gz = gzCache.get(file);
      if (!gz) gzCache.set(file, (gz = gzipSync(body, {level: 6})));
      body = gz;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    counter.bytes += body.length;
    counter.requests++;
    counter.log.push({path: url.pathname, bytes: body.length});
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as {port: number};
      resolve({server, origin: `http://127.0.0.1:${address.port}`, counter});
    }),
  );
}

// --- in-page instrumentation ----------------------------------------------

/** Keydown times, DOM updates of the results, long tasks; a beacon at the first hit. */
const INSTRUMENT = `(() => {
  const b = (window.__bench = {keys: [], lastUpdate: 0, firstHit: 0, longTasks: [], watch: null});
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]);
  }).observe({type: 'longtask', buffered: true});
  addEventListener('keydown', () => b.keys.push(performance.now()), true);
  const start = () => new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && b.watch && el.closest(b.watch)) b.lastUpdate = performance.now();
    }
    if (!b.firstHit && b.hitSelector && document.querySelector(b.hitSelector)) {
      b.firstHit = performance.now();
      navigator.sendBeacon('/__bench/mark');
    }
  }).observe(document.documentElement, {subtree: true, childList: true, characterData: true});
  if (document.documentElement) start(); else addEventListener('DOMContentLoaded', start);
})();`;

const VERBOSE = process.env.BENCH_VERBOSE === '1';

interface UiFigures {
  coldMs: number[];
  /** Bytes from the first key to the first hit. */
  coldBytes: number[];
  /**
   * Bytes the first hit needed, wherever they were fetched: `coldBytes` plus
   * what the idle preload fetched before the key (ours; the same for the others).
   */
  neededBytes: number[];
  keystrokes: number[];
  longestTask: number;
  longTasks: number;
}

const emptyFigures = (): UiFigures => ({
  coldMs: [],
  coldBytes: [],
  neededBytes: [],
  keystrokes: [],
  longestTask: 0,
  longTasks: 0,
});

/**
 * After a cold run's first hit is on screen: the time from the first key press to that hit, and
 * the bytes transferred until the page marked its first hit (or all of them, if it never did).
 */
async function recordColdRun(
  page: Page,
  counter: Counter,
  out: UiFigures,
  before: {bytes: number; paths: Set<string>} = {bytes: 0, paths: new Set()},
): Promise<void> {
  const {key, hit} = await page.evaluate(() => {
    const b = (window as unknown as {__bench: {keys: number[]; firstHit: number}}).__bench;
    return {key: b.keys[0]!, hit: b.firstHit};
  });
  out.coldMs.push(hit - key);
  for (let i = 0; i < 40 && counter.marked === null; i++)
    await new Promise((r) => setTimeout(r, 25));
  const after = counter.log.slice(0, counter.markedAt ?? counter.log.length);
  out.coldBytes.push(after.reduce((sum, r) => sum + r.bytes, 0));
  out.neededBytes.push(before.bytes + out.coldBytes[out.coldBytes.length - 1]!);
  for (const r of after) before.paths.add(r.path);
}

/**
 * Types `text` key by key into the focused input; after each key waits until
 * the results stop changing (150 ms quiet) and records key → last update.
 */
async function typeAndMeasure(page: Page, text: string, into: UiFigures): Promise<void> {
  for (const ch of text) {
    await page.keyboard.type(ch);
    const latency = await page.evaluate(async () => {
      const b = (window as unknown as {__bench: {keys: number[]; lastUpdate: number}}).__bench;
      const key = b.keys[b.keys.length - 1]!;
      const started = performance.now();
      for (;;) {
        await new Promise((r) => setTimeout(r, 25));
        const now = performance.now();
        if (now - Math.max(key, b.lastUpdate) > 150 || now - started > 3000) break;
      }
      return b.lastUpdate > key ? b.lastUpdate - key : null;
    });
    if (latency !== null) into.keystrokes.push(latency);
  }
}

async function longTasksSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (t) =>
      (window as unknown as {__bench: {longTasks: Array<[number, number]>}}).__bench.longTasks
        .filter(([start]) => start >= t)
        .map(([, d]) => d),
    since,
  );
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Pretends the reader asked to save data (`navigator.connection.saveData`). */
const SAVE_DATA = `Object.defineProperty(navigator, 'connection', {configurable: true, value: {saveData: true, effectiveType: '4g'}});`;

/**
 * Cold runs of the modal. With `saveData`, search loads on Ctrl+K only (the
 * previous contract), and the paths fetched between the key and the first hit
 * are everything a first hit needs. Without, the page first preloads search
 * while idle; the run waits for that, then counts the bytes after the key and,
 * for the "needed" figure, adds the bytes fetched before the key for those paths.
 */
async function coldModalRuns(
  browser: Browser,
  origin: string,
  counter: Counter,
  saveData: boolean,
  searchPaths: Set<string>,
  atOnce = false,
): Promise<UiFigures> {
  const out = emptyFigures();
  for (let run = 0; run < COLD_RUNS; run++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    if (saveData) await page.addInitScript(SAVE_DATA);
    await page.addInitScript(INSTRUMENT);
    resetCounter(counter);
    await page.goto(`${origin}${base}`);
    await page.waitForLoadState('networkidle');
    if (!saveData) {
      // The idle preload has fetched the main index (and nothing is still in flight).
      for (let i = 0; i < 200 && !counter.log.some((r) => /\/search\/index\./.test(r.path)); i++)
        await page.waitForTimeout(25);
      await page.waitForLoadState('networkidle');
    }
    await page.evaluate(() => {
      const b = (window as unknown as {__bench: Record<string, unknown>}).__bench;
      b.hitSelector = '.DocSearch-Hit';
    });
    const beforeKey = counter.log;
    const prefetched = beforeKey
      .filter((r) => searchPaths.has(r.path))
      .reduce((sum, r) => sum + r.bytes, 0);
    counter.log = [];
    counter.bytes = 0;
    await page.keyboard.press('Control+k');
    // `atOnce`: the word follows Ctrl+K without waiting for the modal's input, as a reader who
    // knows the shortcut types it; the keys typed before the input exists are kept for it.
    if (!atOnce) await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type(probes[run % probes.length]!, {delay: atOnce ? AT_ONCE_KEY_MS : 0});
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 15_000});
    await recordColdRun(page, counter, out, {
      bytes: prefetched,
      paths: saveData ? searchPaths : new Set(),
    });
    if (VERBOSE) {
      const idle = beforeKey.filter((r) => searchPaths.has(r.path)).map((r) => r.path);
      if (!saveData) console.log(`  idle preload fetched: ${idle.join(', ')}`);
      console.log(
        `  after Ctrl+K: ${counter.log
          .slice(0, counter.markedAt ?? undefined)
          .map((r) => `${r.path} ${(r.bytes / 1024).toFixed(1)} KB`)
          .join(', ')}`,
      );
    }
    await ctx.close();
  }
  return out;
}

interface ModalFigures {
  preloaded: UiFigures;
  saveData: UiFigures;
  /** Cold runs with the word typed right after Ctrl+K, not after the input is on screen. */
  atOnce: UiFigures;
}

async function measureModal(
  browser: Browser,
  origin: string,
  counter: Counter,
): Promise<ModalFigures> {
  const searchPaths = new Set<string>();
  const saveData = await coldModalRuns(browser, origin, counter, true, searchPaths);
  const out = await coldModalRuns(browser, origin, counter, false, searchPaths);
  const atOnce = await coldModalRuns(browser, origin, counter, false, searchPaths, true);
  // `BENCH_ONLY=cold`: the cold runs alone, to check a change to the first hit.
  if (process.env.BENCH_ONLY === 'cold') return {preloaded: out, saveData, atOnce};
  // Typing: one warm modal, every query key by key.
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.addInitScript(INSTRUMENT);
  await page.goto(`${origin}${base}`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as {__bench: Record<string, unknown>}).__bench.watch = '.DocSearch-Dropdown';
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const since = await now(page);
  for (const q of typed) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(100);
    await typeAndMeasure(page, q, out);
  }
  const tasks = await longTasksSince(page, since);
  out.longTasks = tasks.length;
  out.longestTask = Math.max(0, ...tasks);
  await ctx.close();
  return {preloaded: out, saveData, atOnce};
}

/** First queries typed on a fresh page, one per run (multi-word: each new word needs its own shards). */
const FRESH_QUERIES = [
  'upload a file to a table',
  'send email with attachment',
  'schedule a job every night',
  'ensurepath',
  'pandas dataframe from table',
];
/** How long the page is left alone after `load` before the reader opens search. */
const SETTLE_MS = 3000;
/**
 * Fresh-page runs: each query of FRESH_QUERIES this many times (`BENCH_FRESH_ROUNDS`, 3 by
 * default). One round's p95 is its sixth slowest key of about 113: on one build, on one day,
 * single rounds gave 24, 79 and 85 ms (2026-11-29), so the table gives every round's p95 beside
 * the p95 of all of them.
 */
const FRESH_ROUNDS = Number(process.env.BENCH_FRESH_ROUNDS ?? 3);
const FRESH_RUNS = FRESH_ROUNDS * FRESH_QUERIES.length;

interface FreshFigures {
  /** From the first keydown (Ctrl of Ctrl+K for ours) to the first hit in the DOM. */
  firstHit: number[];
  /** Every key of the first query, keydown to the last DOM change of the results. */
  keystrokes: number[];
  /** The keystroke p95 of each round over the queries: how far one round's figure can be off. */
  roundP95: number[];
  /** Main-thread tasks over 50 ms from the first keydown to the last key's answer. */
  longTasks: number[];
  /**
   * Bytes sent from the opening key to the last key's answer, per run: what the query cost,
   * including what ours worked out ahead for keys that were never typed.
   */
  queryBytes: number[];
}

/**
 * One run of a reader's first search on a fresh page: a new browser context (HTTP cache on, so what the
 * page preloaded while idle is reused; `page.route` would turn the cache off), the page left
 * to settle for SETTLE_MS after `load`, then `open` (Ctrl+K for the modal) and the query typed
 * key by key, each key timed on the page's own clock as `typeAndMeasure` does.
 */
async function freshPageRun(
  browser: Browser,
  counter: Counter,
  url: string,
  engine: {open: (page: Page) => Promise<void>; hit: string; watch: string; setup?: string},
  query: string,
  out: FreshFigures,
): Promise<void> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.addInitScript(INSTRUMENT);
  await page.goto(url, {waitUntil: 'load'});
  if (engine.setup) await page.evaluate(engine.setup);
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(
    ({hit, watch}) => {
      const b = (window as unknown as {__bench: Record<string, unknown>}).__bench;
      b.hitSelector = hit;
      b.watch = watch;
    },
    {hit: engine.hit, watch: engine.watch},
  );
  const since = await now(page);
  resetCounter(counter);
  await engine.open(page);
  const figures = emptyFigures();
  await typeAndMeasure(page, query, figures);
  out.queryBytes.push(counter.bytes);
  const {first, hit} = await page.evaluate((t) => {
    const b = (window as unknown as {__bench: {keys: number[]; firstHit: number}}).__bench;
    return {first: b.keys.find((k) => k >= t)!, hit: b.firstHit};
  }, since);
  if (hit > 0) out.firstHit.push(hit - first);
  if (VERBOSE) {
    console.log(
      `  ${url}, "${query}": keys ${figures.keystrokes.map((k) => k.toFixed(0)).join(' ')}`,
    );
    // Each task over 50 ms: when it started after the opening key, how long it ran, and the
    // number of the key it followed (0 is the opening key).
    const {keys, tasks} = await page.evaluate((t) => {
      const b = (
        window as unknown as {__bench: {keys: number[]; longTasks: Array<[number, number]>}}
      ).__bench;
      return {keys: b.keys.filter((k) => k >= t), tasks: b.longTasks.filter(([s]) => s >= t)};
    }, since);
    for (const [start, duration] of tasks) {
      const after = keys.filter((k) => k <= start).length - 1;
      console.log(
        `    task of ${duration.toFixed(0)} ms at +${(start - keys[0]!).toFixed(0)} ms, after key ${after}`,
      );
    }
  }
  out.keystrokes.push(...figures.keystrokes);
  out.longTasks.push(...(await longTasksSince(page, since)));
  await ctx.close();
}

const openModal = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
};
const focusHarness = async (page: Page) => {
  await page.locator('#q').focus();
};

/**
 * Pagefind and raw MiniSearch have no DocSearch modal: the bench page gives
 * each a plain input and result list rendered on every keystroke (no debounce),
 * so the same keystroke → results-updated measure applies.
 */
const HARNESS = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head>
<body><input id="q" autocomplete="off"><ol id="results"></ol></body></html>`;

async function measureHarness(
  browser: Browser,
  origin: string,
  counter: Counter,
  setup: string,
): Promise<UiFigures> {
  const out = emptyFigures();
  const open = async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.addInitScript(INSTRUMENT);
    await page.goto(`${origin}/__bench/harness.html`);
    await page.evaluate(() => {
      const b = (window as unknown as {__bench: Record<string, unknown>}).__bench;
      b.hitSelector = '#results li';
      b.watch = '#results';
    });
    // The engine loads on the first keystroke, as the modal's index does.
    await page.evaluate(setup);
    return {ctx, page};
  };
  for (let run = 0; run < COLD_RUNS; run++) {
    const {ctx, page} = await open();
    resetCounter(counter);
    await page.locator('#q').focus();
    await page.keyboard.type(probes[run % probes.length]!);
    await page.locator('#results li').first().waitFor({timeout: 15_000});
    await recordColdRun(page, counter, out);
    await ctx.close();
  }
  const {ctx, page} = await open();
  await page.locator('#q').focus();
  await page.keyboard.type('a');
  await page.locator('#results li').first().waitFor({timeout: 15_000});
  const since = await now(page);
  for (const q of typed) {
    await page.locator('#q').fill('');
    await page.waitForTimeout(100);
    await typeAndMeasure(page, q, out);
  }
  const tasks = await longTasksSince(page, since);
  out.longTasks = tasks.length;
  out.longestTask = Math.max(0, ...tasks);
  await ctx.close();
  return out;
}

// Kept as strings: jiti would turn `import()` inside these functions into `require()`.
const RENDER = `(titles) => { const ol = document.getElementById('results'); ol.replaceChildren(...titles.map((t) => { const li = document.createElement('li'); li.textContent = t; return li; })); }`;
const PAGEFIND_SETUP = `(() => { let pf = null; let latest = 0; const render = ${RENDER};
  document.getElementById('q').addEventListener('input', async (e) => {
    const ticket = ++latest; const q = e.target.value;
    pf = pf || await import('${base}_bench_pagefind/pagefind.js');
    const r = await pf.search(q); if (!r) return;
    const data = await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
    if (ticket === latest) render(data.map((d) => d.meta.title + ' ' + d.excerpt));
  }); })()`;
const MINISEARCH_SETUP = `(() => { let ms = null; let latest = 0; const render = ${RENDER};
  document.getElementById('q').addEventListener('input', async (e) => {
    const ticket = ++latest; const q = e.target.value;
    if (!ms) { const {default: MiniSearch} = await import('/__bench/minisearch.js');
      const json = await (await fetch('/__bench/minisearch-index.json')).text();
      ms = MiniSearch.loadJSON(json, {fields: ['lvl0','lvl1','lvl2','lvl3','content'], storeFields: ['url','lvl1','content']}); }
    const hits = ms.search(q, {prefix: true, fuzzy: 0.2, boost: {lvl1: 6, lvl2: 4, lvl3: 3}}).slice(0, 20);
    if (ticket === latest) render(hits.map((h) => h.lvl1 + ' ' + String(h.content || '').slice(0, 80)));
  }); })()`;

const emptyFresh = (): FreshFigures => ({
  firstHit: [],
  keystrokes: [],
  roundP95: [],
  longTasks: [],
  queryBytes: [],
});

/** The fresh-page runs of ours and Pagefind, alternated run by run so both see the same load. */
async function measureFresh(
  browser: Browser,
  origin: string,
  counter: Counter,
): Promise<{ours: FreshFigures; pagefind: FreshFigures}> {
  const ours = emptyFresh();
  const pagefind = emptyFresh();
  const roundStart = {ours: 0, pagefind: 0};
  for (let run = 0; run < FRESH_RUNS; run++) {
    const query = FRESH_QUERIES[run % FRESH_QUERIES.length]!;
    await freshPageRun(
      browser,
      counter,
      `${origin}${base}`,
      {open: openModal, hit: '.DocSearch-Hit', watch: '.DocSearch-Dropdown'},
      query,
      ours,
    );
    await freshPageRun(
      browser,
      counter,
      `${origin}/__bench/harness.html`,
      {open: focusHarness, hit: '#results li', watch: '#results', setup: PAGEFIND_SETUP},
      query,
      pagefind,
    );
    if ((run + 1) % FRESH_QUERIES.length === 0) {
      for (const [name, f] of [
        ['ours', ours],
        ['pagefind', pagefind],
      ] as const) {
        f.roundP95.push(percentile(f.keystrokes.slice(roundStart[name]), 95));
        roundStart[name] = f.keystrokes.length;
      }
    }
  }
  return {ours, pagefind};
}

function printFreshTable(fresh: {ours: FreshFigures; pagefind: FreshFigures}): void {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const row = (name: string, f: FreshFigures) =>
    `| ${name} | ${ms(percentile(f.firstHit, 50))} (${f.firstHit.map((x) => x.toFixed(0)).join(', ')}) | ${ms(percentile(f.keystrokes, 50))} / ${ms(percentile(f.keystrokes, 95))} | ${f.roundP95.map((x) => x.toFixed(0)).join(', ')} ms | ${ms(Math.max(0, ...f.longTasks))} (${f.longTasks.length} > 50 ms) | ${(percentile(f.queryBytes, 50) / 1024).toFixed(0)} KB (${f.queryBytes.map((b) => (b / 1024).toFixed(0)).join(', ')}) |`;
  console.log(
    `\nFresh page, first query typed key by key (${FRESH_RUNS} runs: ${FRESH_ROUNDS} rounds of ${FRESH_QUERIES.join(' / ')}; a new context each, page settled ${SETTLE_MS / 1000} s):`,
  );
  console.log(
    '| engine | first hit, median (each run) | keystroke median / p95 | p95 of each round | longest task (tasks over 50 ms, all runs) | bytes from the opening key to the last answer, median (each run) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('ours (from the Ctrl of Ctrl+K)', fresh.ours));
  console.log(row('Pagefind (from the first key)', fresh.pagefind));
  const ratio = (a: number[], b: number[]) => (percentile(a, 50) / percentile(b, 50)).toFixed(2);
  console.log(
    `Ours / Pagefind: first hit ${ratio(fresh.ours.firstHit, fresh.pagefind.firstHit)}×, keystroke median ${ratio(fresh.ours.keystrokes, fresh.pagefind.keystrokes)}×.`,
  );
}

/** The part of MiniSearch's API the comparison uses (the package is in bench/package.json only). */
type MiniSearchClass = new (options: {fields: string[]; storeFields: string[]}) => {
  addAll(documents: Array<Record<string, unknown>>): void;
  search(query: string, options: Record<string, unknown>): Array<Record<string, unknown>>;
};

function miniSearchIndex(): {json: string; query: (q: string) => string[]} {
  const fields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content'];
  const opts = {fields, storeFields: ['url', 'lvl1', 'content']};
  const MiniSearch = benchModule<MiniSearchClass>('minisearch');
  const ms = new MiniSearch(opts);
  ms.addAll(
    records.map((r, id) => ({
      id,
      lvl0: r.hierarchy.lvl0 ?? '',
      lvl1: r.hierarchy.lvl1 ?? '',
      lvl2: r.hierarchy.lvl2 ?? '',
      lvl3: r.hierarchy.lvl3 ?? '',
      content: r.content ?? '',
      url: r.url,
    })),
  );
  return {
    json: JSON.stringify(ms),
    query: (q) =>
      distinctPages(
        ms
          .search(q, {prefix: true, fuzzy: 0.2, boost: {lvl1: 6, lvl2: 4, lvl3: 3}})
          .map((r) => String(r.url)),
      ),
  };
}

async function main() {
  const cpus = os.cpus().length;
  console.log(
    `Build: ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages. Relevance: ${applicable.length} of ${queries.length} queries applicable. Machine: ${cpus} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} at start.`,
  );

  // `BENCH_ONLY=cold` and `fresh`: browser runs alone, without the Node figures (minutes less).
  const coldOnly = process.env.BENCH_ONLY === 'cold' || process.env.BENCH_ONLY === 'fresh';
  // Relevance and engine-only time, in Node, on the same files the browser fetches.
  const ourPages = coldOnly
    ? new Map<string, string[]>()
    : await rankPagesInNode(build, [...applicable, ...unseen]);
  const {misses} = relevance((q) => ourPages.get(q) ?? []);
  if (!coldOnly && misses.length > 0) {
    console.log(`\nOurs, top-3 misses (${misses.length}):`);
    for (const {query, expected, got} of misses) {
      console.log(`  "${query}": want ${expected.join(' | ')}; got ${got.join(', ') || '(none)'}`);
    }
  }
  if (process.env.BENCH_ONLY === 'relevance') {
    const rel = relevance((q) => ourPages.get(q) ?? []);
    const pct = (n: number) => `${((100 * n) / applicable.length).toFixed(1)} %`;
    console.log(
      `\nOurs: top-1 ${pct(rel.top1)}, top-3 ${pct(rel.top3)} over ${applicable.length} queries.`,
    );
    return;
  }
  const engine = SearchEngine.build(records);
  const engineTimes: number[] = [];
  for (const {query} of coldOnly ? [] : queries) {
    for (let i = 1; i <= query.length; i++) {
      const t = performance.now();
      await engine.search(cutQuery(query.slice(0, i)), {fillTo: 20});
      engineTimes.push(performance.now() - t);
    }
  }
  const mini = miniSearchIndex();
  const miniDir = path.join(os.tmpdir(), `bench-minisearch-${process.pid}.json`);
  await import('node:fs').then((fs) => fs.writeFileSync(miniDir, mini.json));

  const pfDir = path.join(build, '_bench_pagefind');
  rmSync(pfDir, {recursive: true, force: true});
  execFileSync(
    benchBin('pagefind'),
    ['--site', build, '--output-subdir', '_bench_pagefind', '--glob', '**/*.html'],
    {cwd: root, stdio: 'ignore'},
  );

  const harnessFile = path.join(os.tmpdir(), `bench-harness-${process.pid}.html`);
  await import('node:fs').then((fs) => fs.writeFileSync(harnessFile, HARNESS));
  const {server, origin, counter} = await serve({
    '/__bench/harness.html': harnessFile,
    '/__bench/minisearch.js': benchFile('minisearch', 'dist/es/index.js'),
    '/__bench/minisearch-index.json': miniDir,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let modal: ModalFigures;
  let fresh: {ours: FreshFigures; pagefind: FreshFigures};
  let pagefind: UiFigures | null = null;
  let miniUi: UiFigures | null = null;
  const pagefindPages: Record<string, string[]> = {};
  try {
    if (process.env.BENCH_ONLY === 'fresh') {
      printFreshTable(await measureFresh(browser, origin, counter));
      return;
    }
    modal = await measureModal(browser, origin, counter);
    if (coldOnly) return printColdTable(modal);
    if (process.env.BENCH_ONLY === 'modal')
      return printTable(modal, null, null, {}, mini, ourPages, engineTimes);
    pagefind = await measureHarness(browser, origin, counter, PAGEFIND_SETUP);
    miniUi = await measureHarness(browser, origin, counter, MINISEARCH_SETUP);
    // Pagefind relevance, in the browser (its only runtime).
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${origin}/__bench/harness.html`);
    Object.assign(
      pagefindPages,
      await page.evaluate(
        async ({url, rel}) => {
          const pf = await (0, eval)('(u) => import(u)')(url);
          const pages: Record<string, string[]> = {};
          for (const q of rel) {
            const r = await pf.search(q);
            const data = await Promise.all(
              r.results.slice(0, 5).map((x: {data: () => Promise<{url: string}>}) => x.data()),
            );
            pages[q] = data.map((d: {url: string}) => d.url);
          }
          return pages;
        },
        {
          url: `${base}_bench_pagefind/pagefind.js`,
          rel: [...applicable, ...unseen].map((q) => q.query),
        },
      ),
    );
    await ctx.close();
    fresh = await measureFresh(browser, origin, counter);
  } finally {
    await browser.close();
    server.close();
    rmSync(pfDir, {recursive: true, force: true});
    rmSync(miniDir, {force: true});
    rmSync(harnessFile, {force: true});
  }
  printTable(modal, pagefind, miniUi, pagefindPages, mini, ourPages, engineTimes);
  printFreshTable(fresh);
}

/** The cold runs alone (`BENCH_ONLY=cold`). */
function printColdTable(modal: ModalFigures): void {
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `| ours, cold runs | transferred after 1st key | 1st hit needs | cold 1st hit (median of ${COLD_RUNS}) |`,
  );
  console.log('| --- | --- | --- | --- |');
  for (const [name, f] of [
    ['idle preload done', modal.preloaded],
    ['Save-Data (no idle preload)', modal.saveData],
    [`word typed at once after Ctrl+K (${AT_ONCE_KEY_MS} ms a key)`, modal.atOnce],
  ] as const) {
    console.log(
      `| ${name} | ${kb(percentile(f.coldBytes, 50))} | ${kb(percentile(f.neededBytes, 50))} | ${ms(percentile(f.coldMs, 50))} (${f.coldMs.map((x) => x.toFixed(0)).join(', ')}) |`,
    );
  }
  console.log(
    `Load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
  );
}

function printTable(
  modal: ModalFigures,
  pagefind: UiFigures | null,
  miniUi: UiFigures | null,
  pagefindPages: Record<string, string[]>,
  mini: {query: (q: string) => string[]},
  ourPages: Map<string, string[]>,
  engineTimes: number[],
): void {
  const ourRel = relevance((q) => ourPages.get(q) ?? []);
  const pagefindPagesOf = (q: string) =>
    distinctPages(
      (pagefindPages[q] ?? []).map((u) => (u.startsWith(base) ? u : `${base.slice(0, -1)}${u}`)),
    );
  const pfRel = relevance(pagefindPagesOf);
  const miniRel = relevance(mini.query);
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const pct = (n: number) => `${((100 * n) / applicable.length).toFixed(1)} %`;
  const row = (name: string, f: UiFigures, rel: {top1: number; top3: number} | null) => [
    name,
    kb(percentile(f.coldBytes, 50)),
    kb(percentile(f.neededBytes, 50)),
    ms(percentile(f.coldMs, 50)),
    f.keystrokes.length
      ? `${ms(percentile(f.keystrokes, 50))} / ${ms(percentile(f.keystrokes, 95))}`
      : 'same modal',
    f.keystrokes.length ? `${ms(f.longestTask)} (${f.longTasks} > 50 ms)` : '',
    rel ? pct(rel.top1) : '',
    rel ? pct(rel.top3) : '',
  ];
  const header = [
    'engine',
    'transferred after 1st key',
    '1st hit needs (incl. idle preload)',
    `cold 1st hit (median of ${COLD_RUNS})`,
    'keystroke median / p95',
    'longest task while typing',
    'top-1',
    'top-3',
  ];
  const rows = [
    row('ours: DocSearch modal, worker, split index', modal.preloaded, ourRel),
    row('ours, Save-Data (no idle preload)', modal.saveData, null),
    row(`ours, word typed at once after Ctrl+K (${AT_ONCE_KEY_MS} ms a key)`, modal.atOnce, null),
    ...(pagefind ? [row('Pagefind 1.x (its JS API, plain list)', pagefind, pfRel)] : []),
    ...(miniUi ? [row('MiniSearch raw (main thread, plain list)', miniUi, miniRel)] : []),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(
    `Keystrokes: ${typed.join('').length} keys over ${typed.length} queries (one of 64 characters), each followed by 150 ms of quiet. Our engine alone (Node, every prefix of all ${queries.length} queries): median ${percentile(engineTimes, 50).toFixed(1)} ms, p95 ${percentile(engineTimes, 95).toFixed(1)} ms, max ${engineTimes.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms. Load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}.`,
  );
  const unseenFigures = (pagesFor: (q: string) => string[]) => {
    const rel = unseenRelevance(pagesFor);
    const share = (n: number) => `${((100 * n) / unseen.length).toFixed(1)} %`;
    return `${share(rel.top1)} / ${share(rel.top3)}`;
  };
  console.log(
    `Unseen set (${unseen.length} queries, top-1 / top-3): ours ${unseenFigures((q) => ourPages.get(q) ?? [])}${
      pagefind ? `, Pagefind ${unseenFigures(pagefindPagesOf)}` : ''
    }, MiniSearch ${unseenFigures(mini.query)}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
