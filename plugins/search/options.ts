import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

import {TEST_PAGES_ROUTE_GLOB} from '../shared/testPages.mjs';
import type {SearchMode} from './shared/types';

/** Options of the search plugin (theme: SearchBar and SearchPage, plus the embedded index). */
export interface PluginOptions {
  id?: string;
  /**
   * `embedded`: search runs in the browser on the index this plugin writes.
   * `hosted`: DocSearch queries Algolia with `appId`, `apiKey` and `indexName`.
   * Default `embedded`.
   */
  mode: SearchMode;
  /** Hosted mode: Algolia application id (required there, forbidden in embedded mode). */
  appId?: string;
  /** Hosted mode: Algolia search-only API key (public by design). */
  apiKey?: string;
  /** Algolia index name in hosted mode; key of saved searches in both. Default `abstra-docs`. */
  indexName: string;
  /** Hosted mode: send click events to Algolia Insights. Default `true` in hosted mode. */
  insights: boolean;
  /** Route of the search page, under the base URL. Default `search`. */
  searchPagePath: string;
  /** Folder under the build output for records, index and manifest. Default `search`. */
  outputDir: string;
  /** `hierarchy.lvl0` of docs that sit at the top of the sidebar, outside any category. Default `Docs`. */
  topLevelLabel: string;
  /** `hierarchy.lvl0` of blog posts, or `false` to leave the blog out. Default `Blog`. */
  blogLabel: string | false;
  /** Route globs never indexed (`**` spans folders). Default `['/docs/tests/**']`. */
  ignorePatterns: string[];
  /** Browser gives up fetching an index file after this many ms and shows the error state. Default 10000. */
  indexTimeoutMs: number;
  /**
   * GitHub repository (`https://github.com/owner/name`) where the no-results screen's "Let us
   * know." link opens a new issue titled with the query, or `false` for no link. Default `false`.
   */
  missingResultsRepository: string | false;
  /**
   * JSON files or folders of them, relative to the site, holding queries written as readers
   * search (`[{"query": …, "expected": [route, …]}]`); the embedded engine learns readers' words
   * from them (shared/readerWords.ts). Default `[]`: the docs' own words only.
   */
  readerQueries: string[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  mode: 'embedded',
  indexName: 'abstra-docs',
  insights: true,
  searchPagePath: 'search',
  outputDir: 'search',
  topLevelLabel: 'Docs',
  blogLabel: 'Blog',
  ignorePatterns: [TEST_PAGES_ROUTE_GLOB],
  indexTimeoutMs: 10000,
  missingResultsRepository: false,
  readerQueries: [],
};

const MISSING_RESULTS_REPOSITORY_ERROR =
  'missingResultsRepository must be a GitHub repository URL such as "https://github.com/owner/name", or false.';

const hostedOnly = (what: string) =>
  Joi.string()
    .trim()
    .min(1)
    .when('mode', {
      is: 'hosted',
      then: Joi.required(),
      otherwise: Joi.forbidden(),
    })
    .messages({
      'any.required': `Hosted search needs "${what}" (Algolia ${what}).`,
      'any.unknown': `"${what}" is only used in hosted mode; set mode: 'hosted' or remove it.`,
    });

export const OptionsSchema = Joi.object<PluginOptions & {compress?: never}>({
  id: Joi.string(),
  mode: Joi.string().valid('embedded', 'hosted').default(DEFAULT_OPTIONS.mode),
  appId: hostedOnly('appId'),
  apiKey: hostedOnly('apiKey'),
  indexName: Joi.string().trim().min(1).default(DEFAULT_OPTIONS.indexName),
  insights: Joi.boolean().default(DEFAULT_OPTIONS.insights),
  searchPagePath: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9_-]+)*$/i)
    .default(DEFAULT_OPTIONS.searchPagePath)
    .messages({'string.pattern.base': 'searchPagePath must be a relative path such as "search".'}),
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
  missingResultsRepository: Joi.alternatives()
    .try(
      Joi.string()
        .pattern(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/)
        .messages({'string.pattern.base': MISSING_RESULTS_REPOSITORY_ERROR}),
      Joi.boolean().valid(false),
    )
    .default(DEFAULT_OPTIONS.missingResultsRepository)
    .messages({'alternatives.types': MISSING_RESULTS_REPOSITORY_ERROR}),
  readerQueries: Joi.array()
    .items(Joi.string().trim().min(1))
    .default(DEFAULT_OPTIONS.readerQueries),
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
