/**
 * Local search plugin. At build time (`postBuild`) it reads the emitted HTML of
 * every doc page and blog post and writes DocSearch-shaped records plus the
 * embedded index; in the browser, `src/theme/SearchBar` and
 * `src/theme/SearchPage` route the theme's search requests to that index
 * unless hosted Algolia credentials are configured.
 */
import path from 'node:path';
import {readFile} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {collectPages} from './server/collectPages';
import {extractRecords} from './server/extractRecords';
import {writeSearchFiles} from './server/writeSearchFiles';
import {MANIFEST_FILE, PLUGIN_NAME} from './shared/constants';
import type {SearchGlobalData, SearchRecord} from './shared/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export default function pluginSearch(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl} = context;
  // Records carry absolute URLs, as the DocSearch crawler writes them; the
  // theme turns them back into SPA paths (useSearchResultUrlProcessor).
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        manifestUrl: `${baseUrl}${options.outputDir}/${MANIFEST_FILE}`,
        indexTimeoutMs: options.indexTimeoutMs,
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir, routesPaths, plugins}) {
      const pages = collectPages({
        baseUrl,
        outDir,
        routesPaths,
        plugins,
        topLevelLabel: options.topLevelLabel,
        blogLabel: options.blogLabel,
        ignorePatterns: options.ignorePatterns,
      });
      const records: SearchRecord[] = [];
      for (const page of pages) {
        const html = await readFile(page.htmlFile, 'utf8');
        records.push(
          ...extractRecords({
            url: `${siteUrl}${page.url}`,
            title: page.title,
            lvl0: page.lvl0,
            html,
          }),
        );
      }
      const written = await writeSearchFiles(path.join(outDir, options.outputDir), records);
      console.log(
        `[${PLUGIN_NAME}] ${pages.length} pages, ${records.length} records; index ${written.manifest.index} (${written.gzipBytes} B gzip, ${written.rawBytes} B raw)`,
      );
    },
  };
}
