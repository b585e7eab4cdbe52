import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  compareVersions,
  decodeHistory,
  encodeHistory,
  rawSnapshots,
} from '../../../plugins/api-contract/history/codec';
import {diffSnapshots, releaseChanges} from '../../../plugins/api-contract/history/diff';
import {entryHistories} from '../../../plugins/api-contract/history/notes';
import {loadHistory, parseHistory} from '../../../plugins/api-contract/history/load';
import {
  loadUpgradingNotes,
  referencePages,
  renderChangesPage,
  upgradingNote,
} from '../../../plugins/api-contract/history/changesPage';
import {snapshotOf, type ReleaseContract} from '../../../plugins/api-contract/history/snapshot';
import {checkHistoryMatches} from '../../../plugins/api-contract/history/check';
import {selectReleases} from '../../../plugins/api-contract/history/select';
import {loadApiData, resolveEntry, validateOptions} from '../../../plugins/api-contract';
import type {ReleaseInfo} from '../../../plugins/api-contract/history/types';

const root = path.resolve(__dirname, '../../..');
const fixture = (version: string): ReleaseContract =>
  JSON.parse(
    readFileSync(path.join(root, `tests/fixtures/api/history/contract-${version}.json`), 'utf8'),
  ) as ReleaseContract;

const VERSIONS: [string, string, boolean][] = [
  // version, first release after the one read before, yanked
  ['3.0.0', '3.0.0', true],
  ['3.1.2', '3.1.0', false],
  ['3.2.0', '3.2.0', false],
];

function fixtureHistory() {
  return encodeHistory(
    VERSIONS.map(([version, from, yanked]) => {
      const contract = fixture(version);
      const info: ReleaseInfo = {
        version,
        from,
        yanked,
        date: '2025-01-01',
        problems: contract.problems ?? [],
      };
      return {info, snapshot: snapshotOf(contract)};
    }),
  );
}

