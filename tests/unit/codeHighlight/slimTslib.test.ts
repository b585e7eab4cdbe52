import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {normalizePluginOptions} from '@docusaurus/utils-validation';

import pluginSlimTslib, {
  TSLIB_SHIM,
  validateOptions,
} from '../../../plugins/docusaurus-patches/slim-tslib';

const nodeRequire = createRequire(__filename);
const {shimHelpers, helpersUsed, checkModule} = nodeRequire(
  '../../../plugins/docusaurus-patches/slim-tslib/loader.cjs',
) as {
  shimHelpers: (source: string) => Set<string>;
  helpersUsed: (source: string) => Set<string> | null;
  checkModule: (source: string, available: Set<string>, file?: string) => void;
};

/** What TypeScript emits for CommonJS with importHelpers, as in @docusaurus/utils-common. */
const compiled = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const tslib_1 = require("tslib");
var a_1 = require("./a");
Object.defineProperty(exports, "a", { get: function () { return tslib_1.__importDefault(a_1).default; } });
tslib_1.__exportStar(require("./b"), exports);
`;

describe('slim-tslib', () => {
  it('re-exports the helpers the shim names', () => {
    const helpers = shimHelpers(readFileSync(TSLIB_SHIM, 'utf8'));
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it('reads the helpers a module calls, from require() and from import {…}', () => {
    expect([...helpersUsed(compiled)!].sort()).toEqual(['__exportStar', '__importDefault']);
    expect([
      ...helpersUsed(
        `import {__assign as assign, __rest} from 'tslib';\nassign({}, __rest({}, []));`,
      )!,
    ]).toEqual(['__assign', '__rest']);
    expect([...helpersUsed(`import * as tl from "tslib";\ntl.__awaiter(0, 0, 0, f);`)!]).toEqual([
      '__awaiter',
    ]);
    expect(helpersUsed('// mentions tslib in a comment only\nmodule.exports = 1;')).toBeNull();
  });

  it('fails the build on a helper the shim lacks, naming the module, the helper and the fix', () => {
    expect(() => checkModule(compiled, new Set(['__importDefault']), '/nm/x/lib/index.js')).toThrow(
      "slim-tslib: /nm/x/lib/index.js calls tslib's __exportStar, which plugins/docusaurus-patches/slim-tslib/client/tslib.ts does not re-export. Add it to the export list there.",
    );
    expect(() => checkModule(compiled, new Set(['__importDefault', '__exportStar']))).not.toThrow();
  });

  it('accepts the client modules of this install that use tslib', () => {
    const available = shimHelpers(readFileSync(TSLIB_SHIM, 'utf8'));
    const utilsCommon = nodeRequire.resolve('@docusaurus/utils-common');
    expect(helpersUsed(readFileSync(utilsCommon, 'utf8'))).not.toBeNull();
    expect(() =>
      checkModule(readFileSync(utilsCommon, 'utf8'), available, utilsCommon),
    ).not.toThrow();
  });

  it('changes the client bundle only: the server bundle keeps the real package', () => {
    const plugin = pluginSlimTslib();
    const configure = (isServer: boolean) =>
      plugin.configureWebpack!({} as never, isServer, {} as never, {} as never) as {
        resolve?: {alias?: Record<string, string>};
        module?: {rules?: Array<{use: string[]}>};
      };
    expect(configure(true)).toEqual({});
    const client = configure(false);
    expect(client.resolve?.alias).toEqual({tslib$: TSLIB_SHIM});
    expect(path.basename(client.module!.rules![0]!.use[0]!)).toBe('loader.cjs');
  });

  it('takes no options', () => {
    const validate = normalizePluginOptions as never;
    expect(validateOptions({validate, options: {id: 'default'} as never})).toEqual({id: 'default'});
    expect(() => validateOptions({validate, options: {shim: 'x'} as never})).toThrow(
      'slim-tslib takes no options ("shim" given).',
    );
  });
});
