/**
 * tracker: privacy-respecting analytics for the docs. Off unless a sink is configured, and the
 * client module ships in production builds only (as @docusaurus/plugin-google-gtag does). See
 * README.md in this folder for the events and the HTTP payload.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {hasSink, type PluginOptions} from './options';
import type {TrackerGlobalData} from './shared/types';

export {validateOptions, trackerOptionsFromEnv} from './options';
export type {TrackerGlobalData} from './shared/types';

export const PLUGIN_NAME = 'abstra-tracker';

interface AlgoliaConfig {
  appId?: string;
  apiKey?: string;
  indexName?: string;
  insights?: boolean;
}

export function isEnabled(options: Pick<PluginOptions, 'sinks'>, env = process.env): boolean {
  return env.NODE_ENV === 'production' && hasSink(options);
}

export default function pluginTracker(context: LoadContext, options: PluginOptions): Plugin<void> {
  const enabled = isEnabled(options);
  return {
    name: PLUGIN_NAME,

    // `@theme/PageFeedback`: the feedback form, which renders nothing when tracking is off.
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getClientModules() {
      return isEnabled(options) ? [path.resolve(__dirname, './client/index.ts')] : [];
    },

    async contentLoaded({actions}) {
      const algolia = (context.siteConfig.themeConfig as {algolia?: AlgoliaConfig}).algolia;
      const data: TrackerGlobalData = enabled
        ? {
            enabled: true,
            sinks: options.sinks,
            searchDebounceMs: options.searchDebounceMs,
            insights:
              algolia?.insights && algolia.appId && algolia.apiKey && algolia.indexName
                ? {appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName}
                : null,
          }
        : {enabled: false, sinks: {}, searchDebounceMs: options.searchDebounceMs, insights: null};
      actions.setGlobalData(data);
    },
  };
}
