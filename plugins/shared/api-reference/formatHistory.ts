/**
 * Version notes of a name and its parameters, as text segments shared by the HTML components and
 * the Markdown twins (plugins/markdown-export), so both say the same thing.
 */
import type {ApiEntryData, ApiParamData, ParamKind} from '../../api-contract/types';
import type {DeprecatedBy, Since} from '../../api-contract/history/types';

/** Plain text, or an inline code span. */
export type Segment = {text: string} | {code: string};

export interface HistoryLine {
  kind: 'added' | 'deprecated' | 'renamed' | 'default' | 'kind';
  segments: Segment[];
}

const KIND_LABEL: Record<ParamKind, string> = {
  positional_only: 'positional only',
  positional_or_keyword: 'positional or keyword',
  var_positional: 'extra positional arguments',
  keyword_only: 'keyword only',
  var_keyword: 'extra keyword arguments',
};

/** How the package marks the deprecation, when it is not the `@deprecated` decorator. */
const BY_LABEL: Partial<Record<DeprecatedBy, Segment[]>> = {
  legacy: [{text: ' The module lists it as legacy in its '}, {code: '__all__'}, {text: '.'}],
  module: [{text: ' The module only works after '}, {code: 'use_legacy_threads'}, {text: '.'}],
};

/**
 * `3.32.5` when the change is pinned to one release; `3.14.0–3.14.5` when it was first read in
 * 3.14.5 and the release read before it was 3.13.0 (so it landed in 3.14.0 or later).
 */
export function versionLabel(since: Since): string {
  return since.from === since.version ? since.version : `${since.from}–${since.version}`;
}

const text = (value: string): Segment => ({text: value});
const code = (value: string): Segment => ({code: value});

/** `Added in abstra X.` / `Available since abstra X (the oldest release read).` / deprecation. */
export function entryHistoryLines(entry: ApiEntryData): HistoryLine[] {
  const history = entry.history;
  if (!history) return [];
  const lines: HistoryLine[] = [
    {
      kind: 'added',
      segments: history.added.oldest
        ? [text(`Available since abstra ${history.added.version} (the oldest release read).`)]
        : [text(`Added in abstra ${versionLabel(history.added)}.`)],
    },
  ];
  const deprecated = history.deprecated;
  if (deprecated) {
    const segments: Segment[] = deprecated.in.oldest
      ? [text(`Deprecated since abstra ${deprecated.in.version} (the oldest release read).`)]
      : [text(`Deprecated in abstra ${versionLabel(deprecated.in)}.`)];
    if (deprecated.replacement) {
      segments.push(text(' Use '), code(deprecated.replacement), text(' instead.'));
    }
    segments.push(...(deprecated.by ? (BY_LABEL[deprecated.by] ?? []) : []));
    lines.push({kind: 'deprecated', segments});
  }
  return lines;
}

/** Added in, renamed from, default and kind changes, deprecation of one parameter. */
export function paramHistoryLines(param: ApiParamData): HistoryLine[] {
  const history = param.history;
  if (!history) return [];
  const lines: HistoryLine[] = [
    {
      kind: 'added',
      segments: history.added.oldest
        ? [text(`Since ${history.added.version} (the oldest release read).`)]
        : [text(`Added in ${versionLabel(history.added)}.`)],
    },
  ];
  if (history.renamedFrom) {
    lines.push({
      kind: 'renamed',
      segments: [
        text('Renamed from '),
        code(history.renamedFrom.name),
        text(` in ${versionLabel(history.renamedFrom.in)}.`),
      ],
    });
  }
  for (const change of history.defaults) {
    const when = versionLabel(change.in);
    let segments: Segment[];
    if (change.from === null) segments = [text(`Optional since ${when} (was required).`)];
    else if (change.to === null) {
      segments = [text(`Required since ${when} (default was `), code(change.from), text(').')];
    } else {
      segments = [text(`Default changed in ${when} (was `), code(change.from), text(').')];
    }
    lines.push({kind: 'default', segments});
  }
  for (const change of history.kinds) {
    const label = KIND_LABEL[change.to];
    lines.push({
      kind: 'kind',
      segments: [
        text(
          `${label[0].toUpperCase()}${label.slice(1)} since ${versionLabel(change.in)} (was ${KIND_LABEL[change.from]}).`,
        ),
      ],
    });
  }
  if (history.deprecated) {
    const segments: Segment[] = [text(`Deprecated in ${versionLabel(history.deprecated.in)}`)];
    if (history.deprecated.replacement) {
      segments.push(text('; use '), code(history.deprecated.replacement), text(' instead.'));
    } else segments.push(text('.'));
    lines.push({kind: 'deprecated', segments});
  }
  return lines;
}
