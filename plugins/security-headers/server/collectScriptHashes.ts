import path from 'node:path';
import {readdir, readFile, stat} from 'node:fs/promises';
import {setTimeout as sleep} from 'node:timers/promises';

import {cspHash, inlineScripts} from './inlineScripts';

/** Every `.html` file under `dir`, skipping dotfiles and dot-folders. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .sort();
}

async function snapshot(dir: string): Promise<string> {
  const files = await htmlFiles(dir);
  const parts = await Promise.all(
    files.map(async (file) => {
      const {size, mtimeMs} = await stat(file);
      return `${file}:${size}:${mtimeMs}`;
    }),
  );
  return parts.join('\n');
}

/**
 * Resolves once no HTML file under `dir` has been added or changed for `quietMs`, or after
 * `limitMs`. Docusaurus runs every plugin's postBuild in parallel and offers no "after all
 * others" hook; the HTML writers among them (client-redirects) finish within milliseconds. The
 * build check tests/build/securityHeaders.test.ts verifies the result against every page.
 */
export async function waitForHtmlWriters(dir: string, quietMs = 300, limitMs = 30_000) {
  const started = Date.now();
  let previous = await snapshot(dir);
  while (Date.now() - started < limitMs) {
    await sleep(quietMs);
    const current = await snapshot(dir);
    if (current === previous) return;
    previous = current;
  }
}

/** The sorted, distinct CSP hashes of the inline scripts of every HTML page under `dir`. */
export async function collectScriptHashes(dir: string): Promise<{hashes: string[]; pages: number}> {
  const files = await htmlFiles(dir);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return {hashes: [...hashes].sort(), pages: files.length};
}
