/**
 * The schema of catalog.yml. The rule it enforces above all: no evidence, no entry. Every provider
 * names at least one public source that shows it as an Abstra connector, and every catalogued
 * action list names its own source.
 */
import * as z from 'zod';

import {ACCESS_KINDS, AUTH_KINDS} from '../shared/types';

const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'must be lower-case words joined by "-" (e.g. "google-sheets")',
  );

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** Where a public source names the provider as an Abstra connector. */
export const EvidenceSchema = z
  .object({
    source: z.enum(['spec', 'abstra.io', 'abstra-lib', 'abstra-app', 'package']),
    /** URL (abstra.io, abstra-lib, another abstra-app repository) or path (package files, the spec). */
    ref: nonEmpty,
    /** What the source shows, in our own words. */
    note: nonEmpty,
    /** This source also shows how code reaches the provider (the `access` of the entry). */
    access: z.boolean().optional(),
  })
  .strict()
  .superRefine((evidence, ctx) => {
    const rules: Record<typeof evidence.source, [RegExp, string]> = {
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
    const [pattern, expected] = rules[evidence.source];
    if (!pattern.test(evidence.ref)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ref'],
        message: `a "${evidence.source}" source needs ${expected}, got "${evidence.ref}"`,
      });
    }
  });

/**
 * A third-party fact a provider page states (an endpoint, an API version, a console path, a limit),
 * with the page of the provider's documentation it was checked against and when.
 */
export const FactSchema = z
  .object({
    /** The fact, in our own words. */
    claim: nonEmpty,
    /** The provider's documentation page that states it. */
    url: z.url({protocol: /^https$/, error: 'must be an https:// address'}),
    /** When it was last checked against that page, YYYY-MM-DD. */
    checked: z.iso.date({error: 'must be a date, YYYY-MM-DD'}),
    /**
     * What the page writes that this fact covers: URL prefixes, API paths, version phrases, console
     * paths. The build fails on a stated endpoint or version that no fact covers.
     */
    covers: z.array(nonEmpty).min(1, 'list what the page writes that this fact covers'),
  })
  .strict();

const ParamSchema = z
  .object({name: nonEmpty, type: nonEmpty, required: z.boolean().default(false)})
  .strict();

const ActionSchema = z
  .object({name: nonEmpty, purpose: nonEmpty, params: z.array(ParamSchema).default([])})
  .strict();

export const ProviderSchema = z
  .object({
    slug,
    name: nonEmpty,
    /** One sentence for the index: what the provider is. */
    summary: nonEmpty,
    category: slug,
    /** Slug of the base provider when this entry is an auth variant of it (its own page). */
    variantOf: slug.optional(),
    /** Whose documentation the facts come from, when not the provider's name ("Google"). */
    vendor: nonEmpty.optional(),
    auth: z.array(z.enum(AUTH_KINDS)).min(1, 'list at least one variant, or [unpublished]'),
    access: z.enum(ACCESS_KINDS),
    evidence: z
      .array(EvidenceSchema, {error: 'is required: a list of public sources'})
      .min(1, 'needs at least one public source; no evidence, no entry'),
    actions: z
      .object({
        /** The public source that lists these actions (URL or package path). */
        source: nonEmpty,
        list: z.array(ActionSchema).min(1),
      })
      .strict()
      .optional(),
    facts: z.array(FactSchema).default([]),
  })
  .strict();

export const CatalogFileSchema = z
  .object({
    categories: z
      .array(z.object({id: slug, label: nonEmpty}).strict())
      .min(1, 'declare at least one category'),
    providers: z.array(ProviderSchema).min(1, 'list at least one provider'),
  })
  .strict();

export type Evidence = z.infer<typeof EvidenceSchema>;
export type Fact = z.infer<typeof FactSchema>;
export type Provider = z.infer<typeof ProviderSchema>;
export type CatalogFile = z.infer<typeof CatalogFileSchema>;
