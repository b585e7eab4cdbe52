import {moduleOf} from './snapshot';
import type {HistoryFile, Release, ReleaseInfo, Snapshot} from './types';

/** `3.32.10` → `[3, 32, 10]`; throws on anything else. */
export function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`api-history: "${version}" is not a MAJOR.MINOR.PATCH version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** Stable JSON of a snapshot entry, for equality checks. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Releases (oldest first) with their raw snapshots → the compact file. */
export function encodeHistory(releases: {info: ReleaseInfo; snapshot: Snapshot}[]): HistoryFile {
  const sorted = [...releases].sort((a, b) => compareVersions(a.info.version, b.info.version));
  if (sorted.length === 0) throw new Error('api-history: no release to encode');
  const deltas: HistoryFile['deltas'] = {};
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1].snapshot;
    const after = sorted[i].snapshot;
    const set: Snapshot = {};
    for (const name of Object.keys(after).sort()) {
      if (!same(before[name], after[name])) set[name] = after[name];
    }
    const removed = Object.keys(before)
      .filter((name) => !(name in after))
      .sort();
    deltas[sorted[i].info.version] = {
      ...(Object.keys(set).length ? {set} : {}),
      ...(removed.length ? {removed} : {}),
    };
  }
  return {
    package: 'abstra',
    format: 1,
    releases: sorted.map((r) => r.info),
    base: sorted[0].snapshot,
    deltas,
  };
}

/** The raw snapshot of every release, as the script read it (no carry-over). */
export function rawSnapshots(file: HistoryFile): {info: ReleaseInfo; snapshot: Snapshot}[] {
  const out: {info: ReleaseInfo; snapshot: Snapshot}[] = [];
  let current: Snapshot = {};
  file.releases.forEach((info, index) => {
    if (index === 0) current = {...file.base};
    else {
      const delta = file.deltas[info.version];
      if (!delta) throw new Error(`api-history: no delta for ${info.version} in the history`);
      current = {...current};
      for (const name of delta.removed ?? []) delete current[name];
      Object.assign(current, delta.set ?? {});
    }
    out.push({info, snapshot: current});
  });
  return out;
}

/**
 * Decode the file into full releases. Names of a module that could not be read in a release are
 * carried over from the release before, so a reading failure never shows up as a removal.
 */
export function decodeHistory(file: HistoryFile): Release[] {
  const releases: Release[] = [];
  for (const [index, {info, snapshot: raw}] of rawSnapshots(file).entries()) {
    let snapshot = raw;
    const previous = releases[index - 1]?.snapshot;
    if (previous && info.problems.length) {
      snapshot = {...raw};
      const unread = new Set(info.problems.map((p) => p.module));
      for (const [name, entry] of Object.entries(previous)) {
        const module = entry.kind === 'module' ? name : moduleOf(name, previous);
        if (module && unread.has(module)) snapshot[name] = entry;
      }
    }
    releases.push({
      ...info,
      snapshot,
      window: {version: info.version, from: info.from, oldest: index === 0},
    });
  }
  return releases;
}
