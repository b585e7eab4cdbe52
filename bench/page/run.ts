/**
 * Page weight and Lighthouse, ours against stock Docusaurus, in one run.
 *
 *   npm run bench:page                       our build/ against the stock template
 *   npm run bench:page -- --rounds 3         more Lighthouse rounds (default 2)
 *   npm run bench:page -- --before DIR       also an older build of ours: DIR holds build/ and .docusaurus/
 *   npm run bench:page -- --no-lighthouse    bytes only
 *
 * The stock template is created, installed and built once under
 * ~/.cache/abstra-docs-bench (ABSTRA_DOCS_BENCH_CACHE overrides). Sites are
 * served by nginx with gzip on loopback; Lighthouse (mobile preset, simulated
 * throttling) runs against each page kind, sites interleaved and their order
 * rotated every round, so machine load hits all of them alike.
 */
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';
import {benchBin} from '../tools';
import {htmlScripts, initialJs, weigh, type BuiltSite} from './initialJs';
import {OUR_PAGES, PAGE_KINDS, STOCK_PAGES, type PageKind} from './pageKinds';
import {serveSites} from './serve';
import {ensureStockBuild} from './stock';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

interface Args {
  rounds: number;
  before?: string;
  lighthouse: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {rounds: 2, lighthouse: true};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--rounds') args.rounds = Number(argv[++i]);
    else if (argv[i] === '--before') args.before = argv[++i];
    else if (argv[i] === '--no-lighthouse') args.lighthouse = false;
    else throw new Error(`Unknown argument ${argv[i]}. See the header of bench/page/run.ts.`);
  }
  if (!Number.isInteger(args.rounds) || args.rounds < 1)
    throw new Error('--rounds needs a whole number ≥ 1.');
  return args;
}

interface Site extends BuiltSite {
  name: string;
  pages: Record<PageKind, string>;
}

