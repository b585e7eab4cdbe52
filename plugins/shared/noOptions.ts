import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** The options of a plugin that takes none (Docusaurus may still pass an `id`). */
export type NoOptions = Record<string, never>;

/** A `validateOptions` that refuses any option, naming the plugin. */
export function validateNoOptions(pluginName: string) {
  const schema = Joi.object<NoOptions>({id: Joi.string()})
    .unknown(false)
    .messages({'object.unknown': `${pluginName} takes no options ({#label} given).`});
  return ({validate, options}: OptionValidationContext<NoOptions, NoOptions>): NoOptions =>
    validate(schema, options);
}