describe('API history on fixture contracts', () => {
  const file = fixtureHistory();
  const releases = decodeHistory(file);
  const [, second, third] = releaseChanges(releases);

  it('stores the oldest snapshot whole and only changed names after it', () => {
    expect(Object.keys(file.base)).toContain('abstra.tables.old_helper');
    expect(file.deltas['3.1.2'].removed).toEqual(['abstra.tables.old_helper']);
    expect(Object.keys(file.deltas['3.1.2'].set ?? {})).not.toContain('abstra.forms.read');
    // Round trip: decoding gives back every raw snapshot.
    expect(rawSnapshots(file).map((r) => r.snapshot)).toEqual(
      VERSIONS.map(([v]) => snapshotOf(fixture(v))),
    );
    // And the file survives its own validation.
    expect(parseHistory(JSON.stringify(file), 'fixture')).toEqual(file);
  });

  it('records added and removed names', () => {
    expect(second.changes).toContainEqual({
      type: 'added',
      name: 'abstra.tables.run_sql',
      kind: 'function',
    });
    expect(second.changes).toContainEqual({
      type: 'removed',
      name: 'abstra.tables.old_helper',
      kind: 'function',
    });
  });

  it('records renames from @deprecated_kwarg and from position', () => {
    expect(second.changes).toContainEqual({
      type: 'param-renamed',
      name: 'abstra.tables.delete',
      from: 'values',
      to: 'where',
      evidence: 'deprecated_kwarg',
    });
    expect(second.changes).toContainEqual({
      type: 'param-deprecated',
      name: 'abstra.tables.delete',
      param: 'values',
      replacement: 'where',
    });
    expect(second.changes).toContainEqual({
      type: 'param-renamed',
      name: 'abstra.tables.insert',
      from: 'values',
      to: 'row',
      evidence: 'position',
    });
    expect(second.changes.filter((c) => c.type === 'param-removed')).toEqual([]);
  });

  it('records new parameters, default changes and kind changes', () => {
    const select = second.changes.filter((c) => c.name === 'abstra.tables.select');
    expect(select).toEqual([
      {
        type: 'param-added',
        name: 'abstra.tables.select',
        param: 'offset',
        kind: 'keyword_only',
        default: '0',
        required: false,
      },
      {type: 'default', name: 'abstra.tables.select', param: 'limit', from: 'None', to: '100'},
      {
        type: 'param-kind',
        name: 'abstra.tables.select',
        param: 'where',
        from: 'positional_or_keyword',
        to: 'keyword_only',
      },
      {
        type: 'param-kind',
        name: 'abstra.tables.select',
        param: 'limit',
        from: 'positional_or_keyword',
        to: 'keyword_only',
      },
    ]);
    expect(third.changes).toEqual([
      {
        type: 'param-added',
        name: 'abstra.tables.insert',
        param: 'returning',
        kind: 'positional_or_keyword',
        default: null,
        required: true,
      },
    ]);
  });

  it('records deprecations by decorator (with the replacement) and by # Legacy', () => {
    expect(second.changes).toContainEqual({
      type: 'deprecated',
      name: 'abstra.tables.run',
      by: 'decorator',
      replacement: 'run_sql',
    });
    expect(second.changes).toContainEqual({
      type: 'deprecated',
      name: 'abstra.forms.Page',
      by: 'legacy',
      replacement: null,
    });
  });

  it('carries over the names of a module that could not be read', () => {
    // abstra.forms failed to import in 3.2.0: it must not show up as removed.
    expect(third.changes.some((c) => c.name.startsWith('abstra.forms'))).toBe(false);
    expect(releases[2].snapshot['abstra.forms.read']).toEqual(
      releases[1].snapshot['abstra.forms.read'],
    );
  });

  it('turns the changes into per-name and per-parameter notes', () => {
    const histories = entryHistories(releases);
    const at = (version: string, from = version, oldest = false) => ({version, from, oldest});
    expect(histories.get('abstra.tables.run_sql')?.added).toEqual(at('3.1.2', '3.1.0'));
    expect(histories.get('abstra.tables.select')?.added).toEqual(at('3.0.0', '3.0.0', true));
    expect(histories.has('abstra.tables.old_helper')).toBe(false);
    expect(histories.get('abstra.tables.run')?.deprecated).toEqual({
      in: at('3.1.2', '3.1.0'),
      by: 'decorator',
      replacement: 'run_sql',
    });
    const select = histories.get('abstra.tables.select')!.params;
    expect(select.offset.added).toEqual(at('3.1.2', '3.1.0'));
    expect(select.limit.defaults).toEqual([{in: at('3.1.2', '3.1.0'), from: 'None', to: '100'}]);
    expect(select.where.kinds).toEqual([
      {in: at('3.1.2', '3.1.0'), from: 'positional_or_keyword', to: 'keyword_only'},
    ]);
    const deleteWhere = histories.get('abstra.tables.delete')!.params.where;
    expect(deleteWhere.renamedFrom).toEqual({name: 'values', in: at('3.1.2', '3.1.0')});
    expect(deleteWhere.added).toEqual(at('3.0.0', '3.0.0', true));
    expect(histories.get('abstra.tables.insert')!.params.returning.added).toEqual(at('3.2.0'));
  });

  it('rejects a history that does not match the contract', () => {
    expect(() => checkHistoryMatches(releases, fixture('3.1.2'), 'fixture')).toThrow(
      /ends at abstra 3.2.0, the contract is 3.1.2/,
    );
    const upTo312 = releases.slice(0, 2);
    expect(() => checkHistoryMatches(upTo312, fixture('3.1.2'), 'fixture')).not.toThrow();
    const changed = structuredClone(fixture('3.1.2'));
    changed.modules['abstra.tables'].members.select.signature!.params[2].default = '50';
    expect(() => checkHistoryMatches(upTo312, changed, 'fixture')).toThrow(
      /disagrees with the contract for abstra 3.1.2 on abstra.tables.select\./,
    );
  });

  it('reports a malformed file with its path and the fix', () => {
    expect(() => parseHistory('{"package": "abstra"}', 'api/history.json')).toThrow(
      /api\/history.json does not have the expected shape[\s\S]*npm run api:history/,
    );
    expect(() => parseHistory('{', 'api/history.json')).toThrow(/is not valid JSON/);
    const text = readFileSync(path.join(root, 'api/history.json'), 'utf8');
    const bad = JSON.parse(text) as {releases: Array<{yanked: unknown}>; extra?: number};
    bad.releases[0]!.yanked = 'no';
    bad.extra = 1;
    expect(() => parseHistory(JSON.stringify(bad), 'api/history.json')).toThrow(
      /api\/history.json does not have the expected shape:\n  \/releases\/0\/yanked must be a boolean\n  \/extra is not allowed\n/,
    );
  });

  it('finds nothing between identical snapshots', () => {
    const snapshot = snapshotOf(fixture('3.1.2'));
    expect(diffSnapshots(snapshot, snapshot)).toEqual([]);
  });
});

