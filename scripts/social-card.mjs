#!/usr/bin/env node
// Renders static/img/social-card.png (1200×630, the og:image and twitter:image of every page) from
// the HTML below with the system Chromium. Run it again after changing the design:
//   node scripts/social-card.mjs
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const out = path.join(root, 'static/img/social-card.png');

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    box-sizing: border-box; padding: 72px 88px; display: flex; flex-direction: column;
    justify-content: space-between; font-family: 'DejaVu Sans', Arial, sans-serif; color: #fff;
    background: linear-gradient(135deg, #1f2a44 0%, #24397c 60%, #3451b2 100%);
  }
  header { display: flex; align-items: center; gap: 28px; }
  header svg { width: 112px; height: 112px; }
  .name { font-size: 64px; font-weight: 700; letter-spacing: -1px; }
  h1 { margin: 0; font-size: 58px; line-height: 1.15; font-weight: 700; max-width: 960px; }
  p { margin: 0; font-size: 30px; color: #dbe2ff; }
  .accent { color: #f5a524; }
</style></head><body>
  <header>${logo}<span class="name">Abstra <span class="accent">Docs</span></span></header>
  <h1>Python workflows: forms, hooks, jobs and tasks</h1>
  <p>abstra.io/docs · tables, files, AI parsing, connectors and more</p>
</body></html>`;

const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((candidate) => candidate && existsSync(candidate));
const browser = await chromium.launch({executablePath, args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: out, type: 'png'});
await browser.close();
console.log(`Wrote ${path.relative(root, out)}`);
