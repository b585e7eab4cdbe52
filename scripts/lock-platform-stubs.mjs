#!/usr/bin/env node
// The npm mirror this project is built against lacks some platform-specific
// optional packages (for example `@swc/core-darwin-arm64`). `npm install` skips
// them silently, but then leaves them out of package-lock.json, and `npm ci`
// refuses a lock file that misses an optional dependency. This script adds an
// entry for each missing one, with the `os`/`cpu`/`libc` its name declares, so
// `npm ci` skips it on other platforms exactly as it would with the full entry.
//
// Run it after any `npm install` that changes package-lock.json (or bench/package-lock.json):
//   node scripts/lock-platform-stubs.mjs [bench/package-lock.json]
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const OS = {
  darwin: 'darwin',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  android: 'android',
  openharmony: 'openharmony',
};
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'];

/** The platform fields a package name such as `@rollup/rollup-linux-arm64-musl` declares. */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const os = tokens.map((token) => OS[token]).find(Boolean);
  const cpu = CPU.find((candidate) => tokens.includes(candidate));
  if (!os || !cpu) return null;
  const fields = {cpu: [cpu], os: [os]};
  if (os === 'linux') {
    if (tokens.some((token) => token.startsWith('musl'))) fields.libc = ['musl'];
    else if (tokens.some((token) => token.startsWith('gnu'))) fields.libc = ['glibc'];
  }
  return fields;
}

export function addPlatformStubs(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      lock.packages[hoisted] = {
        version,
        ...(entry.dev ? {dev: true} : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const file = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addPlatformStubs(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform entries:\n  ${added.join('\n  ')}`
      : `${path.basename(file)} already lists every optional platform package.`,
  );
}
