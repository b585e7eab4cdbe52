import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {addPlatformStubs, platformOf} from '../../scripts/lock-platform-stubs.mjs';

describe('platformOf', () => {
  it('reads os, cpu and libc from platform package names', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({cpu: ['arm64'], os: ['darwin']});
    expect(platformOf('@swc/core-win32-ia32-msvc')).toEqual({cpu: ['ia32'], os: ['win32']});
    expect(platformOf('@pagefind/windows-x64')).toEqual({cpu: ['x64'], os: ['win32']});
    expect(platformOf('@rollup/rollup-linux-arm64-musl')).toEqual({
      cpu: ['arm64'],
      os: ['linux'],
      libc: ['musl'],
    });
    expect(platformOf('@swc/core-linux-arm-gnueabihf')).toEqual({
      cpu: ['arm'],
      os: ['linux'],
      libc: ['glibc'],
    });
  });

  it('returns null for names that declare no platform', () => {
    expect(platformOf('fsevents')).toBeNull();
    expect(platformOf('@swc/counter')).toBeNull();
  });
});

describe('addPlatformStubs', () => {
  it('adds missing optional platform packages once, keeping existing entries', () => {
    const lock = {
      packages: {
        '': {name: 'site'},
        'node_modules/@swc/core': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: {
            '@swc/core-linux-x64-gnu': '1.0.0',
            '@swc/core-darwin-x64': '1.0.0',
          },
        },
        'node_modules/@swc/core-linux-x64-gnu': {version: '1.0.0', optional: true},
      },
    };
    expect(addPlatformStubs(lock)).toEqual(['@swc/core-darwin-x64@1.0.0']);
    expect(
      lock.packages['node_modules/@swc/core-darwin-x64' as keyof typeof lock.packages],
    ).toEqual({
      version: '1.0.0',
      dev: true,
      optional: true,
      cpu: ['x64'],
      os: ['darwin'],
    });
    expect(addPlatformStubs(lock)).toEqual([]);
  });

  it('leaves nothing to add in the committed lock file', () => {
    const lock = JSON.parse(
      readFileSync(path.join(__dirname, '..', '..', 'package-lock.json'), 'utf8'),
    );
    expect(addPlatformStubs(lock)).toEqual([]);
  });
});
