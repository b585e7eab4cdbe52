/**
 * The benchmarks' own tools (Lighthouse, Pagefind, MiniSearch) are declared in bench/package.json
 * and installed into bench/node_modules by `npm run bench:setup`, so the default `npm ci` does not
 * download them. This module finds them there, and says what to run when they are missing.
 */
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const benchDir = __dirname;
const benchRequire = createRequire(path.join(benchDir, 'package.json'));

class BenchToolMissingError extends Error {}

function missing(what: string): never {
  throw new BenchToolMissingError(
    `${what} is not installed: the benchmark tools are outside the default install. Run "npm run bench:setup" first.`,
  );
}

/** A package of bench/package.json, loaded with `require`. */
export function benchModule<T>(name: string): T {
  try {
    return benchRequire(name) as T;
  } catch {
    return missing(name);
  }
}

/** A file inside a package of bench/package.json (served to the browser by the benchmark). */
export function benchFile(name: string, relative: string): string {
  const file = path.join(benchDir, 'node_modules', name, relative);
  return existsSync(file) ? file : missing(name);
}

/** The command a package of bench/package.json installs (`node_modules/.bin/<name>`). */
export function benchBin(name: string): string {
  const file = path.join(benchDir, 'node_modules', '.bin', name);
  return existsSync(file) ? file : missing(name);
}
