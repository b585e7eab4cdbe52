import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/e2e/browser';
import {
  analytics,
  buildDir,
  fixtureBuildDir,
  fixturePort,
  fixtureSpecs,
  fixtureUrl,
  hostedBuildDir,
  hostedPort,
  hostedSpecs,
  hostedUrl,
  sitePort,
  siteUrl,
} from './tests/e2e/servers';

const serve = (dir: string, port: number) => ({
  command: `node scripts/serve.mjs --dir ${path.relative(__dirname, dir)} --port ${port}`,
  url: `http://localhost:${port}/docs/`,
  reuseExistingServer: !process.env.CI,
  timeout: 20_000,
});

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A failure that hits every test (a server gone, a broken build) ends the run after 10 failures,
  // each of which waits out its time limit, instead of running every test to its limit.
  maxFailures: process.env.CI ? 10 : 0,
  workers: 2,
  // Generous for a loaded shared 2-core machine (a page and its axe scan take over 20 s there);
  // they bound a hang, they do not time anything.
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-results.json'}]],
  // Its own folder: Playwright empties it at start, and scripts/test.mjs writes beside it.
  outputDir: 'test-results/e2e',
  use: {
    trace: 'off',
    launchOptions: {executablePath: chromiumExecutable(), args: chromiumArgs},
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
  },
  projects: [
    // The production build, as it ships.
    {
      name: 'site',
      testIgnore: [
        ...fixtureSpecs,
        ...hostedSpecs,
        ...analytics.ga4.specs,
        ...analytics.plausible.specs,
      ],
      use: {baseURL: siteUrl},
    },
    // The fixture build: test-only pages and the tracker with a sink (tests/e2e/servers.ts).
    {name: 'fixture', testMatch: fixtureSpecs, use: {baseURL: fixtureUrl}},
    // One page built in hosted search mode with fake credentials; the spec mocks the Algolia hosts.
    {name: 'hosted', testMatch: hostedSpecs, use: {baseURL: hostedUrl}},
    // One page each, with only the GA4 or only the Plausible sink (tests/e2e/servers.ts).
    {name: 'ga4', testMatch: analytics.ga4.specs, use: {baseURL: analytics.ga4.url}},
    {
      name: 'plausible',
      testMatch: analytics.plausible.specs,
      use: {baseURL: analytics.plausible.url},
    },
  ],
  webServer: [
    serve(buildDir, sitePort),
    // Started only when the fixture build exists; its specs say how to make it when it does not.
    ...(existsSync(path.join(fixtureBuildDir, 'index.html'))
      ? [serve(fixtureBuildDir, fixturePort)]
      : []),
    ...(existsSync(path.join(hostedBuildDir, 'index.html'))
      ? [serve(hostedBuildDir, hostedPort)]
      : []),
    ...[analytics.ga4, analytics.plausible]
      .filter(({buildDir: dir}) => existsSync(path.join(dir, 'index.html')))
      .map(({buildDir: dir, port}) => serve(dir, port)),
  ],
});
