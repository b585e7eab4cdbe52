/**
 * widget-behaviour: renders what the behaviour harness observed of each form widget
 * (api/behaviour/forms.json) as tables, with `<WidgetBehaviour name="TextInput" />`, on the page
 * (a remark plugin, at compile time) and in its Markdown twin (markdownComponents).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {MarkdownComponentsProvider} from '../markdown-export/shared/markdownComponents';
import {normalizeOptions, type Options, type PluginOptions} from './options';
import {remarkWidgetBehaviour, TAG} from './server/remark';
import {behaviourMarkdown} from './server/tables';
import type {FormsData} from './server/types';

export {validateOptions} from './options';

export function loadFormsData(siteDir: string, options: Options = {}): FormsData {
  const {dataPath} = normalizeOptions(options);
  const file = path.resolve(siteDir, dataPath);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FormsData;
  } catch (error) {
    throw new Error(
      `widget-behaviour: cannot read ${dataPath} (${(error as Error).message}). ` +
        'Run "npm run api:behaviour" to write it.',
    );
  }
}

/** The remark plugin for the docs preset, bound to the data file. */
export function widgetBehaviourRemarkPlugin(siteDir: string, options: Options = {}) {
  return remarkWidgetBehaviour(loadFormsData(siteDir, options));
}

export default function pluginWidgetBehaviour(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> & MarkdownComponentsProvider {
  const data = loadFormsData(context.siteDir, options);
  return {
    name: 'abstra-widget-behaviour',
    getPathsToWatch() {
      return [path.resolve(context.siteDir, options.dataPath)];
    },
    markdownComponents() {
      return {[TAG]: (_where, attributes) => behaviourMarkdown(data, attributes?.name ?? '')};
    },
  };
}
