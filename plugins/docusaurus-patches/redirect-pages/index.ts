/**
 * redirect-pages: `@docusaurus/plugin-client-redirects` with complete redirect pages. The upstream
 * template has no `<title>` and no `lang` (HTML validators flag both, and a reader on a slow
 * connection sees an untitled tab). This plugin runs the upstream redirect collection and writes
 * the same pages with the site's language and a title; the upstream plugin itself is not listed
 * in the config, so each file is written once.
 *
 * Options are exactly those of the upstream plugin.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects/lib/options';
import {addLeadingSlash, removePrefix} from '@docusaurus/utils-common';
// Internals of the upstream plugin (3.10.2, pinned): its redirect rules and file layout, reused
// rather than copied. tests/unit/redirects/redirectPages.test.ts fails if they change shape.
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import writeRedirectFiles, {
  toRedirectFiles,
} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';

import {completeRedirectPage} from './completeRedirectPage';

export {validateOptions} from '@docusaurus/plugin-client-redirects';
export {completeRedirectPage};

export default function pluginRedirectPages(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  const {trailingSlash, title: siteTitle, titleDelimiter} = context.siteConfig;
  const {currentLocale, localeConfigs} = context.i18n;
  const lang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return {
    name: 'abstra-redirect-pages',
    async postBuild(props) {
      const pluginContext = {
        relativeRoutesPaths: props.routesPaths.map((route) =>
          addLeadingSlash(removePrefix(route, props.baseUrl)),
        ),
        baseUrl: props.baseUrl,
        outDir: props.outDir,
        options,
        siteConfig: props.siteConfig,
      };
      const redirects = collectRedirects(pluginContext, trailingSlash);
      const files = toRedirectFiles(redirects, pluginContext, trailingSlash).map((file) => ({
        ...file,
        fileContent: completeRedirectPage(file.fileContent, {lang, siteTitle, titleDelimiter}),
      }));
      await writeRedirectFiles(files);
    },
  };
}
