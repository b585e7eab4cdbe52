import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Options of the widget-behaviour plugin. */
export interface PluginOptions {
  id?: string;
  /** The harness's data file of form observations, relative to the site folder. */
  dataPath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {dataPath: 'api/behaviour/forms.json'};

export const OptionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  dataPath: Joi.string()
    .pattern(/\.json$/)
    .default(DEFAULT_OPTIONS.dataPath)
    .messages({'string.pattern.base': 'widget-behaviour: "dataPath" must point to a .json file.'}),
});

/** For code that reads the data outside Docusaurus (the remark plugin, tests). */
export function normalizeOptions(options: Options = {}): PluginOptions {
  const {value, error} = OptionsSchema.validate(options);
  if (error) throw new Error(error.message);
  return value;
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}
