/**
 * slim-registry: drops from the browser's copy of Docusaurus's route registry
 * the module requests only the server reads (see loader.cjs for why and the
 * figure). The registry is generated code written after every plugin has
 * loaded, so a bundler loader is the one place to change it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'abstra-slim-registry';

/** The generated registry: `<generated>/registry.js`. */
export const REGISTRY_FILE = /[\\/]registry\.js$/;

export default function pluginSlimRegistry(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,

    configureWebpack(_config, isServer) {
      // The server bundle keeps the requests: react-loadable reports them to name a page's chunks.
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: REGISTRY_FILE,
              include: [context.generatedFilesDir],
              use: [path.join(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
