import fs from 'node:fs';
import {checkData, Joi, pointer} from '../../shared/validation';
import {decodeHistory} from './codec';
import {entryHistories} from './notes';
import type {EntryHistory, HistoryFile, Release, SnapshotEntry} from './types';

const PARAM_KIND = Joi.string().valid(
  'positional_only',
  'positional_or_keyword',
  'var_positional',
  'keyword_only',
  'var_keyword',
);
const nullableString = Joi.string().allow(null).required();
const ENTRY = Joi.object<SnapshotEntry, true>({
  kind: Joi.string().valid('module', 'function', 'class', 'constant').required(),
  deprecated: Joi.boolean().valid(true),
  deprecatedBy: Joi.string().valid('decorator', 'docstring', 'legacy', 'module', 'unknown'),
  replacement: Joi.string(),
  params: Joi.array().items(
    Joi.array().ordered(
      Joi.string().required(),
      PARAM_KIND.required(),
      nullableString,
      Joi.boolean().required(),
    ),
  ),
  deprecatedParams: Joi.array().items(Joi.array().ordered(Joi.string().required(), nullableString)),
});
const SNAPSHOT = Joi.object().pattern(/^abstra(\.\w+)+$/, ENTRY);
const VERSION = Joi.string().pattern(/^\d+\.\d+\.\d+$/);
const HISTORY = Joi.object<HistoryFile, true>({
  package: Joi.string().valid('abstra').required(),
  format: Joi.number().valid(1).required(),
  releases: Joi.array()
    .items(
      Joi.object({
        version: VERSION.required(),
        yanked: Joi.boolean().required(),
        date: Joi.string()
          .pattern(/^\d{4}-\d{2}-\d{2}$/)
          .required(),
        from: VERSION.required(),
        problems: Joi.array()
          .items(Joi.object({module: Joi.string().required(), error: Joi.string().required()}))
          .required(),
      }),
    )
    .min(1)
    .required(),
  base: SNAPSHOT.required(),
  deltas: Joi.object()
    .pattern(VERSION, Joi.object({set: SNAPSHOT, removed: Joi.array().items(Joi.string())}))
    .required(),
}).prefs({convert: false});

/** Parse and validate api/history.json; throws a message naming the file and the first errors. */
export function parseHistory(text: string, file: string): HistoryFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`api-history: ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = checkData(HISTORY, raw);
  if (!result.ok) {
    const details = result.problems
      .slice(0, 5)
      .map((problem) => `  ${pointer(problem.path)} ${problem.message}`)
      .join('\n');
    throw new Error(
      `api-history: ${file} does not have the expected shape:\n${details}\n` +
        'Regenerate it with "npm run api:history".',
    );
  }
  return result.value;
}

export interface LoadedHistory {
  releases: Release[];
  /** History of every name of the latest release read. */
  entries: Map<string, EntryHistory>;
}

export function loadHistory(file: string): LoadedHistory {
  const history = parseHistory(fs.readFileSync(file, 'utf8'), file);
  const releases = decodeHistory(history);
  return {releases, entries: entryHistories(releases)};
}
