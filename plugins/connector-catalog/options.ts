import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Options of the connector-catalog plugin. */
export interface PluginOptions {
  id?: string;
  /**
   * The data file that lists every provider, relative to the site folder.
   * Default `docs/tools/connectors/providers/catalog.yml`.
   */
  catalogPath: string;
  /**
   * The folder of the provider pages, relative to the site folder. Every entry needs
   * `<pagesDir>/<slug>.mdx` and every page there needs an entry. Default: the catalog's folder.
   */
  pagesDir?: string;
  /**
   * The folder of the connector examples, relative to the site folder: every third-party fact they
   * state needs a fact of their provider (the folder or file named after its slug). Default
   * `docs/tools/connectors/examples`.
   */
  examplesDir: string;
  /** Route of the provider pages, under the docs base path. Default `/tools/connectors/providers`. */
  routeBasePath: string;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  catalogPath: 'docs/tools/connectors/providers/catalog.yml',
  examplesDir: 'docs/tools/connectors/examples',
  routeBasePath: '/tools/connectors/providers',
};

export const OptionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  catalogPath: Joi.string()
    .pattern(/\.ya?ml$/)
    .default(DEFAULT_OPTIONS.catalogPath)
    .messages({
      'string.pattern.base': 'connector-catalog: "catalogPath" must point to a .yml or .yaml file.',
    }),
  pagesDir: Joi.string(),
  examplesDir: Joi.string().default(DEFAULT_OPTIONS.examplesDir),
  routeBasePath: Joi.string()
    .pattern(/^\/[a-z0-9/-]*[a-z0-9]$/)
    .default(DEFAULT_OPTIONS.routeBasePath)
    .messages({
      'string.pattern.base':
        'connector-catalog: "routeBasePath" must start with "/" and have no trailing slash, e.g. "/tools/connectors/providers".',
    }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}
