/**
 * The source files of a folder and the module specifiers they import: shared by the tests that
 * check imports (dependencies.test.ts, pluginBoundaries.test.ts).
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const codeFile = /\.(c|m)?[jt]sx?$/;

/** Every code file below `dir`, `node_modules` and dot-folders left out. */
export function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry.startsWith('.')) return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return codeFiles(full);
    return codeFile.test(entry) ? [full] : [];
  });
}

/** Module specifiers of static imports and exports, `import()` and `require()`. */
export function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"\n]+)['"]/g,
    /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"\n]+)['"]\s*\)/g,
    // require.resolve('x'), createRequire(…).resolve('x'), and nodeRequire(`x/${name}`) (a created require).
    /\b(?:require|createRequire\([^)]*\))\.resolve\(\s*['"]([^'"\n]+)['"]\s*\)/g,
    /\bnodeRequire\(\s*`([^`$\n]+)/g,
    // The benchmark tools, found in bench/node_modules by bench/tools.ts.
    /\bbench(?:Bin|File|Module)(?:<[^>]*>)?\(\s*['"]([^'"\n]+)['"]/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  }
  // A specifier built from a template (`${base}/x.js`, inside code a page evaluates) names no package.
  return found.filter((specifier) => !specifier.includes('${'));
}
