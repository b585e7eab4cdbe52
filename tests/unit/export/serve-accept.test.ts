import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {createDocsServer, prefersMarkdown} from '../../../scripts/serve.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'build-md-'));
for (const [file, body] of Object.entries({
  'index.html': 'home',
  'index.md': '# Home',
  'tools/tables/index.html': 'tables html',
  'tools/tables.md': '# Tables',
  'tools/envvars/index.html': 'no twin',
})) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), body);
}

describe('prefersMarkdown', () => {
  it('reads the Accept header with q-values', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});

describe('Accept: text/markdown', () => {
  const server = createDocsServer(root);
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a page URL with its twin, Vary: Accept on both variants', async () => {
    const md = await fetch(`${base}/docs/tools/tables`, {headers: {accept: 'text/markdown'}});
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toBe('Accept');
    expect(await md.text()).toBe('# Tables');
    const html = await fetch(`${base}/docs/tools/tables`, {headers: {accept: 'text/html'}});
    expect(await html.text()).toBe('tables html');
    expect(html.headers.get('vary')).toBe('Accept');
    const root = await fetch(`${base}/docs/`, {headers: {accept: 'text/markdown'}});
    expect(await root.text()).toBe('# Home');
  });

  it('serves HTML for pages without a twin, and .md URLs directly', async () => {
    const page = await fetch(`${base}/docs/tools/envvars`, {headers: {accept: 'text/markdown'}});
    expect(await page.text()).toBe('no twin');
    expect(page.headers.get('vary')).toBeNull();
    const direct = await fetch(`${base}/docs/tools/tables.md`);
    expect(direct.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });
});
