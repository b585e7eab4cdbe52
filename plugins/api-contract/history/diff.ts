import type {
  Change,
  Release,
  ReleaseChanges,
  Snapshot,
  SnapshotEntry,
  SnapshotParam,
} from './types';

const KIND_ORDER: Record<Change['type'], number> = {
  removed: 0,
  added: 1,
  kind: 2,
  deprecated: 3,
  undeprecated: 4,
  'param-removed': 5,
  'param-renamed': 6,
  'param-added': 7,
  default: 8,
  'param-kind': 9,
  'param-deprecated': 10,
};

function paramChanges(name: string, before: SnapshotEntry, after: SnapshotEntry): Change[] {
  const changes: Change[] = [];
  const old: SnapshotParam[] = before.params ?? [];
  const now: SnapshotParam[] = after.params ?? [];
  const oldByName = new Map(old.map((p) => [p[0], p]));
  const nowByName = new Map(now.map((p) => [p[0], p]));
  let removed = old.filter((p) => !nowByName.has(p[0]));
  let added = now.filter((p) => !oldByName.has(p[0]));

  // Renames: the package maps the old name to the new one (@deprecated_kwarg) …
  const renames: [SnapshotParam, SnapshotParam, 'deprecated_kwarg' | 'position'][] = [];
  for (const [oldName, newName] of after.deprecatedParams ?? []) {
    const from = removed.find((p) => p[0] === oldName);
    const to = added.find((p) => p[0] === newName);
    if (from && to) renames.push([from, to, 'deprecated_kwarg']);
  }
  removed = removed.filter((p) => !renames.some((r) => r[0] === p));
  added = added.filter((p) => !renames.some((r) => r[1] === p));
  // … or one parameter gave way to exactly one other, at the same place with the same kind and default.
  if (removed.length === 1 && added.length === 1) {
    const [from, to] = [removed[0], added[0]];
    if (old.indexOf(from) === now.indexOf(to) && from[1] === to[1] && from[2] === to[2]) {
      renames.push([from, to, 'position']);
      removed = [];
      added = [];
    }
  }
  for (const p of removed) changes.push({type: 'param-removed', name, param: p[0], kind: p[1]});
  for (const [from, to, evidence] of renames) {
    changes.push({type: 'param-renamed', name, from: from[0], to: to[0], evidence});
  }
  for (const p of added) {
    changes.push({
      type: 'param-added',
      name,
      param: p[0],
      kind: p[1],
      default: p[2],
      required: p[3],
    });
  }
  const pairs: [SnapshotParam, SnapshotParam][] = [
    ...now
      .filter((p) => oldByName.has(p[0]))
      .map((p): [SnapshotParam, SnapshotParam] => [oldByName.get(p[0])!, p]),
    ...renames.map(([from, to]): [SnapshotParam, SnapshotParam] => [from, to]),
  ];
  for (const [from, to] of pairs) {
    const wasDefault = from[3] ? null : from[2];
    const isDefault = to[3] ? null : to[2];
    if (wasDefault !== isDefault) {
      changes.push({type: 'default', name, param: to[0], from: wasDefault, to: isDefault});
    }
    if (from[1] !== to[1]) {
      changes.push({type: 'param-kind', name, param: to[0], from: from[1], to: to[1]});
    }
  }
  const wasDeprecated = new Set((before.deprecatedParams ?? []).map((d) => d[0]));
  for (const [param, replacement] of after.deprecatedParams ?? []) {
    if (!wasDeprecated.has(param))
      changes.push({type: 'param-deprecated', name, param, replacement});
  }
  return changes;
}

/** Everything that changed from one snapshot to the next, sorted by name then by kind of change. */
export function diffSnapshots(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const name of names) {
    const a = before[name];
    const b = after[name];
    // Decoded snapshots share the entries that did not change.
    if (a === b) continue;
    if (!a && b) {
      changes.push({type: 'added', name, kind: b.kind});
      if (b.deprecated) {
        changes.push({
          type: 'deprecated',
          name,
          by: b.deprecatedBy ?? null,
          replacement: b.replacement ?? null,
        });
      }
      continue;
    }
    if (a && !b) {
      changes.push({type: 'removed', name, kind: a.kind});
      continue;
    }
    if (!a || !b) continue;
    if (a.kind !== b.kind) changes.push({type: 'kind', name, from: a.kind, to: b.kind});
    if (!a.deprecated && b.deprecated) {
      changes.push({
        type: 'deprecated',
        name,
        by: b.deprecatedBy ?? null,
        replacement: b.replacement ?? null,
      });
    }
    if (a.deprecated && !b.deprecated) changes.push({type: 'undeprecated', name});
    if (a.kind === b.kind) changes.push(...paramChanges(name, a, b));
  }
  return changes.sort((x, y) =>
    x.name < y.name ? -1 : x.name > y.name ? 1 : KIND_ORDER[x.type] - KIND_ORDER[y.type],
  );
}

/** The changes each release brought, oldest first (the oldest release read has none). */
export function releaseChanges(releases: Release[]): ReleaseChanges[] {
  return releases.map((release, index) => ({
    release,
    changes: index === 0 ? [] : diffSnapshots(releases[index - 1].snapshot, release.snapshot),
  }));
}
