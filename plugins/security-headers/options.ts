import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

import {searchModeFromEnv, searchPluginOptions} from '../../src/config/search';
import {DEFAULT_PLAUSIBLE_HOST, trackerOptionsFromEnv} from '../tracker/options';

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

type Env = Parameters<typeof searchModeFromEnv>[0] & Parameters<typeof trackerOptionsFromEnv>[0];

const origin = (url: string) => new URL(url).origin;

/**
 * The origins a build talks to, from the same environment variables that configure search and
 * the tracker: hosted Algolia (search hosts, plus Insights), the tracker's HTTP collector, GA4
 * (Google's documented CSP sources for gtag.js) and Plausible.
 */
export function securityHeadersOptionsFromEnv(env: Env): Options {
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  if (searchModeFromEnv(env) === 'hosted') {
    const algolia = searchPluginOptions(env);
    const appId = (algolia.appId ?? '').toLowerCase();
    connectSrc.push(
      `https://${appId}-dsn.algolia.net`,
      `https://${appId}-1.algolianet.com`,
      `https://${appId}-2.algolianet.com`,
      `https://${appId}-3.algolianet.com`,
    );
    // The search plugin sends insights events in hosted mode unless told otherwise.
    if (algolia.insights ?? true) {
      connectSrc.push(
        'https://insights.algolia.io',
        'https://insights.us.algolia.io',
        'https://insights.de.algolia.io',
      );
    }
  }
  const {sinks = {}} = trackerOptionsFromEnv(env);
  if (sinks.http) connectSrc.push(origin(sinks.http.endpoint));
  if (sinks.plausible) connectSrc.push(origin(sinks.plausible.apiHost ?? DEFAULT_PLAUSIBLE_HOST));
  if (sinks.ga4) {
    scriptSrc.push('https://*.googletagmanager.com');
    connectSrc.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
    imgSrc.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  return {scriptSrc, connectSrc, imgSrc};
}
