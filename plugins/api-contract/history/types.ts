/** Shapes of the API history (api/history.json) and of what it tells each reference page. */
import type {ParamKind} from '../types';

/** How a name came to be deprecated. */
export type DeprecatedBy = 'decorator' | 'docstring' | 'legacy' | 'module' | 'unknown';

/** One parameter of a snapshot: `[name, kind, default (repr, null when none), required]`. */
export type SnapshotParam = [
  name: string,
  kind: ParamKind,
  defaultRepr: string | null,
  required: boolean,
];

/** What the history keeps of one public name in one release. */
export interface SnapshotEntry {
  kind: 'module' | 'function' | 'class' | 'constant';
  /** Present (and true) when the name is deprecated in this release. */
  deprecated?: true;
  /** How it is marked deprecated (release contracts only; api/contract.json does not say). */
  deprecatedBy?: DeprecatedBy;
  /** The replacement a `@deprecated("…")` decorator names. */
  replacement?: string;
  /** Function signature or class constructor; absent for modules and constants. */
  params?: SnapshotParam[];
  /** `@deprecated_kwarg` pairs: `[old, new or null]`. */
  deprecatedParams?: [string, string | null][];
}

/** Public names of one release, keyed by qualified name (`abstra.tables.select`). */
export type Snapshot = Record<string, SnapshotEntry>;

/** A module that could not be read in a release, and why. */
export interface ReleaseProblem {
  module: string;
  error: string;
}

export interface ReleaseInfo {
  version: string;
  /** Withdrawn from PyPI by the maintainers (pip installs it only when pinned exactly). */
  yanked: boolean;
  /** Upload date of the wheel, `YYYY-MM-DD`. */
  date: string;
  /**
   * First release published after the previous release read (this one's own version when there
   * is none in between): the changes first read here landed in `from`…`version`.
   */
  from: string;
  /** Modules that could not be imported; their names are carried over from the release before. */
  problems: ReleaseProblem[];
}

/**
 * api/history.json: the releases read, oldest first, the full snapshot of the oldest one and, for
 * every later one, only the names whose entry changed (`set`) or disappeared (`removed`).
 */
export interface HistoryFile {
  package: 'abstra';
  /** Bumped when the layout changes. */
  format: 1;
  releases: ReleaseInfo[];
  base: Snapshot;
  deltas: Record<string, {set?: Snapshot; removed?: string[]}>;
}

/** A release with its full snapshot (decoded; unread modules carried over from the one before). */
export interface Release extends ReleaseInfo {
  snapshot: Snapshot;
  window: VersionWindow;
}

/**
 * Releases read are not every release: before the pinned minor, only the last patch of each minor.
 * A change first seen in 3.14.5, after 3.13.0, landed somewhere in 3.14.1–3.14.5.
 */
export interface VersionWindow {
  /** The release read. */
  version: string;
  /** First release the change may have landed in (equal to `version` when exact). */
  from: string;
  /** True for the oldest release read: its names may be older still. */
  oldest: boolean;
}

export type Change =
  | {type: 'added'; name: string; kind: SnapshotEntry['kind']}
  | {type: 'removed'; name: string; kind: SnapshotEntry['kind']}
  | {type: 'kind'; name: string; from: SnapshotEntry['kind']; to: SnapshotEntry['kind']}
  | {
      type: 'deprecated';
      name: string;
      by: DeprecatedBy | null;
      replacement: string | null;
    }
  | {type: 'undeprecated'; name: string}
  | {
      type: 'param-added';
      name: string;
      param: string;
      kind: ParamKind;
      default: string | null;
      required: boolean;
    }
  | {type: 'param-removed'; name: string; param: string; kind: ParamKind}
  | {
      type: 'param-renamed';
      name: string;
      from: string;
      to: string;
      /** `deprecated_kwarg` when the package maps the old name to the new one. */
      evidence: 'deprecated_kwarg' | 'position';
    }
  | {
      type: 'default';
      name: string;
      param: string;
      /** Old default (repr), or null when the parameter was required. */
      from: string | null;
      /** New default (repr), or null when the parameter became required. */
      to: string | null;
    }
  | {type: 'param-kind'; name: string; param: string; from: ParamKind; to: ParamKind}
  | {type: 'param-deprecated'; name: string; param: string; replacement: string | null};

export interface ReleaseChanges {
  release: Release;
  changes: Change[];
}

/** Where a name or parameter came in: the window of the release it was first read in. */
export type Since = VersionWindow;

export interface ParamHistory {
  added: Since;
  /** Set when the parameter took over from an older name. */
  renamedFrom?: {name: string; in: Since};
  defaults: {in: Since; from: string | null; to: string | null}[];
  kinds: {in: Since; from: ParamKind; to: ParamKind}[];
  deprecated?: {in: Since; replacement: string | null};
}

/** What a reference page shows about the history of one name. */
export interface EntryHistory {
  added: Since;
  deprecated?: {in: Since; by: DeprecatedBy | null; replacement: string | null};
  params: Record<string, ParamHistory>;
  /** Pinned version the history ends at. */
  latest: string;
}
