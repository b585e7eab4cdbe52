import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/**
 * The plugin takes no options of its own: the themes, languages and magic
 * comments come from `themeConfig.prism`, the one place the classic theme
 * reads them from too.
 */
export type Options = Record<string, never>;

export const OptionsSchema = Joi.object<Options>({id: Joi.string()}).unknown(false).messages({
  'object.unknown':
    'code-highlight takes no options ({#label} given): set themes, languages and magic comments in themeConfig.prism.',
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, Options>): Options {
  return validate(OptionsSchema, options);
}
