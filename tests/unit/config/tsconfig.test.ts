/**
 * The type check runs beside the builds (scripts/test.mjs), and tsconfig allows JS: a build folder
 * left in its program makes tsc read files the running build is deleting, and fail.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {buildDir, fixtureBuildDir, hostedBuildDir, repoRoot} from '../../e2e/servers';

describe('tsconfig.json', () => {
  it('leaves every build folder and generated folder out of the type check', () => {
    const config = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')) as {
      exclude: string[];
    };
    for (const dir of [buildDir, fixtureBuildDir, hostedBuildDir]) {
      expect(config.exclude).toContain(path.relative(repoRoot, dir));
    }
    expect(config.exclude).toEqual(expect.arrayContaining(['.docusaurus', 'test-results']));
  });
});
