import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Options of the local search plugin. */
export interface PluginOptions {
  id?: string;
  /** Folder under the build output for records, index and manifest. Default `search`. */
  outputDir: string;
  /** `hierarchy.lvl0` of docs that sit at the top of the sidebar, outside any category. Default `Docs`. */
  topLevelLabel: string;
  /** `hierarchy.lvl0` of blog posts, or `false` to leave the blog out. Default `Blog`. */
  blogLabel: string | false;
  /** Route globs never indexed (`**` spans folders). Default `['/docs/tests/**']`. */
  ignorePatterns: string[];
  /** Browser gives up fetching the index after this many ms and shows the error state. Default 10000. */
  indexTimeoutMs: number;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  outputDir: 'search',
  topLevelLabel: 'Docs',
  blogLabel: 'Blog',
  ignorePatterns: ['/docs/tests/**'],
  indexTimeoutMs: 10000,
};

export const OptionsSchema = Joi.object<PluginOptions & {compress?: never}>({
  id: Joi.string(),
  outputDir: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+)*$/i)
    .default(DEFAULT_OPTIONS.outputDir)
    .messages({'string.pattern.base': 'outputDir must be a relative folder such as "search".'}),
  topLevelLabel: Joi.string().min(1).default(DEFAULT_OPTIONS.topLevelLabel),
  blogLabel: Joi.alternatives()
    .try(Joi.string().min(1), Joi.boolean().valid(false))
    .default(DEFAULT_OPTIONS.blogLabel),
  ignorePatterns: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.ignorePatterns),
  indexTimeoutMs: Joi.number()
    .integer()
    .min(500)
    .max(120000)
    .default(DEFAULT_OPTIONS.indexTimeoutMs),
  // Removed: the index is always gzip-compressed and content-hashed.
  compress: Joi.any().forbidden().messages({
    'any.unknown':
      'The "compress" option was removed: the index is always written gzip-compressed.',
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}
