import {Joi} from '@docusaurus/utils-validation';

/** Options of the api-contract remark plugin. */
export interface PluginOptions {
  /** Path of the generated contract, relative to `siteDir`. Default `api/contract.json`. */
  contractPath: string;
  /** Folder of `*.yml` notes (our descriptions), relative to `siteDir`. Default `api/notes`. */
  notesDir: string;
  /**
   * API history (`npm run api:history`), relative to `siteDir`, or `null` for none. Default
   * `api/history.json`. Its latest release must match the contract.
   */
  historyPath: string | null;
  /** Site root the other paths are relative to. Default: the current working directory. */
  siteDir: string;
  /** MDX tags the plugin resolves. Default `['ApiSignature', 'ApiParams']`. */
  components: string[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'siteDir'> = {
  contractPath: 'api/contract.json',
  notesDir: 'api/notes',
  historyPath: 'api/history.json',
  components: ['ApiSignature', 'ApiParams'],
};

const OptionsSchema = Joi.object<PluginOptions & {globalData?: never; schemaPath?: never}>({
  contractPath: Joi.string().default(DEFAULT_OPTIONS.contractPath),
  notesDir: Joi.string().default(DEFAULT_OPTIONS.notesDir),
  historyPath: Joi.string().allow(null).default(DEFAULT_OPTIONS.historyPath),
  siteDir: Joi.string().default(() => process.cwd()),
  components: Joi.array()
    .items(Joi.string().pattern(/^[A-Z][A-Za-z0-9]*$/))
    .min(1)
    .default(DEFAULT_OPTIONS.components),
  // Removed options stay here as forbidden, with what to use instead.
  globalData: Joi.forbidden().messages({
    'any.unknown':
      'api-contract: "globalData" was removed; the contract is never put in global data. Entries are injected per page.',
  }),
  schemaPath: Joi.forbidden().messages({
    'any.unknown':
      'api-contract: "schemaPath" was removed; the contract\'s shape is plugins/api-contract/contractSchema.ts (Joi), not a JSON Schema file.',
  }),
});

/** Validate and normalize options; throws a readable error on bad input. */
export function validateOptions(options: Options | undefined): PluginOptions {
  const {value, error} = OptionsSchema.validate(options ?? {}, {convert: false});
  if (error) {
    throw new Error(`api-contract: invalid options: ${error.message}`);
  }
  return value as PluginOptions;
}
