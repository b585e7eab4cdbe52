import fs from 'node:fs';
import * as z from 'zod';
import {decodeHistory} from './codec';
import {entryHistories} from './notes';
import type {EntryHistory, HistoryFile, Release} from './types';

const PARAM_KIND = z.enum([
  'positional_only',
  'positional_or_keyword',
  'var_positional',
  'keyword_only',
  'var_keyword',
]);
const ENTRY = z.strictObject({
  kind: z.enum(['module', 'function', 'class', 'constant']),
  deprecated: z.literal(true).optional(),
  deprecatedBy: z.enum(['decorator', 'docstring', 'legacy', 'module', 'unknown']).optional(),
  replacement: z.string().optional(),
  params: z.array(z.tuple([z.string(), PARAM_KIND, z.string().nullable(), z.boolean()])).optional(),
  deprecatedParams: z.array(z.tuple([z.string(), z.string().nullable()])).optional(),
});
const SNAPSHOT = z.record(z.string().regex(/^abstra(\.\w+)+$/), ENTRY);
const VERSION = z.string().regex(/^\d+\.\d+\.\d+$/);
const HISTORY = z.strictObject({
  package: z.literal('abstra'),
  format: z.literal(1),
  releases: z
    .array(
      z.strictObject({
        version: VERSION,
        yanked: z.boolean(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        from: VERSION,
        problems: z.array(z.strictObject({module: z.string(), error: z.string()})),
      }),
    )
    .min(1),
  base: SNAPSHOT,
  deltas: z.record(
    VERSION,
    z.strictObject({set: SNAPSHOT.optional(), removed: z.array(z.string()).optional()}),
  ),
});

/** Parse and validate api/history.json; throws a message naming the file and the first errors. */
export function parseHistory(text: string, file: string): HistoryFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`api-history: ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = HISTORY.safeParse(raw);
  if (!result.success) {
    const details = result.error.issues
      .slice(0, 5)
      .map((issue) => `  /${issue.path.join('/')} ${issue.message}`)
      .join('\n');
    throw new Error(
      `api-history: ${file} does not have the expected shape:\n${details}\n` +
        'Regenerate it with "npm run api:history".',
    );
  }
  return result.data as HistoryFile;
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
