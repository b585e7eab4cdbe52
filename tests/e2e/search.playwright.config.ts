/**
 * Playwright config for the search specs, until the shared harness
 * (playwright.config.ts + scripts/serve.mjs) lands in this branch. It serves
 * the production build (`npx docusaurus build` first) and runs Debian's
 * Chromium headless.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {defineConfig} from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.SEARCH_E2E_PORT ?? 3217);
const serveScript = path.join(root, 'scripts/serve.mjs');

export default defineConfig({
  testDir: __dirname,
  testMatch: /search.*\.spec\.ts$/,
  timeout: 30_000,
  fullyParallel: true,
  workers: 4,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: existsSync(serveScript)
      ? `node scripts/serve.mjs --port ${port}`
      : `npx docusaurus serve --port ${port} --no-open`,
    cwd: root,
    url: `http://localhost:${port}/docs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
