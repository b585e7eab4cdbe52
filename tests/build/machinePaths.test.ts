/**
 * No path of the build machine in anything a reader downloads: every file of build/ (and of
 * build-fixture/, the end-to-end fixture build, when it exists) is searched, bytes and all, for the
 * absolute path of the repository. Docusaurus copies the site config into the client bundle, so an
 * absolute path in a plugin's options ends up in every reader's browser (issue 13, point 6).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {assertBuilt, buildDir, repoRoot, walk} from './buildOutput';

beforeAll(assertBuilt);

const fixtureDir = path.join(repoRoot, 'build-fixture');
/** The repository as this process sees it, and with symlinks resolved, in both separators. */
const needles = [...new Set([repoRoot, realpathSync(repoRoot)])].flatMap((dir) => [
  Buffer.from(dir),
  Buffer.from(JSON.stringify(dir).slice(1, -1)),
]);

/** Files (relative to `dir`) that contain the repository's absolute path. */
function filesWithMachinePath(dir: string): string[] {
  return walk(dir, () => true)
    .filter((file) => {
      const bytes = readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    })
    .map((file) => path.relative(dir, file));
}

describe('the build directory path', () => {
  it('is found by the search in any file below the folder, and only there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'machine-paths-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'clean.js'), 'const base = "/docs/";');
      writeFileSync(path.join(dir, 'raw.js'), `const root = ${JSON.stringify(repoRoot)};`);
      writeFileSync(path.join(dir, 'assets', 'app.js.map'), JSON.stringify({sources: [repoRoot]}));
      expect(filesWithMachinePath(dir).sort()).toEqual([path.join('assets', 'app.js.map'), 'raw.js']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('appears in no file of build/', () => {
    expect(walk(buildDir, () => true).length).toBeGreaterThan(100);
    expect(filesWithMachinePath(buildDir)).toEqual([]);
  });

  it.skipIf(!existsSync(fixtureDir))(
    'appears in no file of build-fixture/ (skipped: no fixture build; npm test makes one)',
    () => {
      expect(filesWithMachinePath(fixtureDir)).toEqual([]);
    },
  );
});
