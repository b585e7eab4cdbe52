import {compareVersions, parseVersion} from './codec';

export interface PublishedRelease {
  version: string;
  yanked: boolean;
  /** Upload date of the wheel, `YYYY-MM-DD`. */
  date: string;
}

/**
 * The releases the history tracks, oldest first: the last patch of every minor of the pinned
 * major before the pinned minor, then every patch of the pinned minor up to the pinned version.
 * Each gets `from`, the first release published after the previous one tracked, so a change first
 * read in it is known to have landed in `from`…`version`.
 */
export function selectReleases(
  published: PublishedRelease[],
  pinned: string,
): (PublishedRelease & {from: string})[] {
  const [major, pinnedMinor] = parseVersion(pinned);
  const upToPin = published
    .filter((r) => /^\d+\.\d+\.\d+$/.test(r.version) && compareVersions(r.version, pinned) <= 0)
    .sort((a, b) => compareVersions(a.version, b.version));
  const lastOfMinor = new Map<number, PublishedRelease>();
  for (const r of upToPin) {
    const [ma, mi] = parseVersion(r.version);
    if (ma === major && mi < pinnedMinor) lastOfMinor.set(mi, r);
  }
  const selected = [
    ...lastOfMinor.values(),
    ...upToPin.filter((r) => {
      const [ma, mi] = parseVersion(r.version);
      return ma === major && mi === pinnedMinor;
    }),
  ].sort((a, b) => compareVersions(a.version, b.version));
  return selected.map((r, index) => {
    const previous = selected[index - 1];
    const next = previous
      ? upToPin.find((p) => compareVersions(p.version, previous.version) > 0)!
      : r;
    return {...r, from: next.version};
  });
}
