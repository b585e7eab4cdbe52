/**
 * The schema of catalog.yml. The rule it enforces above all: no evidence, no entry. Every provider
 * names at least one public source that shows it as an Abstra connector, and every catalogued
 * action list names its own source.
 *
 * Each type below is tied to its schema (`Joi.object<T, true>` wants exactly T's keys).
 */
import {Joi} from '../../shared/validation';
import {ACCESS_KINDS, AUTH_KINDS, type AccessKind, type AuthKind} from '../shared/types';

const slug = Joi.string()
  .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .messages({
    'string.pattern.base': 'must be lower-case words joined by "-" (e.g. "google-sheets")',
  });

const nonEmpty = Joi.string()
  .trim()
  .min(1)
  .messages({'string.empty': 'must not be empty', 'string.min': 'must not be empty'});

const EVIDENCE_SOURCES = ['spec', 'abstra.io', 'abstra-lib', 'abstra-app', 'package'] as const;
type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

/** What the `ref` of each kind of source must look like, and how to say so. */
const EVIDENCE_REF: Record<EvidenceSource, [RegExp, string]> = {
  'abstra.io': [/^https:\/\/www\.abstra\.io\//, 'an https://www.abstra.io/ address'],
  'abstra-lib': [
    /^https:\/\/github\.com\/abstra-app\/abstra-lib(\/|$)/,
    'an https://github.com/abstra-app/abstra-lib address',
  ],
  'abstra-app': [
    /^https:\/\/github\.com\/abstra-app\/[\w.-]+(\/|$)/,
    'an https://github.com/abstra-app/<repository> address',
  ],
  package: [
    /^(abstra|abstra_internals|abstra_statics)\/\S+$/,
    'a path inside the installed package (abstra/…, abstra_internals/… or abstra_statics/…)',
  ],
  spec: [/^product-spec\.md\b/, 'a section of product-spec.md'],
};

/** Where a public source names the provider as an Abstra connector. */
export interface Evidence {
  source: EvidenceSource;
  /** URL (abstra.io, abstra-lib, another abstra-app repository) or path (package files, the spec). */
  ref: string;
  /** What the source shows, in our own words. */
  note: string;
  /** This source also shows how code reaches the provider (the `access` of the entry). */
  access?: boolean;
}

export const EvidenceSchema = Joi.object<Evidence, true>({
  source: Joi.string()
    .valid(...EVIDENCE_SOURCES)
    .required(),
  ref: nonEmpty.required().custom((ref: string, helpers) => {
    const source = (helpers.state.ancestors[0] as {source?: EvidenceSource}).source;
    const rule = source && EVIDENCE_REF[source];
    if (rule && !rule[0].test(ref)) {
      return helpers.message({custom: `a "${source}" source needs ${rule[1]}, got "${ref}"`});
    }
    return ref;
  }),
  note: nonEmpty.required(),
  access: Joi.boolean().strict(),
});

/** YYYY-MM-DD, and a day that exists. */
const isoDate = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2}$/)
  .custom((value: string, helpers) =>
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
      ? value
      : helpers.error('string.pattern.base'),
  )
  .messages({'string.pattern.base': 'must be a date, YYYY-MM-DD'});

/**
 * A third-party fact a provider page states (an endpoint, an API version, a console path, a limit),
 * with the page of the provider's documentation it was checked against and when.
 */
export interface Fact {
  /** The fact, in our own words. */
  claim: string;
  /** The provider's documentation page that states it. */
  url: string;
  /** When it was last checked against that page, YYYY-MM-DD. */
  checked: string;
  /**
   * What the page writes that this fact covers: URL prefixes, API paths, version phrases, console
   * paths. The build fails on a stated endpoint or version that no fact covers.
   */
  covers: string[];
}

export const FactSchema = Joi.object<Fact, true>({
  claim: nonEmpty.required(),
  url: Joi.string()
    .uri({scheme: ['https']})
    .required()
    .messages({
      'string.uri': 'must be an https:// address',
      'string.uriCustomScheme': 'must be an https:// address',
    }),
  checked: isoDate.required(),
  covers: Joi.array()
    .items(nonEmpty)
    .min(1)
    .required()
    .messages({'array.min': 'list what the page writes that this fact covers'}),
});

interface Param {
  name: string;
  type: string;
  required: boolean;
}

interface Action {
  name: string;
  purpose: string;
  params: Param[];
}

const ActionSchema = Joi.object<Action, true>({
  name: nonEmpty.required(),
  purpose: nonEmpty.required(),
  params: Joi.array()
    .items(
      Joi.object<Param, true>({
        name: nonEmpty.required(),
        type: nonEmpty.required(),
        required: Joi.boolean().strict().default(false),
      }),
    )
    .default([]),
});

export interface Provider {
  slug: string;
  name: string;
  /** One sentence for the index: what the provider is. */
  summary: string;
  category: string;
  /** Slug of the base provider when this entry is an auth variant of it (its own page). */
  variantOf?: string;
  /** Whose documentation the facts come from, when not the provider's name ("Google"). */
  vendor?: string;
  auth: AuthKind[];
  access: AccessKind;
  evidence: Evidence[];
  actions?: {
    /** The public source that lists these actions (URL or package path). */
    source: string;
    list: Action[];
  };
  facts: Fact[];
}

export const ProviderSchema = Joi.object<Provider, true>({
  slug: slug.required(),
  name: nonEmpty.required(),
  summary: nonEmpty.required(),
  category: slug.required(),
  variantOf: slug,
  vendor: nonEmpty,
  auth: Joi.array()
    .items(Joi.string().valid(...AUTH_KINDS))
    .min(1)
    .required()
    .messages({'array.min': 'list at least one variant, or [unpublished]'}),
  access: Joi.string()
    .valid(...ACCESS_KINDS)
    .required(),
  evidence: Joi.array().items(EvidenceSchema).min(1).required().messages({
    'any.required': 'is required: a list of public sources',
    'array.base': 'is required: a list of public sources',
    'array.min': 'needs at least one public source; no evidence, no entry',
  }),
  actions: Joi.object({
    source: nonEmpty.required(),
    list: Joi.array().items(ActionSchema).min(1).required(),
  }),
  facts: Joi.array().items(FactSchema).default([]),
});

export interface CatalogFile {
  categories: Array<{id: string; label: string}>;
  providers: Provider[];
}

export const CatalogFileSchema = Joi.object<CatalogFile, true>({
  categories: Joi.array()
    .items(Joi.object({id: slug.required(), label: nonEmpty.required()}))
    .min(1)
    .required()
    .messages({'array.min': 'declare at least one category'}),
  providers: Joi.array()
    .items(ProviderSchema)
    .min(1)
    .required()
    .messages({'array.min': 'list at least one provider'}),
});
