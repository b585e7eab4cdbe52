/**
 * The end-to-end servers, in one place: playwright.config.ts, scripts/test.mjs (through jiti) and
 * the specs read them. Ports come from the environment so that several checkouts can run the
 * suite side by side on one machine.
 *
 * - The site: the production build (build/), served on E2E_PORT.
 * - The fixture: a small build (build-fixture/) with what must never ship: the test-only pages
 *   and the tracker with an HTTP sink. Served on FIXTURE_E2E_PORT; its sink posts to the collector
 *   that tests/e2e/tracker.spec.ts runs on TRACKER_E2E_PORT.
 * - The analytics builds: one page each with only the GA4 sink (build-ga4/, GA4_E2E_PORT) or only
 *   the Plausible sink (build-plausible/, PLAUSIBLE_E2E_PORT), for tests/e2e/analytics-*.spec.ts.
 */
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export const sitePort = Number(process.env.E2E_PORT ?? 3100);
export const collectorPort = Number(process.env.TRACKER_E2E_PORT ?? sitePort + 1);
export const fixturePort = Number(process.env.FIXTURE_E2E_PORT ?? sitePort + 2);
export const hostedPort = Number(process.env.HOSTED_E2E_PORT ?? sitePort + 3);
/** The local TLS server that the hosted read time-out spec maps the Algolia hosts to. */
export const algoliaTlsPort = Number(process.env.ALGOLIA_TLS_E2E_PORT ?? sitePort + 4);
export const ga4Port = Number(process.env.GA4_E2E_PORT ?? sitePort + 5);
export const plausiblePort = Number(process.env.PLAUSIBLE_E2E_PORT ?? sitePort + 6);

export const siteUrl = `http://localhost:${sitePort}`;
export const fixtureUrl = `http://localhost:${fixturePort}`;
export const hostedUrl = `http://localhost:${hostedPort}`;
export const ga4Url = `http://localhost:${ga4Port}`;
export const plausibleUrl = `http://localhost:${plausiblePort}`;
export const collectorEndpoint = `http://localhost:${collectorPort}/collect`;

export const buildDir = path.join(repoRoot, 'build');
export const fixtureBuildDir = path.join(repoRoot, 'build-fixture');
export const hostedBuildDir = path.join(repoRoot, 'build-hosted');
export const ga4BuildDir = path.join(repoRoot, 'build-ga4');
export const plausibleBuildDir = path.join(repoRoot, 'build-plausible');

/** The specs that run against the fixture build; every other spec runs against the site. */
export const fixtureSpecs = ['tracker.spec.ts', 'loading-states.spec.ts', 'codeBlocks.spec.ts'];

/** The specs that run against the hosted-search build (fake Algolia credentials, hosts mocked). */
export const hostedSpecs = ['search-hosted.spec.ts', 'search-hosted-timeout.spec.ts'];

/** The fake Algolia credentials of the hosted build; the specs answer its hosts themselves. */
export const hostedSearch = {
  appId: 'TESTAPP01',
  apiKey: 'test-search-key',
  indexName: 'abstra-docs-test',
} as const;

/** Environment of the hosted-search build: one page is enough to open the modal and the search page. */
export function hostedBuildEnv(): Record<string, string> {
  return {
    DOCS_INCLUDE: 'index.mdx',
    ALGOLIA_APP_ID: hostedSearch.appId,
    ALGOLIA_SEARCH_API_KEY: hostedSearch.apiKey,
    ALGOLIA_INDEX_NAME: hostedSearch.indexName,
  };
}

/** The command that makes the hosted build, for error messages. */
export const hostedBuildCommand = `${Object.entries(hostedBuildEnv())
  .map(([name, value]) => `${name}='${value}'`)
  .join(' ')} npx docusaurus build --out-dir build-hosted --no-minify`;

/** The docs the fixture build contains: what the fixture specs visit (see src/config/buildFlags.ts). */
export const fixtureDocs = ['index.mdx', 'tools/tables/**/*.mdx'];

/** Environment of the fixture build. */
export function fixtureBuildEnv(): Record<string, string> {
  return {
    DOCS_TEST_PAGES: '1',
    DOCS_INCLUDE: fixtureDocs.join(','),
    TRACKER_ENDPOINT: collectorEndpoint,
    TRACKER_BATCH_SIZE: '5',
    TRACKER_FLUSH_INTERVAL_MS: '300',
  };
}

/** The command that makes the fixture build, for error messages. */
export const fixtureBuildCommand = `${Object.entries(fixtureBuildEnv())
  .map(([name, value]) => `${name}='${value}'`)
  .join(' ')} npx docusaurus build --out-dir build-fixture --no-minify`;

/**
 * The analytics builds: one doc page each, with only the GA4 sink or only the Plausible sink, as
 * a reader would set them (tests/e2e/analytics-*.spec.ts answers the services' hosts in Chromium).
 */
export const analytics = {
  ga4: {
    measurementId: 'G-E2ETEST01',
    buildDir: ga4BuildDir,
    port: ga4Port,
    url: ga4Url,
    specs: ['analytics-ga4.spec.ts'],
    env: (): Record<string, string> => ({
      DOCS_INCLUDE: 'index.mdx',
      GA4_MEASUREMENT_ID: analytics.ga4.measurementId,
    }),
  },
  plausible: {
    domain: 'docs.example.com',
    buildDir: plausibleBuildDir,
    port: plausiblePort,
    url: plausibleUrl,
    specs: ['analytics-plausible.spec.ts'],
    env: (): Record<string, string> => ({
      DOCS_INCLUDE: 'index.mdx',
      PLAUSIBLE_DOMAIN: analytics.plausible.domain,
    }),
  },
};

/** The command that makes an analytics build, for error messages. */
export function analyticsBuildCommand(sink: keyof typeof analytics): string {
  const {env, buildDir} = analytics[sink];
  return `${Object.entries(env())
    .map(([name, value]) => `${name}='${value}'`)
    .join(' ')} npx docusaurus build --out-dir ${path.basename(buildDir)} --no-minify`;
}
