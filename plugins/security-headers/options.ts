import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** Options of the security-headers plugin: origins the site talks to beyond its own. */
export interface PluginOptions {
  id?: string;
  /** Extra `script-src` origins (a hosted analytics script). Default `[]`. */
  scriptSrc: string[];
  /** Extra `connect-src` origins (hosted search API, analytics collectors). Default `[]`. */
  connectSrc: string[];
  /** Extra `img-src` origins (analytics pixels). Default `[]`. */
  imgSrc: string[];
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {scriptSrc: [], connectSrc: [], imgSrc: []};

// A CSP host source: scheme://host[:port], `*.` allowed as the first label. No path, no quote.
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const sourceList = Joi.array()
  .items(
    Joi.string().pattern(SOURCE).messages({
      'string.pattern.base':
        'security-headers: "{#value}" is not a CSP origin; write scheme://host[:port], e.g. https://example.com.',
    }),
  )
  .default([]);

export const OptionsSchema = Joi.object<PluginOptions>({
  id: Joi.string(),
  scriptSrc: sourceList,
  connectSrc: sourceList,
  imgSrc: sourceList,
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}

/** Origins to add to the policy, by directive. */
export type CspSources = Partial<Pick<PluginOptions, 'scriptSrc' | 'connectSrc' | 'imgSrc'>>;

/**
 * The Algolia origins of a hosted-search app: its search hosts, plus Insights unless it is
 * turned off (the search plugin sends Insights events in hosted mode by default). The caller
 * passes the search plugin's own options: this plugin reads nothing from the site itself.
 */
export function algoliaCspSources({
  appId,
  insights = true,
}: {
  appId?: string;
  insights?: boolean;
}): CspSources {
  const app = (appId ?? '').trim().toLowerCase();
  if (!/^[a-z0-9]+$/.test(app)) {
    throw new Error(
      `security-headers: an Algolia app id is letters and digits, not ${JSON.stringify(appId)}.`,
    );
  }
  const connectSrc = [
    `https://${app}-dsn.algolia.net`,
    `https://${app}-1.algolianet.com`,
    `https://${app}-2.algolianet.com`,
    `https://${app}-3.algolianet.com`,
  ];
  if (insights) {
    connectSrc.push(
      'https://insights.algolia.io',
      'https://insights.us.algolia.io',
      'https://insights.de.algolia.io',
    );
  }
  return {connectSrc};
}

/**
 * The plugin's options from the origins other plugins declare (algoliaCspSources, the tracker's
 * trackerCspSources), in order, each origin once. docusaurus.config.ts wires them.
 */
export function mergeCspSources(...parts: CspSources[]): Options {
  const merged = (key: keyof CspSources) => [...new Set(parts.flatMap((part) => part[key] ?? []))];
  return {
    scriptSrc: merged('scriptSrc'),
    connectSrc: merged('connectSrc'),
    imgSrc: merged('imgSrc'),
  };
}
