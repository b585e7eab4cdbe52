/**
 * Plugins stand alone: code outside a plugin (another plugin, or `src/`) imports only the
 * plugin's public surface, its `index.ts`, `options.ts`, `types.ts` files and `shared/` folder, never
 * its `client/`, `server/`, `theme/` or other internals. What several plugins share lives in
 * `plugins/shared/`; components reach each other's code through `@theme/` aliases, and report
 * through the site's events (plugins/shared/siteEvents.ts).
 */
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {codeFiles, specifiersOf} from './helpers/imports';

const root = path.resolve(__dirname, '..', '..');
const PUBLIC = /^(index|options)(\.[cm]?[jt]sx?)?$|(^|\/)types(\.[cm]?[jt]sx?)?$|^shared(\/|$)/;

/** The repository path an import leads to (relative or `@site/`), or null for packages. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return specifier.slice('@site/'.length);
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(root, path.resolve(path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}

/** `plugins/<name>/<rest>` → [name, rest]; null outside a plugin or in plugins/shared. */
function pluginOf(repoPath: string): [string, string] | null {
  const match = /^plugins\/([^/]+)(?:\/(.*))?$/.exec(repoPath);
  if (!match || match[1] === 'shared') return null;
  return [match[1]!, match[2] ?? 'index'];
}

/** Imports of another plugin's internals, as `importer -> target`. */
export function boundaryViolations(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = path.relative(root, file).split(path.sep).join('/');
    const own = pluginOf(from)?.[0];
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const to = target(file, specifier);
      const plugin = to && pluginOf(to);
      if (!plugin || plugin[0] === own) continue;
      if (!PUBLIC.test(plugin[1])) found.push(`${from} -> ${to}`);
    }
  }
  return found;
}

describe('plugin boundaries', () => {
  it('no plugin and nothing in src/ imports another plugin’s internals', () => {
    const files = ['plugins', 'src'].flatMap((dir) => codeFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('names an import of a plugin’s client code', () => {
    const file = path.join(root, 'plugins', 'search', 'theme', 'SearchPage', 'index.tsx');
    expect(pluginOf('plugins/tracker/client/bus')).toEqual(['tracker', 'client/bus']);
    expect(target(file, '../../../tracker/client/bus')).toBe('plugins/tracker/client/bus');
    expect(PUBLIC.test('client/bus')).toBe(false);
    expect(PUBLIC.test('shared/types')).toBe(true);
    expect(PUBLIC.test('options.ts')).toBe(true);
  });
});