describe('api/history.json', () => {
  const text = readFileSync(path.join(root, 'api/history.json'), 'utf8');
  const releases = decodeHistory(parseHistory(text, 'api/history.json'));
  const contract = JSON.parse(readFileSync(path.join(root, 'api/contract.json'), 'utf8'));
  const pinned = /abstra==(\S+)/.exec(
    readFileSync(path.join(root, 'api/requirements.txt'), 'utf8'),
  )![1];

  it('ends at the pinned version and matches the committed contract', () => {
    expect(releases[releases.length - 1].version).toBe(pinned);
    expect(contract.version).toBe(pinned);
    expect(() => checkHistoryMatches(releases, contract, 'api/history.json')).not.toThrow();
  });

  it('covers every 3.x minor release and every patch of the pinned minor', () => {
    const versions = releases.map((r) => r.version);
    expect([...versions].sort(compareVersions)).toEqual(versions);
    const [, pinnedMinor, pinnedPatch] = pinned.split('.').map(Number);
    const minors = new Set(versions.map((v) => Number(v.split('.')[1])));
    for (let minor = 0; minor <= pinnedMinor; minor++) expect(minors).toContain(minor);
    const patches = versions
      .filter((v) => v.startsWith(`3.${pinnedMinor}.`))
      .map((v) => Number(v.split('.')[2]));
    expect(patches).toEqual(Array.from({length: pinnedPatch + 1}, (_, i) => i));
    // Before the pinned minor, one release per minor (its last patch).
    expect(versions.length).toBe(pinnedMinor + pinnedPatch + 1);
  });

  it('is compact', () => {
    // Base snapshot plus deltas; a full snapshot per release would be ~50 times larger.
    expect(Buffer.byteLength(text)).toBeLessThan(600_000);
  });
});

describe('docs/api-changes.mdx', () => {
  const {releases} = loadHistory(path.join(root, 'api/history.json'));
  const upgrading = loadUpgradingNotes(path.join(root, 'api/upgrading.yml'));

  it('is up to date with the history, api/upgrading.yml and the reference pages', () => {
    const expected = renderChangesPage({
      releases,
      upgrading,
      pages: referencePages(path.join(root, 'docs')),
    });
    const committed = readFileSync(path.join(root, 'docs/api-changes.mdx'), 'utf8');
    expect(
      committed,
      'docs/api-changes.mdx is stale: run "npm run api:history -- --offline" and commit it',
    ).toBe(expected);
  });

  it('has advice in api/upgrading.yml only for changes that happened', () => {
    const changes = releaseChanges(releases).flatMap((r) => r.changes);
    const used = new Set<string>();
    for (const change of changes) {
      for (const [key, note] of upgrading) {
        if (upgradingNote(change, new Map([[key, note]]))) used.add(key);
      }
    }
    expect([...upgrading.keys()].filter((key) => !used.has(key))).toEqual([]);
  });

  it('gives every removed name a hand-written note or a replacement', () => {
    const page = readFileSync(path.join(root, 'docs/api-changes.mdx'), 'utf8');
    const upgradingSection = page.slice(
      page.indexOf('## Upgrading'),
      page.indexOf('## Changes by release'),
    );
    expect(upgradingSection).not.toContain('Check the calls that use it.');
  });
});

describe('selectReleases', () => {
  const published = [
    '3.0.0',
    '3.1.0',
    '3.1.1',
    '3.2.0',
    '3.2.1',
    '3.2.2',
    '3.3.0',
    '3.3.1',
    '3.3.2',
    '3.4.0',
    '3.3.10', // sorted numerically, not as text
  ].map((version) => ({version, yanked: version === '3.0.0', date: '2025-01-01'}));

  it('takes the last patch of each earlier minor and every patch of the pinned minor', () => {
    const selected = selectReleases(published, '3.3.2');
    expect(selected.map((r) => [r.version, r.from])).toEqual([
      ['3.0.0', '3.0.0'],
      ['3.1.1', '3.1.0'],
      ['3.2.2', '3.2.0'],
      ['3.3.0', '3.3.0'],
      ['3.3.1', '3.3.1'],
      ['3.3.2', '3.3.2'],
    ]);
    expect(selected[0].yanked).toBe(true);
  });

  it('ignores releases after the pinned one', () => {
    expect(selectReleases(published, '3.3.2').map((r) => r.version)).not.toContain('3.3.10');
    expect(selectReleases(published, '3.3.10').at(-1)?.version).toBe('3.3.10');
  });
});

describe('api-contract options for the history', () => {
  it('builds without version notes when historyPath is null', () => {
    const {contract, notes, history} = loadApiData(
      validateOptions({siteDir: root, historyPath: null}),
    );
    expect(history).toBeNull();
    expect(resolveEntry(contract, notes, 'abstra.tables.select', 'test').history).toBeNull();
  });

  it('fails with the command to run when the history file is missing', () => {
    expect(() =>
      loadApiData(
        validateOptions({siteDir: root, historyPath: 'tests/fixtures/api/history/none.json'}),
      ),
    ).toThrow(/tests\/fixtures\/api\/history\/none.json is missing. Run "npm run api:history"/);
  });

  it('puts the name and parameter history on every resolved entry', () => {
    const {contract, notes} = loadApiData(validateOptions({siteDir: root}));
    const entry = resolveEntry(contract, notes, 'abstra.tables.count', 'test');
    expect(entry.history?.added).toEqual({version: '3.32.4', from: '3.32.4', oldest: false});
    expect(entry.params.every((p) => p.history !== null)).toBe(true);
  });
});
