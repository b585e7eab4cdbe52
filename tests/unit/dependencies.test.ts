/**
 * Every package the code imports is declared in package.json, and every declared package is used:
 * an undeclared import works only while another package happens to pull it in, and an unused one
 * costs every `npm ci`. Scans the source folders and the root config files.
 */
import {existsSync, readFileSync, readdirSync, realpathSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeFiles as walk, specifiersOf} from './helpers/imports';

const root = path.resolve(__dirname, '..', '..');
const sourceDirs = ['plugins', 'src', 'scripts', 'mcp', 'tests', 'bench', 'api', 'behaviour'];
const rootFiles = readdirSync(root).filter((file) => /\.(c|m)?[jt]sx?$/.test(file));

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
};
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.devDependencies ?? {}),
]);
/** The benchmarks' own tools (bench/package.json, installed by `npm run bench:setup`). */
const benchPkg = JSON.parse(readFileSync(path.join(root, 'bench', 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const benchDeclared = new Set(Object.keys(benchPkg.dependencies ?? {}));
const inBench = (file: string) => file.startsWith(`bench${path.sep}`);

// This file and the helper are left out: their own examples of import statements are not imports.
const files = [
  ...sourceDirs.flatMap((dir) => walk(path.join(root, dir))),
  ...rootFiles.map((file) => path.join(root, file)),
].filter((file) => file !== __filename && file !== path.join(__dirname, 'helpers', 'imports.ts'));

/** Docusaurus's client API (`@docusaurus/Link`, `@docusaurus/router`, …) is @docusaurus/core. */
const coreClientExports = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports');

/** The npm package a specifier needs, or null for builtins, relative paths and bundler aliases. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) {
    return null;
  }
  // Aliases the Docusaurus bundler resolves: theme components, generated data, the site root.
  if (/^@(theme|theme-original|theme-init|generated|site)\//.test(specifier)) return null;
  // Webpack aliases our own plugins set (plugins/connector-catalog: DATA_ALIAS).
  if (specifier.startsWith('@abstra-connector-catalog/')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (
    name.startsWith('@docusaurus/') &&
    parts.length === 2 &&
    ['.js', '.d.ts'].some((ext) => existsSync(path.join(coreClientExports, `${parts[1]}${ext}`)))
  ) {
    return '@docusaurus/core';
  }
  // A types-only module (`import type {Root} from 'mdast'`) comes from its @types package.
  if (
    !name.startsWith('@') &&
    !existsSync(path.join(root, 'node_modules', name)) &&
    existsSync(path.join(root, 'node_modules', '@types', name))
  ) {
    return `@types/${name}`;
  }
  return name;
}

const imported = new Map<string, string[]>();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  for (const specifier of specifiersOf(source)) {
    const name = packageOf(specifier);
    if (!name) continue;
    imported.set(name, [...(imported.get(name) ?? []), path.relative(root, file)]);
  }
}

/** Packages used without an import: command-line tools run from scripts, and type packages. */
const usedWithoutImport: Record<string, string> = {
  '@mdx-js/react': 'peer dependency of @docusaurus/core (the MDX runtime of every page)',
  '@docusaurus/module-type-aliases': 'types of the @theme/ and @docusaurus/ aliases (tsconfig)',
  '@docusaurus/tsconfig': 'extended by tsconfig.json',
  '@docusaurus/faster': 'future.faster in docusaurus.config.ts loads it',
  '@docusaurus/preset-classic': "the 'classic' preset in docusaurus.config.ts",
  '@types/node': 'types of node: imports',
  '@types/js-yaml': 'types of js-yaml',
  '@types/picomatch': 'types of picomatch (plugins/shared/testPages.mjs)',
  // Pinned to the React the site runs (18, see bench/page/README.md): without them the React 19
  // types other packages pull in would accept APIs React 18 does not have.
  '@types/react': 'types of react',
  '@types/react-dom': 'types of react-dom',
  prettier: 'npx prettier (scripts/test.mjs)',
  typescript: 'npx tsc (scripts/test.mjs)',
};

describe('package.json', () => {
  it('finds the imports', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(imported.get('react')?.length).toBeGreaterThan(0);
  });

  it('declares every package the code imports (bench/ may also use bench/package.json)', () => {
    const undeclared = [...imported]
      .map(([name, where]) => {
        if (declared.has(name)) return [name, []] as const;
        return [name, where.filter((file) => !inBench(file) || !benchDeclared.has(name))] as const;
      })
      .filter(([, where]) => where.length > 0)
      .map(([name, where]) => `${name} (imported by ${where.slice(0, 3).join(', ')})`);
    expect(undeclared).toEqual([]);
  });

  it('keeps the benchmark tools out of the default install, and uses each of them', () => {
    expect(benchDeclared.size).toBeGreaterThan(0);
    expect([...benchDeclared].filter((name) => declared.has(name))).toEqual([]);
    expect([...benchDeclared].filter((name) => !imported.has(name))).toEqual([]);
  });

  it('declares the package of every command the npm scripts run', () => {
    const bin = path.join(root, 'node_modules', '.bin');
    const commands = Object.values(pkg.scripts ?? {})
      .flatMap((script) => script.split(/&&|\|\||;/))
      .map((command) => command.trim().split(/\s+/)[0]!)
      .filter((command) => existsSync(path.join(bin, command)));
    const undeclared = [...new Set(commands)].filter((command) => {
      // node_modules/.bin/<command> links into the package that provides it.
      const target = realpathSync(path.join(bin, command));
      const relative = path.relative(path.join(root, 'node_modules'), target).split(path.sep);
      const name = relative[0]!.startsWith('@') ? relative.slice(0, 2).join('/') : relative[0]!;
      return !declared.has(name);
    });
    expect(commands).toContain('docusaurus');
    expect(undeclared).toEqual([]);
  });

  it('declares no package that nothing uses', () => {
    const scripts = Object.values(pkg.scripts ?? {}).join('\n');
    const unused = [...declared].filter(
      (name) =>
        !imported.has(name) &&
        !(name in usedWithoutImport) &&
        !new RegExp(`(^|\\s)${name}(\\s|$)`, 'm').test(scripts),
    );
    expect(unused).toEqual([]);
  });

  it('reads packages and aliases from specifiers correctly', () => {
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
    expect(packageOf('./local')).toBeNull();
    expect(packageOf('@theme/Layout')).toBeNull();
    expect(packageOf('@docusaurus/Link')).toBe('@docusaurus/core');
    expect(packageOf('@docusaurus/utils-validation')).toBe('@docusaurus/utils-validation');
    expect(packageOf('mdast')).toBe('@types/mdast');
    expect(packageOf('@docusaurus/plugin-client-redirects/lib/collectRedirects')).toBe(
      '@docusaurus/plugin-client-redirects',
    );
    expect(packageOf('remark-gfm')).toBe('remark-gfm');
    expect(specifiersOf("benchBin('pagefind'); benchModule<T>('minisearch')")).toEqual([
      'pagefind',
      'minisearch',
    ]);
    expect(
      specifiersOf(
        "import a from 'a';\nimport type {B} from '@b/c';\nconst d = await import('d');",
      ),
    ).toEqual(['a', '@b/c', 'd']);
  });
});
