import type {Contract} from '../types';
import {snapshotOf, withoutReleaseExtras} from './snapshot';
import type {Release} from './types';

/** Names whose entry differs between two snapshots (at most `limit`). */
export function snapshotDifferences(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  limit = 10,
): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names
    .filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]))
    .slice(0, limit);
}

/**
 * The history must end at the contract's version and agree with it on every name, kind,
 * parameter, default and deprecation mark; otherwise the version notes would describe another API.
 */
export function checkHistoryMatches(releases: Release[], contract: Contract, file: string): void {
  const latest = releases[releases.length - 1];
  if (latest.version !== contract.version) {
    throw new Error(
      `api-contract: ${file} ends at abstra ${latest.version}, the contract is ${contract.version}. ` +
        'Run "npm run api:history".',
    );
  }
  const fromHistory = withoutReleaseExtras(latest.snapshot);
  const fromContract = withoutReleaseExtras(snapshotOf(contract));
  const differing = snapshotDifferences(fromHistory, fromContract);
  if (differing.length) {
    throw new Error(
      `api-contract: ${file} disagrees with the contract for abstra ${contract.version} on ` +
        `${differing.join(', ')}. Regenerate both ("npm run api:contract", then delete ` +
        `${contract.version} from the history and run "npm run api:history").`,
    );
  }
}
