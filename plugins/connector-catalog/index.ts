/**
 * connector-catalog: the connector provider catalog (docs/tools/connectors/providers/catalog.yml).
 *
 * - Build time (server/): validates the data file and checks it against the provider pages. An
 *   entry without evidence, or a page without an entry, stops the build with the file and the fix.
 * - Data: the index's share of the catalog is written with `createData` and reaches the theme
 *   component through one webpack alias, so it loads only on the page that shows the catalog
 *   (never in global data).
 * - Client (theme/): `@theme/ConnectorCatalog` renders the index as static HTML, with filters that
 *   work without JS (CSS `:has()`) and counts that JS keeps up to date. `@theme/CheckedAgainst`
 *   shows on a provider page when its third-party facts were last checked, from its own small data
 *   module (the dates and source pages only).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {MarkdownComponentsProvider} from '../markdown-export/shared/markdownComponents';
import {catalogMarkdown, checkedMarkdown} from './server/catalogMarkdown';
import {loadCatalog} from './server/loadCatalog';
import type {CatalogData, CheckedNotes} from './shared/types';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-connector-catalog';
/** The module the theme component imports its data from. */
export const DATA_ALIAS = '@abstra-connector-catalog/data';
/** The module `CheckedAgainst` imports the check dates from. */
export const CHECKED_ALIAS = '@abstra-connector-catalog/checked';

interface Content {
  data: CatalogData;
  checked: CheckedNotes;
}

export default function pluginConnectorCatalog(
  context: LoadContext,
  options: PluginOptions,
): Plugin<Content> & MarkdownComponentsProvider {
  const catalogFile = path.resolve(context.siteDir, options.catalogPath);
  const pagesDir = path.resolve(
    context.siteDir,
    options.pagesDir ?? path.dirname(options.catalogPath),
  );
  const examplesDir = path.resolve(context.siteDir, options.examplesDir);
  let dataFile: string | undefined;
  let checkedFile: string | undefined;
  let loaded: Content | undefined;

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getPathsToWatch() {
      return [catalogFile, path.join(pagesDir, '*.mdx'), path.join(examplesDir, '**/*.mdx')];
    },

    async loadContent() {
      const {data, checked} = loadCatalog({
        catalogFile,
        pagesDir,
        routeBasePath: options.routeBasePath,
        examplesDir,
      });
      return {data, checked};
    },

    async contentLoaded({content, actions}) {
      loaded = content;
      dataFile = await actions.createData('catalog.json', JSON.stringify(content.data));
      checkedFile = await actions.createData('checked.json', JSON.stringify(content.checked));
    },

    // The Markdown twin of the index (markdown-export) lists the same catalog.
    markdownComponents() {
      return {
        ConnectorCatalog: () => {
          if (!loaded) throw new Error(`${PLUGIN_NAME}: the catalog was not loaded.`);
          return catalogMarkdown(loaded.data, context.baseUrl);
        },
        // The build check (checkFacts) makes `provider` equal the page's slug: the file name.
        CheckedAgainst: (where, attributes) => {
          if (!loaded) throw new Error(`${PLUGIN_NAME}: the catalog was not loaded.`);
          return checkedMarkdown(
            loaded.checked,
            attributes.provider ?? where.replace(/\.mdx?:\d+$/, ''),
          );
        },
      };
    },

    configureWebpack() {
      if (!dataFile || !checkedFile) {
        throw new Error(`${PLUGIN_NAME}: the catalog data was not written.`);
      }
      return {resolve: {alias: {[DATA_ALIAS]: dataFile, [CHECKED_ALIAS]: checkedFile}}};
    },
  };
}
