import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {Options as ApiContractOptions} from '../api-contract/options';
import {TEST_PAGES_ROUTE_GLOB} from '../shared/testPages.mjs';

/** Options of the markdown-export plugin. */
export interface PluginOptions {
  id?: string;
  /** H1 of `llms.txt`. Default `Abstra Docs`. */
  title: string;
  /** One-line summary under the title of `llms.txt` (the `>` block). */
  summary: string;
  /**
   * Extra guidance printed in `llms.txt` after the summary, before the page list. `{version}` is
   * replaced by the pinned abstra version from the API contract. Default: how to import abstra.
   */
  instructions: string;
  /** `## Section` for docs that sit at the top of the sidebar, outside any category. Default `Docs`. */
  topLevelSection: string;
  /** `## Section` for docs that are in no sidebar. Default `Other pages`. */
  unlistedSection: string;
  /** Route globs that get no twin (`**` spans folders). Default `['/docs/tests/**']`. */
  ignorePatterns: string[];
  /** Write `llms-full.txt` (every page's Markdown in sidebar order). Default `true`. */
  fullText: boolean;
  /**
   * Options of the api-contract plugin, so `<ApiSignature>`/`<ApiParams>` resolve exactly as on the
   * HTML pages (paths relative to the site folder). Default `{}`: the api-contract defaults.
   */
  apiContract: Omit<ApiContractOptions, 'siteDir'>;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_INSTRUCTIONS = [
  'These docs describe the `abstra` Python package, version {version}. When you write code for it:',
  '',
  '- Import from the public modules the pages use: `from abstra.forms import ...`, `from abstra.tables import ...`, `from abstra.tasks import ...`, `from abstra.hooks import ...`, `from abstra.ai import ...`. Do not import from private or internal modules.',
  '- Use the signatures exactly as each reference page shows them (the ```python block under its title): keyword-only parameters must be passed by name.',
  '- Install the documented version with `pip install abstra=={version}`; older or newer releases may differ.',
  '- Every page is available as Markdown: append `.md` to its URL (the links below already do).',
].join('\n');

export const DEFAULT_OPTIONS: PluginOptions = {
  title: 'Abstra Docs',
  summary:
    'Abstra is an open-source Python toolkit for building business workflows: forms, hooks, jobs and tasks, plus tables, files, messages, logs, AI parsing and connectors.',
  instructions: DEFAULT_INSTRUCTIONS,
  topLevelSection: 'Docs',
  unlistedSection: 'Other pages',
  ignorePatterns: [TEST_PAGES_ROUTE_GLOB],
  fullText: true,
  apiContract: {},
};

export const OptionsSchema = Joi.object<PluginOptions & {llmsTxt?: never}>({
  id: Joi.string(),
  title: Joi.string().min(1).default(DEFAULT_OPTIONS.title),
  summary: Joi.string()
    .min(1)
    .pattern(/^[^\n]+$/)
    .default(DEFAULT_OPTIONS.summary)
    .messages({
      'string.pattern.base':
        'markdown-export: "summary" must be a single line (it becomes the > block of llms.txt).',
    }),
  instructions: Joi.string().allow('').default(DEFAULT_OPTIONS.instructions),
  topLevelSection: Joi.string().min(1).default(DEFAULT_OPTIONS.topLevelSection),
  unlistedSection: Joi.string().min(1).default(DEFAULT_OPTIONS.unlistedSection),
  ignorePatterns: Joi.array().items(Joi.string()).default(DEFAULT_OPTIONS.ignorePatterns),
  fullText: Joi.boolean().default(DEFAULT_OPTIONS.fullText),
  apiContract: Joi.object().unknown(true).default(DEFAULT_OPTIONS.apiContract),
  // Removed: llms.txt is always written; its parts are top-level options now.
  llmsTxt: Joi.any().forbidden().messages({
    'any.unknown':
      'markdown-export: "llmsTxt" was removed; use the top-level "title", "summary" and "instructions" options.',
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}
