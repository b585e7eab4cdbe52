import {validateNoOptions, type NoOptions} from '../../shared/noOptions';

/** The plugin has no options. */
export type Options = NoOptions;

export const validateOptions = validateNoOptions('slim-tslib');
