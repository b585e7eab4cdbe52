import {defineConfig, devices} from '@playwright/test';

import {chromiumExecutable, chromiumArgs} from './tests/e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-results.json'}]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {executablePath: chromiumExecutable(), args: chromiumArgs},
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}},
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
