import {afterEach, describe, expect, it, vi} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext} from '@docusaurus/types';

import pluginTracker, {isEnabled} from '../../../plugins/tracker';
import {
  DEFAULT_OPTIONS,
  trackerOptionsFromEnv,
  validateOptions,
  type Options,
  type PluginOptions,
} from '../../../plugins/tracker/options';

const validate = (options?: Options | Record<string, unknown>) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as Options});

const context = {siteConfig: {themeConfig: {}}} as unknown as LoadContext;
const withSink: PluginOptions = validate({sinks: {http: {endpoint: 'https://c.example/collect'}}});

describe('tracker options', () => {
  it('pins the defaults: no sink, tracking off', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(DEFAULT_OPTIONS).toEqual({sinks: {}, searchDebounceMs: 1000});
  });

  it('fills sink defaults', () => {
    expect(
      validate({
        sinks: {
          http: {endpoint: 'http://localhost:9/collect'},
          plausible: {domain: 'abstra.io'},
          ga4: {measurementId: 'G-ABC123'},
        },
      }).sinks,
    ).toEqual({
      http: {endpoint: 'http://localhost:9/collect', batchSize: 10, flushIntervalMs: 5000},
      plausible: {domain: 'abstra.io', apiHost: 'https://plausible.io'},
      ga4: {measurementId: 'G-ABC123'},
    });
  });

  it('rejects bad values with clear messages', () => {
    expect(() => validate({sinks: {http: {}}})).toThrow(/"sinks.http.endpoint" is required/);
    expect(() => validate({sinks: {http: {endpoint: 'ftp://x'}}})).toThrow(/endpoint/);
    expect(() => validate({sinks: {ga4: {measurementId: 'UA-1'}}})).toThrow(
      /ga4.measurementId must look like "G-XXXXXXX"/,
    );
    expect(() => validate({trackingId: 'G-1'})).toThrow(
      /"trackingId" was removed; use sinks.ga4.measurementId/,
    );
  });

  it('reads sinks from the environment; none by default', () => {
    expect(trackerOptionsFromEnv({})).toEqual({sinks: {}});
    expect(
      trackerOptionsFromEnv({
        TRACKER_ENDPOINT: 'http://localhost:4000/collect',
        TRACKER_BATCH_SIZE: '3',
        GA4_MEASUREMENT_ID: 'G-X1',
        PLAUSIBLE_DOMAIN: 'abstra.io',
      }),
    ).toEqual({
      sinks: {
        http: {endpoint: 'http://localhost:4000/collect', batchSize: 3},
        ga4: {measurementId: 'G-X1'},
        plausible: {domain: 'abstra.io'},
      },
    });
  });
});

describe('getClientModules', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('ships the client module in production builds with a sink only', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(pluginTracker(context, withSink).getClientModules!()).toHaveLength(1);
    expect(pluginTracker(context, validate({})).getClientModules!()).toEqual([]);
    vi.stubEnv('NODE_ENV', 'development');
    expect(pluginTracker(context, withSink).getClientModules!()).toEqual([]);
    expect(isEnabled(withSink, {NODE_ENV: 'test'})).toBe(false);
  });

  it('tells the client it is off through global data', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const setGlobalData = vi.fn();
    await pluginTracker(context, withSink).contentLoaded!({
      actions: {setGlobalData},
    } as never);
    expect(setGlobalData).toHaveBeenCalledWith(
      expect.objectContaining({enabled: false, sinks: {}}),
    );
  });
});
