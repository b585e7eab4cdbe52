/** The one module through which build-time data reaches the tracker's client (mock it in tests). */
import globalData from '@generated/globalData';
import type {TrackerGlobalData} from '../shared/types';

export const PLUGIN_NAME = 'abstra-tracker';

export function trackerConfig(): TrackerGlobalData | null {
  const data = (globalData as Record<string, Record<string, unknown> | undefined>)[PLUGIN_NAME]
    ?.default as TrackerGlobalData | undefined;
  return data?.enabled ? data : null;
}
