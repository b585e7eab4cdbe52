import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {createDocsServer, resolveFile, strippedHtmlPath} from '../../scripts/serve.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'build-'));
for (const [file, body] of Object.entries({
  'index.html': 'home',
  '404.html': 'not found page',
  'tools/envvars/index.html': 'envvars',
  'search.html': 'search',
  'assets/js/main.0123abcd.js': 'js',
})) {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), body);
}

describe('resolveFile', () => {
  it('maps routes to folder indexes and .html files', () => {
    expect(resolveFile(root, '')).toBe(path.join(root, 'index.html'));
    expect(resolveFile(root, 'tools/envvars')).toBe(path.join(root, 'tools/envvars/index.html'));
    expect(resolveFile(root, 'tools/envvars/')).toBe(path.join(root, 'tools/envvars/index.html'));
    expect(resolveFile(root, 'search')).toBe(path.join(root, 'search.html'));
  });

  it('never leaves the build folder', () => {
    expect(resolveFile(root, '../../etc/passwd')).toBeNull();
    expect(resolveFile(root, 'missing')).toBeNull();
  });
});

describe('strippedHtmlPath', () => {
  it('strips index.html and .html', () => {
    expect(strippedHtmlPath('/docs/tools/envvars/index.html')).toBe('/docs/tools/envvars/');
    expect(strippedHtmlPath('/docs/tools/envvars.html')).toBe('/docs/tools/envvars');
    expect(strippedHtmlPath('/docs/tools/envvars')).toBeNull();
  });
});

describe('the preview server', () => {
  const server = createDocsServer(root);
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('serves pages under /docs/ and redirects the root there', async () => {
    expect(await (await fetch(`${origin}/docs/tools/envvars`)).text()).toBe('envvars');
    const root = await fetch(`${origin}/`, {redirect: 'manual'});
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe('/docs/');
  });

  it('redirects .html paths to clean ones, keeping the query', async () => {
    const response = await fetch(`${origin}/docs/tools/envvars.html?tab=cloud`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/docs/tools/envvars?tab=cloud');
  });

  it('answers unknown paths with the 404 page and status', async () => {
    const response = await fetch(`${origin}/docs/nothing/here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found page');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    const asset = await fetch(`${origin}/docs/assets/js/main.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(`${origin}/docs/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('rejects malformed percent-encoding with 400', async () => {
    expect((await fetch(`${origin}/docs/%E0%A4%A`)).status).toBe(400);
  });
});
