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
): Plugin<CatalogData> {
  const catalogFile = path.resolve(context.siteDir, options.catalogPath);
  const pagesDir = path.resolve(
    context.siteDir,
    options.pagesDir ?? path.dirname(options.catalogPath),
  );
  let dataFile: string | undefined;

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
      dataFile = await actions.createData('catalog.json', JSON.stringify(content));
    },

    configureWebpack() {
      if (!dataFile) throw new Error(`${PLUGIN_NAME}: the catalog data was not written.`);
      return {resolve: {alias: {[DATA_ALIAS]: dataFile}}};
    },
  };
}
