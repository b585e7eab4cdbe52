/**
 * Writes `records.json` (for `search:push`), the split embedded index (main
 * file, body-text postings shards, one text fragment per page; all gzip with
 * content-hashed names, long-cacheable) and a tiny manifest naming the main file.
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {buildIndex} from '../shared/buildIndex';
import {MANIFEST_FILE, RECORDS_FILE} from '../shared/constants';
import {INDEX_VERSION, encodeMainIndex, type SearchManifest} from '../shared/indexFormat';
import {learnReaderWordsOfPages, type ReaderQuery} from '../shared/readerWords';
import type {SearchRecord} from '../shared/types';

export interface WrittenFiles {
  dir: string;
  manifest: SearchManifest;
  /** gzip bytes of the main file (what a first search downloads, besides a few shards and fragments). */
  mainGzipBytes: number;
  shardCount: number;
  shardGzipBytes: number;
  fragmentCount: number;
  fragmentGzipBytes: number;
  /** gzip bytes of the readers' words file (0 without reader queries). */
  readersGzipBytes: number;
}

/** Files this module writes, so a rebuild removes the previous build's. */
const GENERATED = /^(index|shard|fragment|readers)\.[0-9a-f]+\.json(\.gz)?$/;

function hashed(prefix: string, json: string): {name: string; gz: Buffer} {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return {name: `${prefix}.${hash}.json.gz`, gz: gzipSync(json, {level: 9})};
}

export async function writeSearchFiles(
  dir: string,
  records: SearchRecord[],
  readerQueries: ReaderQuery[] = [],
): Promise<WrittenFiles> {
  await mkdir(dir, {recursive: true});
  for (const old of await readdir(dir)) {
    if (GENERATED.test(old)) await rm(path.join(dir, old));
  }
  const built = buildIndex(records);
  const files: Array<{name: string; gz: Buffer}> = [];
  let shardGzipBytes = 0;
  let fragmentGzipBytes = 0;
  built.main.shards = built.shards.map((shard) => {
    const file = hashed('shard', JSON.stringify(shard));
    files.push(file);
    shardGzipBytes += file.gz.length;
    return file.name;
  });
  built.main.pages.forEach((page, i) => {
    const file = hashed('fragment', JSON.stringify(built.fragments[i]));
    files.push(file);
    fragmentGzipBytes += file.gz.length;
    page.f = file.name;
  });
  let readersGzipBytes = 0;
  if (readerQueries.length > 0) {
    const learned = learnReaderWordsOfPages(
      readerQueries,
      built.main.pages.map((page) => page.u),
    );
    const file = hashed('readers', JSON.stringify(learned));
    files.push(file);
    readersGzipBytes = file.gz.length;
    built.main.readers = file.name;
  }
  const main = hashed('index', JSON.stringify(encodeMainIndex(built.main)));
  files.push(main);
  await Promise.all(files.map((f) => writeFile(path.join(dir, f.name), f.gz)));
  const manifest: SearchManifest = {
    version: INDEX_VERSION,
    index: main.name,
    records: records.length,
    pages: built.main.pages.length,
  };
  await writeFile(path.join(dir, RECORDS_FILE), JSON.stringify(records, null, 0));
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return {
    dir,
    manifest,
    mainGzipBytes: main.gz.length,
    shardCount: built.shards.length,
    shardGzipBytes,
    fragmentCount: built.fragments.length,
    fragmentGzipBytes,
    readersGzipBytes,
  };
}
