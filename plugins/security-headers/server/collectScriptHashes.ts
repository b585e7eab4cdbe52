import path from 'node:path';
import {readdir, readFile} from 'node:fs/promises';

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

/** The sorted, distinct CSP hashes of the inline scripts of every HTML page under `dir`. */
export async function collectScriptHashes(dir: string): Promise<{hashes: string[]; pages: number}> {
  const files = await htmlFiles(dir);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return {hashes: [...hashes].sort(), pages: files.length};
}
