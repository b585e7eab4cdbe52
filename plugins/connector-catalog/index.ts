/**
 * connector-catalog: the connector provider catalog (docs/tools/connectors/providers/catalog.yml).
 *
 * - Build time (server/): validates the data file and checks it against the provider pages. An
 *   entry without evidence, or a page without an entry, stops the build with the file and the fix.
 * - Data: the index's share of the catalog is written with `createData` and reaches the theme
 *   component through one webpack alias, so it loads only on the page that shows the catalog
 *   (never in global data).
 * - Client (theme/): `@theme/ConnectorCatalog` renders the index as static HTML, with filters that
 *   work without JS (CSS `:has()`) and counts that JS keeps up to date.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {MarkdownComponentsProvider} from '../markdown-export/shared/markdownComponents';
import {catalogMarkdown} from './server/catalogMarkdown';
import {loadCatalog} from './server/loadCatalog';
import type {CatalogData} from './shared/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-connector-catalog';
/** The module the theme component imports its data from. */
export const DATA_ALIAS = '@abstra-connector-catalog/data';

export default function pluginConnectorCatalog(
  context: LoadContext,
  options: PluginOptions,
): Plugin<CatalogData> & MarkdownComponentsProvider {
  const catalogFile = path.resolve(context.siteDir, options.catalogPath);
  const pagesDir = path.resolve(
    context.siteDir,
    options.pagesDir ?? path.dirname(options.catalogPath),
  );
  let dataFile: string | undefined;
  let loaded: CatalogData | undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [catalogFile];
    },

    async loadContent() {
      return loadCatalog({catalogFile, pagesDir, routeBasePath: options.routeBasePath}).data;
    },

    async contentLoaded({content, actions}) {
      loaded = content;
      dataFile = await actions.createData('catalog.json', JSON.stringify(content));
    },

    // The Markdown twin of the index (markdown-export) lists the same catalog.
    markdownComponents() {
      return {
        ConnectorCatalog: () => {
          if (!loaded) throw new Error(`${PLUGIN_NAME}: the catalog was not loaded.`);
          return catalogMarkdown(loaded, context.baseUrl);
        },
      };
    },

    configureWebpack() {
      if (!dataFile) throw new Error(`${PLUGIN_NAME}: the catalog data was not written.`);
      return {resolve: {alias: {[DATA_ALIAS]: dataFile}}};
    },
  };
}
