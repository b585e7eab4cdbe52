import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export type BenchQuery = {query: string; expected: string[]};

/**
 * The relevance query set: `queries.json` plus one file per docs section in
 * `queries/` (written with the section's pages). A query that appears twice
 * keeps the union of its expected pages.
 */
export function loadQueries(dir: string): BenchQuery[] {
  const files = [path.join(dir, 'queries.json')];
  const sectionDir = path.join(dir, 'queries');
  if (existsSync(sectionDir)) {
    files.push(
      ...readdirSync(sectionDir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => path.join(sectionDir, file)),
    );
  }
  const byQuery = new Map<string, BenchQuery>();
  for (const file of files) {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as BenchQuery[];
    for (const {query, expected} of entries) {
      const key = query.trim().toLowerCase();
      const known = byQuery.get(key);
      if (known) known.expected = [...new Set([...known.expected, ...expected])];
      else byQuery.set(key, {query: query.trim(), expected: [...expected]});
    }
  }
  return [...byQuery.values()];
}
