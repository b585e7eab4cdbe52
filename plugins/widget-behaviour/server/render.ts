/** The tags this plugin renders, and how each one's attributes pick the observations. */
import {behaviourMarkdown, scenariosMarkdown, type ScenarioFile} from './tables';
import type {FormsData} from './types';

export interface BehaviourData {
  forms: FormsData;
  hooks: ScenarioFile;
  tasks: ScenarioFile;
  player: ScenarioFile;
  python: ScenarioFile;
}

export const TAGS = ['WidgetBehaviour', 'ObservedScenarios'];

const FILES = ['hooks', 'tasks', 'player', 'python'] as const;

/**
 * `<WidgetBehaviour name="TextInput" />`: the widget's tables.
 * `<ObservedScenarios file="tasks" prefix="" columns="response" />`: a table of scenarios.
 */
export function renderTag(
  data: BehaviourData,
  tag: string,
  attributes: Record<string, string>,
  where: string,
): string {
  try {
    if (tag === 'WidgetBehaviour') {
      if (!attributes.name) throw new Error('needs a literal name attribute');
      return behaviourMarkdown(data.forms, attributes.name);
    }
    const file = attributes.file as (typeof FILES)[number];
    if (!FILES.includes(file)) throw new Error(`file must be one of ${FILES.join(', ')}`);
    const columns = (attributes.columns ?? 'response').split(',').map((c) => c.trim());
    return scenariosMarkdown(data[file], attributes.prefix ?? '', columns);
  } catch (error) {
    throw new Error(`widget-behaviour: ${where}: ${(error as Error).message}`);
  }
}
