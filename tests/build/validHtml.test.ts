/**
 * The Nu Html Checker (the W3C validator, npm `vnu-jar`) on a sample of every
 * kind of built page. It needs Java 8+; the test says how to install it.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {assertBuilt, buildDir, builtFileForRoute, sitemapPathnames} from './buildOutput';

beforeAll(assertBuilt);

const vnuJar = path.join(
  path.dirname(createRequire(__filename).resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);

function javaCommand(): string {
  const candidates = [
    process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : undefined,
    'java',
  ].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    if (spawnSync(candidate, ['-version'], {encoding: 'utf8', timeout: 30_000}).status === 0) return candidate;
  }
  throw new Error(
    'Java was not found, and the HTML validator (vnu-jar) needs it. Install a Java runtime with ' +
      '"sudo apt-get install default-jre-headless" (Debian/Ubuntu) or set JAVA_HOME, then run the tests again.',
  );
}

/** Up to `count` pathnames of a kind, spread over the sorted list so the sample is stable. */
function spread(pathnames: string[], count: number): string[] {
  if (pathnames.length <= count) return pathnames;
  const step = pathnames.length / count;
  return Array.from({length: count}, (_, i) => pathnames[Math.floor(i * step)]!);
}

/** A sample of every page kind, as built files. */
function samplePages(): {kind: string; pathname: string; file: string}[] {
  const all = [...sitemapPathnames()].sort();
  const kinds: Record<string, string[]> = {
    landing: ['/docs/'],
    reference: all.filter((p) => p.includes('/reference/')),
    widget: all.filter((p) => p.includes('/widgets/')),
    guide: all.filter(
      (p) => !p.includes('/reference/') && !p.includes('/widgets/') && !p.includes('/blog'),
    ),
    blog: all.filter((p) => p.includes('/blog')),
    search: ['/docs/search'],
  };
  const sample = Object.entries(kinds).flatMap(([kind, pathnames]) =>
    spread(pathnames, 6).map((pathname) => ({kind, pathname, file: builtFileForRoute(pathname)})),
  );
  sample.push({kind: '404', pathname: '/docs/404.html', file: path.join(buildDir, '404.html')});
  return sample.filter((page): page is {kind: string; pathname: string; file: string} =>
    Boolean(page.file && existsSync(page.file)),
  );
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('valid HTML (Nu Html Checker)', () => {
  it('samples every page kind', () => {
    const kinds = new Set(samplePages().map((page) => page.kind));
    expect([...kinds].sort()).toEqual(
      ['404', 'blog', 'guide', 'landing', 'reference', 'search', 'widget'].sort(),
    );
  });

  it('finds no errors on the sampled pages', {timeout: 180_000}, () => {
    const java = javaCommand();
    expect(existsSync(vnuJar), `${vnuJar} is missing: run "npm ci".`).toBe(true);
    const pages = samplePages();
    const result = spawnSync(
      java,
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pages.map((page) => page.file)],
      // A blocked call cannot be stopped by the test's own time limit, so it carries its own.
      {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 150_000},
    );
    if (result.error) throw new Error(`The HTML validator did not finish: ${result.error.message}`);
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
      messages: VnuMessage[];
    };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const file = m.url ? decodeURIComponent(m.url.replace(/^file:/, '')) : '?';
        return `${path.relative(buildDir, file)}:${m.lastLine ?? '?'} ${m.message}`;
      });
    expect(errors).toEqual([]);
    // The checker really read the files: each is a full HTML document.
    expect(pages.every((page) => readFileSync(page.file, 'utf8').startsWith('<!doctype html>'))).toBe(
      true,
    );
  });
});
