import type {Contract, ContractSignature} from '../types';
import type {DeprecatedBy, ReleaseProblem, Snapshot, SnapshotEntry} from './types';

/** What api/release_contract.py adds to a contract: how names are deprecated, unread modules. */
export interface ReleaseContract extends Contract {
  extras?: Record<string, {by: DeprecatedBy; replacement: string | null}>;
  problems?: ReleaseProblem[];
}

function paramsOf(signature: ContractSignature | null | undefined): SnapshotEntry['params'] {
  if (!signature) return undefined;
  return signature.params.map((p) => [p.name, p.kind, p.default, p.required]);
}

/**
 * The part of a contract the history compares: every module and public name, its kind, its
 * documented signature (a function's own, a class's constructor), and its deprecation marks.
 * Annotations, methods and aliases are left out.
 */
export function snapshotOf(contract: ReleaseContract): Snapshot {
  const snapshot: Snapshot = {};
  for (const moduleName of Object.keys(contract.modules).sort()) {
    const module = contract.modules[moduleName];
    snapshot[moduleName] = {kind: 'module', ...(module.deprecated ? {deprecated: true} : {})};
    for (const memberName of Object.keys(module.members).sort()) {
      const member = module.members[memberName];
      const qualname = `${moduleName}.${memberName}`;
      const entry: SnapshotEntry = {kind: member.kind};
      if (member.deprecated) {
        entry.deprecated = true;
        const extra = contract.extras?.[qualname];
        if (extra) {
          entry.deprecatedBy = extra.by;
          if (extra.replacement) entry.replacement = extra.replacement;
        }
      }
      const params = paramsOf(member.kind === 'class' ? member.constructor : member.signature);
      if (params) entry.params = params;
      const pairs = member.deprecated_params ?? [];
      if (pairs.length) entry.deprecatedParams = pairs.map((d) => [d.name, d.replacement]);
      snapshot[qualname] = entry;
    }
  }
  return snapshot;
}

/** The same snapshot without what only release contracts know (to compare with api/contract.json). */
export function withoutReleaseExtras(snapshot: Snapshot): Snapshot {
  const out: Snapshot = {};
  for (const [name, entry] of Object.entries(snapshot)) {
    const {deprecatedBy: _by, replacement: _replacement, ...rest} = entry;
    out[name] = rest;
  }
  return out;
}

/** Module a qualified name belongs to, given the modules of a snapshot (longest match). */
export function moduleOf(name: string, snapshot: Snapshot): string | null {
  let best: string | null = null;
  for (const [candidate, entry] of Object.entries(snapshot)) {
    if (entry.kind !== 'module' || !name.startsWith(`${candidate}.`)) continue;
    if (!best || candidate.length > best.length) best = candidate;
  }
  return best;
}
