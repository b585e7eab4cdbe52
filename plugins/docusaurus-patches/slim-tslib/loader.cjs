/**
 * Bundler loader (rspack/webpack) for client modules under node_modules: a
 * guard, it returns the source unchanged. When a module requires or imports
 * `tslib`, every helper it calls must be one that client/tslib.ts re-exports,
 * or the build fails here instead of the page failing in the browser. Plain
 * CommonJS because the bundler `require`s loaders directly.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The helper names client/tslib.ts re-exports: the names inside its export braces. */
function shimHelpers(shimSource) {
  const names = new Set();
  for (const match of shimSource.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of match[1].split(',')) {
      const trimmed = name.trim();
      if (trimmed) names.add(trimmed);
    }
  }
  return names;
}

/**
 * The tslib helpers a module's source calls: `tslib_1.__x` after
 * `const tslib_1 = require("tslib")` (TypeScript's CommonJS output), and the
 * names of `import {…} from "tslib"`. Null when the module does not use tslib.
 */
function helpersUsed(source) {
  const required = [...source.matchAll(/\b([\w$]+)\s*=\s*require\(\s*["']tslib["']\s*\)/g)].map(
    (m) => m[1],
  );
  const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tslib["']/g)];
  const namespace = [...source.matchAll(/import\s*\*\s*as\s+([\w$]+)\s+from\s*["']tslib["']/g)];
  if (required.length === 0 && imported.length === 0 && namespace.length === 0) return null;
  const used = new Set();
  for (const binding of [...required, ...namespace.map((m) => m[1])]) {
    const escaped = binding.replace(/\$/g, '\\$');
    for (const m of source.matchAll(new RegExp(`\\b${escaped}\\.(\\w+)`, 'g'))) used.add(m[1]);
  }
  for (const m of imported) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) used.add(name);
    }
  }
  return used;
}

/** Throws when `source` calls a tslib helper missing from `available`. */
function checkModule(source, available, file = 'a module') {
  const used = helpersUsed(source);
  if (!used) return;
  const missing = [...used].filter((name) => !available.has(name));
  if (missing.length > 0) {
    throw new Error(
      `slim-tslib: ${file} calls tslib's ${missing.join(', ')}, which ` +
        `plugins/docusaurus-patches/slim-tslib/client/tslib.ts does not re-export. Add ${missing.length > 1 ? 'them' : 'it'} ` +
        `to the export list there.`,
    );
  }
}

let cached = null;
function available() {
  cached ??= shimHelpers(fs.readFileSync(path.join(__dirname, 'client', 'tslib.ts'), 'utf8'));
  return cached;
}

module.exports = function slimTslibGuard(source) {
  if (source.includes('tslib')) checkModule(source, available(), this.resourcePath);
  return source;
};
module.exports.shimHelpers = shimHelpers;
module.exports.helpersUsed = helpersUsed;
module.exports.checkModule = checkModule;
