/**
 * code-highlight: syntax highlighting at build time instead of in the browser.
 *
 * - `rehypeCodeHighlight` (server/) runs in the MDX loader of docs, blog and
 *   pages and turns each fenced block into prebuilt, valid markup.
 * - This plugin writes the token colours of `themeConfig.prism` (light and
 *   dark) to a stylesheet loaded on every page, and removes theme-classic's
 *   Prism client module from the bundle.
 * - src/theme/CodeBlock renders the prebuilt markup, with the title, the
 *   highlighted lines and the copy button.
 *
 * Measured on the built site (npm run bench:page): Prism was 31 KB gzip of the
 * main bundle, and every code block was tokenized twice during hydration.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

import {themeCss} from './server/themeCss';

export {validateOptions} from './options';
export {default as rehypeCodeHighlight} from './server/rehypeCodeHighlight';

export const PLUGIN_NAME = 'abstra-code-highlight';

/** The module request of theme-classic's client module that loads Prism in the browser. */
export const PRISM_CLIENT_MODULE = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function pluginCodeHighlight(context: LoadContext): Plugin<void> {
  const prism = (
    context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}}
  ).prism;
  if (!prism?.theme) {
    throw new Error(
      'code-highlight: themeConfig.prism.theme is not set. Set prism.theme (and prism.darkTheme) in docusaurus.config.ts.',
    );
  }
  const cssFile = path.join(context.generatedFilesDir, PLUGIN_NAME, 'prism-tokens.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, themeCss(prism.theme, prism.darkTheme ?? prism.theme));

  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [cssFile];
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            PRISM_CLIENT_MODULE,
            path.join(__dirname, 'client', 'noPrismLanguages.ts'),
          ),
        ],
      };
    },
  };
}
