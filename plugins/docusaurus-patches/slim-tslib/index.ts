/**
 * slim-tslib: the browser bundle gets only the tslib helpers it calls.
 *
 * `@docusaurus/utils-common` (imported by the client core on every page) is
 * CommonJS compiled with `importHelpers`: it does `require("tslib")` to call
 * one helper, `__importDefault`. A `require()` of an ES module takes its whole
 * namespace, so the bundler cannot drop the other helpers, and all of tslib
 * (3.9 KB gzip minified, 18 KB of source) sat in every page's main bundle.
 * Here `tslib` resolves, in the client bundle only, to `client/tslib.ts`, which
 * re-exports by name just the helpers client code calls; the server bundle and
 * Node keep the real package.
 *
 * A helper missing from that list would fail only at run time, so `loader.cjs`
 * reads every client module from node_modules that mentions tslib and fails the
 * build, naming the module and the helper, when it calls one the list lacks.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-slim-tslib';

/** Where client code's `tslib` resolves. */
export const TSLIB_SHIM = path.join(__dirname, 'client', 'tslib.ts');

export default function pluginSlimTslib(): Plugin<void> {
  return {
    name: PLUGIN_NAME,

    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {alias: {tslib$: TSLIB_SHIM}},
        module: {
          rules: [
            {
              test: /\.[cm]?js$/,
              include: /[\\/]node_modules[\\/]/,
              use: [path.join(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
