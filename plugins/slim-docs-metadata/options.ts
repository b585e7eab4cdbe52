import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** The plugin has no options. */
export type Options = Record<string, never>;

export const OptionsSchema = Joi.object<Options>({id: Joi.string()}).unknown(false).messages({
  'object.unknown': 'slim-docs-metadata takes no options ({#label} given).',
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}
