/**
 * Search theme plugin. It ships the SearchBar (DocSearch modal) and the
 * SearchPage through `getThemePath()`, adds the search page route, and hands
 * the mode (`embedded` or `hosted`) to the browser through its global data.
 * In embedded mode, at build time (`postBuild`) it reads the emitted HTML of
 * every doc page and blog post and writes DocSearch-shaped records plus the
 * split index the search worker queries.
 */
import path from 'node:path';
import {readFile} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import logger from '@docusaurus/logger';

import {collectPages} from './server/collectPages';
import {extractRecords} from './server/extractRecords';
import {loadReaderQueries} from './server/readerQueries';
import {writeSearchFiles} from './server/writeSearchFiles';
import {CompileHintPlugin} from './bundler/compileHint';
import {EARLY_KEYS_SCRIPT} from './client/earlyKeys';
import {MANIFEST_FILE, PLUGIN_NAME} from './shared/constants';
import type {SearchGlobalData, SearchRecord} from './shared/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export default function pluginSearch(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl} = context;
  // Records carry absolute URLs, as the DocSearch crawler writes them; the
  // theme turns them back into SPA paths.
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const searchPagePath = normalizeUrl([baseUrl, options.searchPagePath]);
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        mode: options.mode,
        manifestUrl: `${baseUrl}${options.outputDir}/${MANIFEST_FILE}`,
        indexTimeoutMs: options.indexTimeoutMs,
        siteOrigin: new URL(siteUrl).origin,
        searchPagePath,
        indexName: options.indexName,
        hosted:
          options.mode === 'hosted'
            ? {
                appId: options.appId!,
                apiKey: options.apiKey!,
                indexName: options.indexName,
                insights: options.insights,
              }
            : null,
        missingResultsRepository: options.missingResultsRepository || null,
      };
      actions.setGlobalData(data);
      actions.addRoute({path: searchPagePath, component: '@theme/SearchPage', exact: true});
    },

    configureWebpack(config, isServer) {
      if (isServer) return {};
      // DocSearch's bundled zod probes for eval, which the CSP refuses (bundler/noEvalProbe.cjs);
      // its stores test localStorage with a write on every render (bundler/storageProbeOnce.cjs);
      // its modal reads the page's selection, a forced layout, on every render (selectionOnce.cjs),
      // and scrolls its list to the top, another, inside each key's task (scrollTopInFrame.cjs);
      // its hits draw their icons as SVG trees, built in each key's task (lightHitIcons.cjs).
      // The production modal chunk gets Chromium's eager-compile hint (bundler/compileHint.ts).
      return {
        plugins: config.mode === 'production' ? [new CompileHintPlugin()] : [],
        module: {
          rules: [
            {
              test: /\.js$/,
              include: /[\\/]node_modules[\\/]@docsearch[\\/]react[\\/]dist[\\/]/,
              use: [
                path.join(__dirname, 'bundler', 'noEvalProbe.cjs'),
                path.join(__dirname, 'bundler', 'storageProbeOnce.cjs'),
                path.join(__dirname, 'bundler', 'selectionOnce.cjs'),
                path.join(__dirname, 'bundler', 'scrollTopInFrame.cjs'),
                path.join(__dirname, 'bundler', 'lightHitIcons.cjs'),
              ],
            },
          ],
        },
      };
    },

    injectHtmlTags() {
      // Records Ctrl/Cmd+K and "/" pressed before hydration (client/earlyKeys.ts).
      return {headTags: [{tagName: 'script', innerHTML: EARLY_KEYS_SCRIPT}]};
    },

    async postBuild({outDir, routesPaths, plugins}) {
      // Hosted mode still writes records.json: `npm run search:push` uploads it.
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
      const written = await writeSearchFiles(
        path.join(outDir, options.outputDir),
        records,
        loadReaderQueries(context.siteDir, options.readerQueries),
      );
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      logger.info(
        `[${PLUGIN_NAME}] ${pages.length} pages, ${records.length} records; main index ${written.manifest.index} ${kb(written.mainGzipBytes)} gzip, ${written.shardCount} shards ${kb(written.shardGzipBytes)}, ${written.fragmentCount} fragments ${kb(written.fragmentGzipBytes)}, readers' words ${kb(written.readersGzipBytes)}`,
      );
    },
  };
}
