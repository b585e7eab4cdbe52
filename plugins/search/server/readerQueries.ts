/**
 * Reads the queries readers' words are learned from (option `readerQueries`): JSON files, or
 * folders of them, each an array of `{query, expected}` with `expected` the routes that answer
 * the query. A file that is missing or malformed stops the build with its name and what is wrong.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import type {ReaderQuery} from '../shared/readerWords';

function filesOf(siteDir: string, entry: string): string[] {
  const full = path.resolve(siteDir, entry);
  if (!existsSync(full)) throw new Error(`readerQueries: ${entry} does not exist.`);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(full, name));
}

function parse(file: string, siteDir: string): ReaderQuery[] {
  const name = path.relative(siteDir, file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`readerQueries: ${name} is not valid JSON (${(error as Error).message}).`);
  }
  if (!Array.isArray(data)) throw new Error(`readerQueries: ${name} must hold an array.`);
  return data.map((item: unknown, i) => {
    const entry = item as Partial<ReaderQuery> | null;
    if (
      typeof entry?.query !== 'string' ||
      !Array.isArray(entry.expected) ||
      !entry.expected.every((route) => typeof route === 'string')
    ) {
      throw new Error(
        `readerQueries: entry ${i} of ${name} must be {"query": string, "expected": [route, …]}.`,
      );
    }
    return {query: entry.query, expected: entry.expected};
  });
}

/** The queries of every file and folder in `entries` (relative to `siteDir`), in order. */
export function loadReaderQueries(siteDir: string, entries: string[]): ReaderQuery[] {
  return entries.flatMap((entry) =>
    filesOf(siteDir, entry).flatMap((file) => parse(file, siteDir)),
  );
}
