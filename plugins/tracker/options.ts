import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

import services from './services.json';

/** Generic HTTP collector: events are POSTed as JSON with `navigator.sendBeacon`, in batches. */
export interface HttpSinkOptions {
  /** Collector URL (http or https). */
  endpoint: string;
  /** Send as soon as this many events are queued. Default 10. */
  batchSize: number;
  /** Send whatever is queued after this many ms (and when the tab is hidden). Default 5000. */
  flushIntervalMs: number;
}

/** Google Analytics 4 through gtag.js, loaded only when this sink is set, with no cookies. */
export interface Ga4SinkOptions {
  /** `G-XXXXXXX`. */
  measurementId: string;
}

/** Plausible's events API (cookie-less). */
export interface PlausibleSinkOptions {
  /** Site domain as registered in Plausible. */
  domain: string;
  /** Plausible host. Default `https://plausible.io`. */
  apiHost: string;
}

export interface TrackerSinks {
  http?: HttpSinkOptions;
  ga4?: Ga4SinkOptions;
  plausible?: PlausibleSinkOptions;
}

/** Options of the tracker plugin. With no sink, the plugin does nothing at all. */
export interface PluginOptions {
  id?: string;
  /** Where events go. Default `{}`: tracking off. */
  sinks: TrackerSinks;
  /** Quiet time before a search is reported (typing produces one search per keystroke). Default 1000. */
  searchDebounceMs: number;
}

export type Options = {
  id?: string;
  sinks?: {
    http?: Partial<HttpSinkOptions> & {endpoint: string};
    ga4?: Ga4SinkOptions;
    plausible?: Partial<PlausibleSinkOptions> & {domain: string};
  };
  searchDebounceMs?: number;
};

export const DEFAULT_OPTIONS: PluginOptions = {sinks: {}, searchDebounceMs: 1000};
export const DEFAULT_HTTP = {batchSize: 10, flushIntervalMs: 5000};
/** The services' documented facts, with their sources and the date they were checked. */
export const GA4_CSP = services.ga4.csp;
export const DEFAULT_PLAUSIBLE_HOST = services.plausible.defaultHost;

export const OptionsSchema = Joi.object<PluginOptions & {trackingId?: never}>({
  id: Joi.string(),
  sinks: Joi.object({
    http: Joi.object({
      endpoint: Joi.string()
        .uri({scheme: ['http', 'https']})
        .required(),
      batchSize: Joi.number().integer().min(1).max(100).default(DEFAULT_HTTP.batchSize),
      flushIntervalMs: Joi.number()
        .integer()
        .min(100)
        .max(600000)
        .default(DEFAULT_HTTP.flushIntervalMs),
    }),
    ga4: Joi.object({
      measurementId: Joi.string()
        .pattern(/^G-[A-Z0-9]+$/)
        .required()
        .messages({
          'string.pattern.base': 'tracker: ga4.measurementId must look like "G-XXXXXXX".',
        }),
    }),
    plausible: Joi.object({
      domain: Joi.string().hostname().required(),
      apiHost: Joi.string()
        .uri({scheme: ['http', 'https']})
        .default(DEFAULT_PLAUSIBLE_HOST),
    }),
  }).default(DEFAULT_OPTIONS.sinks),
  searchDebounceMs: Joi.number()
    .integer()
    .min(0)
    .max(10000)
    .default(DEFAULT_OPTIONS.searchDebounceMs),
  // Removed: gtag-style single id; GA4 is one sink among others now.
  trackingId: Joi.any().forbidden().messages({
    'any.unknown': 'tracker: "trackingId" was removed; use sinks.ga4.measurementId.',
  }),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options ?? {});
}

export function hasSink(options: Pick<PluginOptions, 'sinks'>): boolean {
  const {http, ga4, plausible} = options.sinks;
  return Boolean(http || ga4 || plausible);
}

type TrackerEnv = Partial<
  Record<
    | 'TRACKER_ENDPOINT'
    | 'TRACKER_BATCH_SIZE'
    | 'TRACKER_FLUSH_INTERVAL_MS'
    | 'GA4_MEASUREMENT_ID'
    | 'PLAUSIBLE_DOMAIN'
    | 'PLAUSIBLE_API_HOST',
    string
  >
>;

/** Sinks from the build environment; none set means tracking off. */
export function trackerOptionsFromEnv(env: TrackerEnv): Options {
  const sinks: NonNullable<Options['sinks']> = {};
  const value = (name: keyof TrackerEnv) => env[name]?.trim() || undefined;
  const endpoint = value('TRACKER_ENDPOINT');
  if (endpoint) {
    sinks.http = {endpoint};
    if (value('TRACKER_BATCH_SIZE')) sinks.http.batchSize = Number(value('TRACKER_BATCH_SIZE'));
    if (value('TRACKER_FLUSH_INTERVAL_MS'))
      sinks.http.flushIntervalMs = Number(value('TRACKER_FLUSH_INTERVAL_MS'));
  }
  const measurementId = value('GA4_MEASUREMENT_ID');
  if (measurementId) sinks.ga4 = {measurementId};
  const domain = value('PLAUSIBLE_DOMAIN');
  if (domain) {
    sinks.plausible = {domain};
    const apiHost = value('PLAUSIBLE_API_HOST');
    if (apiHost) sinks.plausible.apiHost = apiHost;
  }
  return {sinks};
}

/**
 * The origins the configured sinks talk to, for the site's Content-Security-Policy (handed to the
 * security-headers plugin by docusaurus.config.ts). GA4: the sources Google lists for gtag.js
 * (services.json cites them); Plausible: its API host; HTTP: the collector.
 */
export function trackerCspSources(options: Options): {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
} {
  const {sinks = {}} = options;
  const origin = (url: string) => new URL(url).origin;
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  if (sinks.http) connectSrc.push(origin(sinks.http.endpoint));
  if (sinks.plausible) connectSrc.push(origin(sinks.plausible.apiHost ?? DEFAULT_PLAUSIBLE_HOST));
  if (sinks.ga4) {
    scriptSrc.push(GA4_CSP.scriptSrc);
    connectSrc.push(...GA4_CSP.connectSrc);
    imgSrc.push(...GA4_CSP.imgSrc);
  }
  return {scriptSrc, connectSrc, imgSrc};
}
