import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';

import {
  HEADERS_FILE,
  parseHeadersFile,
} from '../../plugins/security-headers/shared/headersFile.mjs';
import {assertBuilt, buildDir, walk} from './buildOutput';

const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/;

/**
 * The CSP written by plugins/security-headers, checked against the finished build with an
 * independent HTML parser: every inline script the browser would run has its hash in script-src
 * (so nothing another plugin wrote late is missed), and nothing needs 'unsafe-inline' or
 * 'unsafe-hashes' (event-handler attributes, javascript: URLs).
 */
describe('security headers of the build', () => {
  let scriptSrc: string[] = [];
  let pages = 0;
  const scripts: Array<{file: string; body: string}> = [];
  const unsafeAttributes: string[] = [];

  // Parsing every page once takes several seconds on a busy machine.
  beforeAll(() => {
    assertBuilt();
    const headers = new Map(
      parseHeadersFile(readFileSync(path.join(buildDir, HEADERS_FILE), 'utf8')).map(
        ([name, value]) => [name.toLowerCase(), value],
      ),
    );
    scriptSrc =
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')
        ?.slice(1) ?? [];
    const files = walk(buildDir, (file) => file.endsWith('.html')).filter(
      (file) => !path.relative(buildDir, file).split(path.sep).some((part) => part.startsWith('.')),
    );
    pages = files.length;
    for (const file of files) {
      const where = path.relative(buildDir, file);
      const $ = load(readFileSync(file, 'utf8'));
      $('*').each((_i, element) => {
        const attribs = (element as {attribs?: Record<string, string>}).attribs ?? {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) {
            unsafeAttributes.push(`${where}: ${name}="${value.slice(0, 40)}"`);
          }
        }
        if ((element as {name?: string}).name !== 'script' || 'src' in attribs) return;
        if (!EXECUTABLE.test((attribs.type ?? '').trim().toLowerCase())) return;
        scripts.push({file: where, body: $(element).html() ?? ''});
      });
    }
  }, 120_000);

  it('allows scripts from the site and by hash only', () => {
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  });

  it('has the hash of every inline script of every page', () => {
    expect(pages).toBeGreaterThan(100);
    expect(scripts.length).toBeGreaterThan(pages);
    const missing = scripts
      .filter(({body}) => {
        const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
        return !scriptSrc.includes(hash);
      })
      .map(({file, body}) => `${file}: ${body.slice(0, 60)}`);
    expect(missing).toEqual([]);
  });

  it('has no event-handler attribute and no javascript: URL, which hashes cannot allow', () => {
    expect(unsafeAttributes).toEqual([]);
  });
});
