/**
 * widget-behaviour: renders what the behaviour harness observed of each form widget
 * (api/behaviour/*.json) as tables, with `<WidgetBehaviour name="TextInput" />` and
 * `<ObservedScenarios file="tasks" />`, on the page
 * (a remark plugin, at compile time) and in its Markdown twin (markdownComponents).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {MarkdownComponentsProvider} from '../markdown-export/shared/markdownComponents';
import {normalizeOptions, type Options, type PluginOptions} from './options';
import {remarkWidgetBehaviour} from './server/remark';
import {renderTag, TAGS, type BehaviourData} from './server/render';

export {validateOptions} from './options';

export function loadBehaviourData(siteDir: string, options: Options = {}): BehaviourData {
  const {dataDir} = normalizeOptions(options);
  const read = (name: string): unknown => {
    const file = path.resolve(siteDir, dataDir, `${name}.json`);
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(
        `widget-behaviour: cannot read ${path.join(dataDir, `${name}.json`)} (${(error as Error).message}). ` +
          'Run "npm run api:behaviour" to write it.',
      );
    }
  };
  return {
    forms: read('forms') as BehaviourData['forms'],
    hooks: read('hooks') as BehaviourData['hooks'],
    tasks: read('tasks') as BehaviourData['tasks'],
    player: read('player') as BehaviourData['player'],
    python: read('python') as BehaviourData['python'],
  };
}

/** The remark plugin for the docs preset, bound to the data file. */
export function widgetBehaviourRemarkPlugin(siteDir: string, options: Options = {}) {
  return remarkWidgetBehaviour(loadBehaviourData(siteDir, options));
}

export default function pluginWidgetBehaviour(
  context: LoadContext,
  options: PluginOptions,
): Plugin<void> & MarkdownComponentsProvider {
  const data = loadBehaviourData(context.siteDir, options);
  return {
    name: 'abstra-widget-behaviour',
    getPathsToWatch() {
      return [path.resolve(context.siteDir, options.dataDir)];
    },
    markdownComponents() {
      return Object.fromEntries(
        TAGS.map((tag) => [
          tag,
          (where: string, attributes: Record<string, string>) =>
            renderTag(data, tag, attributes, where),
        ]),
      );
    },
  };
}
