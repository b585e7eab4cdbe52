import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {loadReaderQueries} from '../../plugins/search/server/readerQueries';

export type BenchQuery = {query: string; expected: string[]};

/**
 * The two query sets:
 * - `readers`: `queries.json` plus one file per docs section in `queries/` (written with the
 *   section's pages); ranking changes are tuned against it.
 * - `unseen`: `unseen/*.json`, each file written before the ranking change it checks, and kept
 *   out of the reader set so its score shows whether a change generalises to new wording.
 */
export type QuerySet = 'readers' | 'unseen';

const jsonFilesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => path.join(dir, file))
    : [];

/** The files of a query set, in the order they are read. */
export function queryFiles(dir: string, set: QuerySet = 'readers'): string[] {
  if (set === 'unseen') return jsonFilesIn(path.join(dir, 'unseen'));
  return [path.join(dir, 'queries.json'), ...jsonFilesIn(path.join(dir, 'queries'))];
}

/** A query set's queries; a query that appears twice keeps the union of its expected pages. */
export function loadQueries(dir: string, set: QuerySet = 'readers'): BenchQuery[] {
  const byQuery = new Map<string, BenchQuery>();
  for (const file of queryFiles(dir, set)) {
    // The build's own reader of these files (readerQueries), so both check them the same way.
    for (const {query, expected} of loadReaderQueries(dir, [file])) {
      const key = query.trim().toLowerCase();
      const known = byQuery.get(key);
      if (known) known.expected = [...new Set([...known.expected, ...expected])];
      else byQuery.set(key, {query: query.trim(), expected: [...expected]});
    }
  }
  return [...byQuery.values()];
}
