/**
 * slim-docs-metadata: removes what no page reads from the docs plugin's
 * version prop as it is bundled (see loader.cjs for what and the figures).
 * The prop is written by Docusaurus's route codegen after every plugin has
 * loaded, so a bundler loader is the one place to change it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-slim-docs-metadata';

/** Route prop files of the docs plugin: `<generated>/docusaurus-plugin-content-docs/<id>/p/<name>.json`. */
export const PROP_FILE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function pluginSlimDocsMetadata(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,

    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: PROP_FILE,
              include: [context.generatedFilesDir],
              use: [path.join(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
