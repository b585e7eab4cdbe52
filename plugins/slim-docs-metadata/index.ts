/**
 * slim-docs-metadata: removes what no page reads from the docs plugin's
 * version prop before it is bundled (see slimVersionProp.ts for the figures).
 *
 * The docs plugin writes the prop to its generated folder in `contentLoaded`;
 * `allContentLoaded` runs after every plugin's `contentLoaded`, before the
 * bundler reads the files, so the prop is rewritten in place there.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {isVersionProp, slimVersionProp} from './slimVersionProp';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-slim-docs-metadata';

async function propFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.basename(path.dirname(file)) === 'p');
}

export default function pluginSlimDocsMetadata(context: LoadContext): Plugin<void> {
  const docsDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  return {
    name: PLUGIN_NAME,

    async allContentLoaded() {
      let slimmed = 0;
      for (const file of await propFiles(docsDir)) {
        const value: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (!isVersionProp(value)) continue;
        await writeFile(file, JSON.stringify(slimVersionProp(value), null, 2));
        slimmed += 1;
      }
      if (slimmed === 0) {
        throw new Error(
          `${PLUGIN_NAME}: no docs version prop found under ${docsDir}. The docs plugin may have changed where it writes it; update plugins/slim-docs-metadata.`,
        );
      }
    },
  };
}