function siteFrom(
  name: string,
  dir: string,
  buildName: string,
  pages: Record<PageKind, string>,
): Site {
  const site: Site = {
    name,
    buildDir: path.join(dir, buildName),
    generatedDir: path.join(dir, '.docusaurus'),
    baseUrl: BASE_PATH,
    pages,
  };
  for (const needed of [
    path.join(site.buildDir, 'index.html'),
    path.join(site.generatedDir, 'client-manifest.json'),
  ]) {
    if (!existsSync(needed))
      throw new Error(`${needed} is missing: build the ${name} site first ("npm run build").`);
  }
  return site;
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  failing: string[];
}

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function lighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'abstra-bench-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      benchBin('lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --user-data-dir=${dir}/profile`,
      ],
      {env: {...process.env, CHROME_PATH: CHROME}, maxBuffer: 64 * 1024 * 1024},
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
      audits: Record<
        string,
        {score: number | null; numericValue?: number; scoreDisplayMode: string}
      >;
    };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      report.categories[category].auditRefs
        .filter((ref) => {
          const audit = report.audits[ref.id];
          return ref.weight > 0 && audit.score !== null && audit.score < 1;
        })
        .map((ref) => `${category}:${ref.id}`),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbt: report.audits['total-blocking-time'].numericValue ?? NaN,
      lcp: report.audits['largest-contentful-paint'].numericValue ?? NaN,
      failing,
    };
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const sites: Site[] = [siteFrom('ours', root, 'build', OUR_PAGES)];
  if (args.before) sites.push(siteFrom('before', path.resolve(args.before), 'build', OUR_PAGES));
  const stock = ensureStockBuild();
  sites.push(siteFrom('stock', stock.siteDir, 'build', STOCK_PAGES));
  const ours = sites[0];
  const stockSite = sites[sites.length - 1];

  console.log('\n## Initial JS (gzip -9): HTML scripts + the chunks of the page’s routes\n');
  console.log(
    `| page kind | ${sites.map((s) => s.name).join(' | ')} | ours/stock | HTML scripts only: ${sites.map((s) => s.name).join(' / ')} |`,
  );
  console.log(`| --- | ${sites.map(() => '---').join(' | ')} | --- | --- |`);
  const jsRatios: number[] = [];
  for (const kind of PAGE_KINDS) {
    const full = sites.map((site) => initialJs(site, site.pages[kind]).gzip);
    const htmlOnly = sites.map((site) => weigh(site, htmlScripts(site, site.pages[kind])).gzip);
    jsRatios.push(full[0] / full[full.length - 1]);
    console.log(
      `| ${kind} | ${full.map(kb).join(' | ')} | ${ratio(full[0], full[full.length - 1])} | ${htmlOnly.map(kb).join(' / ')} |`,
    );
  }
  console.log(
    `\nWorst initial-JS ratio, ours/stock: ${Math.max(...jsRatios).toFixed(2)}× (goal ≤ 0.85×)`,
  );
  if (!args.lighthouse) return;

  const servers = await serveSites(
    sites.map((site) => ({name: site.name, buildDir: site.buildDir})),
  );
  const results = new Map<string, LighthouseResult[]>();
  try {
    for (let round = 0; round < args.rounds; round += 1) {
      for (const kind of PAGE_KINDS) {
        // Rotate the order every round and page so no site always runs first.
        const offset = (round + PAGE_KINDS.indexOf(kind)) % sites.length;
        const order = [...sites.slice(offset), ...sites.slice(0, offset)];
        for (const site of order) {
          const url = `${servers.origins[site.name]}${site.pages[kind]}`;
          let result: LighthouseResult;
          try {
            result = await lighthouse(url);
          } catch (error) {
            console.error(
              `Lighthouse failed on ${url}: ${error instanceof Error ? error.message : String(error)}`,
            );
            continue;
          }
          const key = `${site.name}|${kind}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          console.error(
            `round ${round + 1}/${args.rounds} ${site.name} ${kind}: performance ${result.performance}, TBT ${Math.round(result.tbt)} ms`,
          );
        }
      }
    }
  } finally {
    await servers.stop();
  }

  const of = (site: Site, kind: PageKind) => results.get(`${site.name}|${kind}`) ?? [];
  console.log(`\n## Lighthouse, mobile preset, mean of ${args.rounds} rounds\n`);
  console.log(
    `| page kind | performance: ${sites.map((s) => s.name).join(' / ')} | TBT ms: ${sites.map((s) => s.name).join(' / ')} | TBT ours/stock | LCP ms: ${sites.map((s) => s.name).join(' / ')} | a11y / best practices / SEO (ours) |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const kind of PAGE_KINDS) {
    const perf = sites.map((site) => Math.round(mean(of(site, kind).map((r) => r.performance))));
    const tbt = sites.map((site) => Math.round(mean(of(site, kind).map((r) => r.tbt))));
    const lcp = sites.map((site) => Math.round(mean(of(site, kind).map((r) => r.lcp))));
    const mine = of(ours, kind);
    const others = ['accessibility', 'bestPractices', 'seo'] as const;
    console.log(
      `| ${kind} | ${perf.join(' / ')} | ${tbt.join(' / ')} | ${ratio(tbt[0], tbt[tbt.length - 1])} | ${lcp.join(' / ')} | ${others
        .map((key) => Math.min(...mine.map((r) => r[key])))
        .join(' / ')} |`,
    );
  }
  const meanTbt = (site: Site) =>
    mean(PAGE_KINDS.flatMap((kind) => of(site, kind).map((r) => r.tbt)));
  const meanPerf = (site: Site) =>
    mean(PAGE_KINDS.flatMap((kind) => of(site, kind).map((r) => r.performance)));
  console.log('');
  for (const site of sites) {
    console.log(
      `${site.name}: mean TBT ${Math.round(meanTbt(site))} ms, mean performance ${meanPerf(site).toFixed(1)}`,
    );
  }
  console.log(
    `Mean TBT ratio, ours/stock: ${ratio(meanTbt(ours), meanTbt(stockSite))} (goal ≤ 0.6×)`,
  );
  const failing = new Set(
    PAGE_KINDS.flatMap((kind) =>
      of(ours, kind).flatMap((r) => r.failing.map((f) => `${kind} ${f}`)),
    ),
  );
  if (failing.size)
    console.log(`\nOur audits below 100:\n${[...failing].map((f) => `- ${f}`).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
