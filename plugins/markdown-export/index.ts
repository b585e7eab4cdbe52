/**
 * markdown-export: in `postBuild`, writes a clean Markdown twin beside the HTML of every doc page
 * (see shared/markdownUrl.ts for the URL rule), plus `llms.txt` and `llms-full.txt` at the site
 * root. The theme (src/theme/DocItem) links each page to its twin and offers a "Copy page" menu.
 */
import path from 'node:path';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {loadApiData, resolveEntry, validateOptions as validateApiOptions} from '../api-contract';
import {collectDocs} from './server/collectDocs';
import {llmsFullTxt, llmsTxt, type LlmsPage} from './server/llmsTxt';
import {renderMarkdown} from './server/renderMarkdown';
import {markdownFile, markdownUrl} from './shared/markdownUrl';
import {collectMarkdownComponents} from './shared/markdownComponents';
import type {MarkdownExportGlobalData} from './shared/exported';
import {routeRegExpSources} from '../shared/testPages.mjs';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-markdown-export';

export default function pluginMarkdownExport(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  const {baseUrl, siteDir} = context;
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  const apiOptions = validateApiOptions({...options.apiContract, siteDir});

  return {
    name: PLUGIN_NAME,

    async contentLoaded({actions}) {
      const data: MarkdownExportGlobalData = {
        ignoredRouteRegExps: routeRegExpSources(options.ignorePatterns),
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const docs = collectDocs({
        siteDir,
        plugins,
        topLevelSection: options.topLevelSection,
        unlistedSection: options.unlistedSection,
        ignorePatterns: options.ignorePatterns,
      });
      const {contract, notes} = loadApiData(apiOptions);
      const components = collectMarkdownComponents(plugins);
      const twinOfSource = new Map(
        docs.map((doc) => [path.normalize(doc.sourceFile), markdownUrl(doc.permalink, baseUrl)]),
      );
      const pages: LlmsPage[] = [];
      for (const doc of docs) {
        const markdown = await renderMarkdown(await readFile(doc.sourceFile, 'utf8'), {
          sourceFile: doc.sourceFile,
          title: doc.title,
          description: doc.description,
          markdownUrlOfSource: (file) => twinOfSource.get(path.normalize(file)) ?? null,
          resolveApi: (name, where) => resolveEntry(contract, notes, name, where),
          components,
        });
        const file = path.join(outDir, markdownFile(doc.permalink, baseUrl));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        pages.push({
          title: doc.title,
          description: doc.description,
          section: doc.section,
          url: `${siteUrl}${markdownUrl(doc.permalink, baseUrl)}`,
          markdown,
        });
      }
      const index = llmsTxt(pages, {
        title: options.title,
        summary: options.summary,
        instructions: options.instructions,
        version: contract.version,
      });
      await writeFile(path.join(outDir, 'llms.txt'), index);
      let fullBytes = 0;
      if (options.fullText) {
        const full = llmsFullTxt(pages, options);
        fullBytes = Buffer.byteLength(full);
        await writeFile(path.join(outDir, 'llms-full.txt'), full);
      }
      console.log(
        `[${PLUGIN_NAME}] ${pages.length} Markdown twins; llms.txt ${Buffer.byteLength(index)} B, llms-full.txt ${fullBytes} B (${Date.now() - started} ms)`,
      );
    },
  };
}
