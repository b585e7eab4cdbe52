import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Options of the widget-behaviour plugin. */
export interface PluginOptions {
  id?: string;
  /** The folder of the harness's data files (forms, hooks, tasks, player .json), relative to the site folder. */
  dataDir: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {dataDir: 'api/behaviour'};

export const OptionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  dataDir: Joi.string().default(DEFAULT_OPTIONS.dataDir),
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
