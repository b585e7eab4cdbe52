import {Joi} from '@docusaurus/utils-validation';

/** Options of the api-contract remark plugin. */
export interface PluginOptions {
  /** Path of the generated contract, relative to `siteDir`. Default `api/contract.json`. */
  contractPath: string;
  /** JSON Schema the contract must satisfy, relative to `siteDir`. Default `api/contract.schema.json`. */
  schemaPath: string;
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
  schemaPath: 'api/contract.schema.json',
  notesDir: 'api/notes',
  historyPath: 'api/history.json',
  components: ['ApiSignature', 'ApiParams'],
};

const OptionsSchema = Joi.object<PluginOptions & {globalData?: never}>({
  contractPath: Joi.string().default(DEFAULT_OPTIONS.contractPath),
  schemaPath: Joi.string().default(DEFAULT_OPTIONS.schemaPath),
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
});

/** Validate and normalize options; throws a readable error on bad input. */
export function validateOptions(options: Options | undefined): PluginOptions {
  const {value, error} = OptionsSchema.validate(options ?? {}, {convert: false});
  if (error) {
    throw new Error(`api-contract: invalid options: ${error.message}`);
  }
  return value as PluginOptions;
}
