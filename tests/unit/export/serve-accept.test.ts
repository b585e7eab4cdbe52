import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {prefersMarkdown} from '../../../scripts/serve.mjs';
import {rawRequest} from '../../support/rawRequest';
import {close, createFixtureBuild, listen} from '../serve/fixture';

describe('prefersMarkdown (RFC 9110 §12.5.1)', () => {
  it('reads the Accept header with q-values', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
    expect(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
  });

  it('allows whitespace around ";" and "=" and any letter case', () => {
    expect(prefersMarkdown('text/markdown ;q=0.9')).toBe(true);
    expect(prefersMarkdown('text/markdown ; q=0.9 , text/html ; q=0.8')).toBe(true);
    expect(prefersMarkdown('TEXT/Markdown;Q=0.9, text/html;q=0.8')).toBe(true);
    expect(prefersMarkdown('  text/markdown  ')).toBe(true);
  });

  it('gives each type the weight of its most specific range; a tie goes to HTML', () => {
    expect(prefersMarkdown('text/markdown;q=0.5, */*')).toBe(false);
    expect(prefersMarkdown('text/*, text/html;q=0.5')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, text/*')).toBe(false);
    expect(prefersMarkdown('text/markdown;charset=utf-8;q=0.9, text/html;q=0.8')).toBe(true);
  });

  it('drops elements with an invalid weight', () => {
    expect(prefersMarkdown('text/markdown;q=2')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=abc')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0.1234')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=1.000')).toBe(true);
  });
});

describe('Accept: text/markdown', () => {
  const root = createFixtureBuild();
  let server: Awaited<ReturnType<typeof listen>>['server'];
  let origin = '';
  beforeAll(async () => {
    ({server, origin} = await listen(root));
  });
  afterAll(() => close(server));
  const get = (target: string, accept?: string) =>
    rawRequest(origin, target, {headers: accept ? {accept} : {}});

  it('answers a page URL with its twin, Vary: Accept on both variants', async () => {
    const md = await get('/docs/tools/tables', 'text/markdown');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers.vary).toBe('Accept');
    expect(md.body.toString()).toBe('# Tables');
    const spaced = await get('/docs/tools/tables/', 'text/markdown ;q=0.9');
    expect(spaced.body.toString()).toBe('# Tables');
    const html = await get('/docs/tools/tables', 'text/html');
    expect(html.body.toString()).toBe('tables html');
    expect(html.headers.vary).toBe('Accept');
    expect((await get('/docs/', 'text/markdown')).body.toString()).toBe('# Home');
  });

  it('serves HTML for pages without a twin, and .md URLs directly', async () => {
    const page = await get('/docs/tools/envvars', 'text/markdown');
    expect(page.body.toString()).toBe('envvars');
    expect(page.headers.vary).toBeUndefined();
    const direct = await get('/docs/tools/tables.md');
    expect(direct.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });
});
