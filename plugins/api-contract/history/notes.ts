import {releaseChanges} from './diff';
import type {EntryHistory, ParamHistory, Release, Since} from './types';

/**
 * Per-name history of the latest release's names: when each name and each of its parameters was
 * first read, when defaults and kinds changed, and when deprecations came in. A name that was
 * removed and added back counts from its latest return.
 */
export function entryHistories(releases: Release[]): Map<string, EntryHistory> {
  const out = new Map<string, EntryHistory>();
  if (releases.length === 0) return out;
  const oldest = releases[0];
  const latest = releases[releases.length - 1];
  const live = new Map<string, EntryHistory>();

  const freshParams = (since: Since, params: Release['snapshot'][string]['params']) => {
    const record: Record<string, ParamHistory> = {};
    for (const p of params ?? []) record[p[0]] = {added: since, defaults: [], kinds: []};
    return record;
  };
  const start = (name: string, release: Release) => {
    const entry = release.snapshot[name];
    const history: EntryHistory = {
      added: release.window,
      params: freshParams(release.window, entry.params),
      latest: latest.version,
    };
    if (entry.deprecated) {
      history.deprecated = {
        in: release.window,
        by: entry.deprecatedBy ?? null,
        replacement: entry.replacement ?? null,
      };
    }
    for (const [param, replacement] of entry.deprecatedParams ?? []) {
      history.params[param] ??= {added: release.window, defaults: [], kinds: []};
      history.params[param].deprecated = {in: release.window, replacement};
    }
    live.set(name, history);
  };

  for (const name of Object.keys(oldest.snapshot)) start(name, oldest);
  for (const {release, changes} of releaseChanges(releases).slice(1)) {
    const since = release.window;
    for (const change of changes) {
      if (change.type === 'added') {
        start(change.name, release);
        continue;
      }
      if (change.type === 'removed') {
        live.delete(change.name);
        continue;
      }
      const history = live.get(change.name);
      if (!history) continue;
      const param = (name: string): ParamHistory =>
        (history.params[name] ??= {added: since, defaults: [], kinds: []});
      switch (change.type) {
        case 'kind':
          history.params = freshParams(history.added, release.snapshot[change.name].params);
          break;
        case 'deprecated':
          history.deprecated = {in: since, by: change.by, replacement: change.replacement};
          break;
        case 'undeprecated':
          delete history.deprecated;
          break;
        case 'param-added':
          history.params[change.param] = {added: since, defaults: [], kinds: []};
          break;
        case 'param-removed':
          delete history.params[change.param];
          break;
        case 'param-renamed': {
          const before = history.params[change.from];
          delete history.params[change.from];
          history.params[change.to] = {
            added: before?.added ?? since,
            renamedFrom: {name: change.from, in: since},
            defaults: before?.defaults ?? [],
            kinds: before?.kinds ?? [],
          };
          break;
        }
        case 'default':
          param(change.param).defaults.push({in: since, from: change.from, to: change.to});
          break;
        case 'param-kind':
          param(change.param).kinds.push({in: since, from: change.from, to: change.to});
          break;
        case 'param-deprecated':
          param(change.param).deprecated = {in: since, replacement: change.replacement};
          break;
      }
    }
  }
  for (const [name, history] of live) if (name in latest.snapshot) out.set(name, history);
  return out;
}
