/**
 * Writes `records.json` (for `search:push`), the embedded index (gzip and raw,
 * content-hashed names, long-cacheable) and a tiny manifest naming them.
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {SearchEngine} from '../shared/engine';
import {MANIFEST_FILE, RECORDS_FILE} from '../shared/constants';
import type {SearchManifest, SearchRecord} from '../shared/types';

export interface WrittenFiles {
  dir: string;
  manifest: SearchManifest;
  rawBytes: number;
  gzipBytes: number;
}

export function serializeIndex(records: SearchRecord[]): string {
  return JSON.stringify(SearchEngine.build(records).toJSON());
}

export async function writeSearchFiles(
  dir: string,
  records: SearchRecord[],
): Promise<WrittenFiles> {
  await mkdir(dir, {recursive: true});
  for (const old of await readdir(dir)) {
    if (/^index\.[0-9a-f]+\.json(\.gz)?$/.test(old)) await rm(path.join(dir, old));
  }
  const raw = Buffer.from(serializeIndex(records));
  const hash = createHash('sha256').update(raw).digest('hex').slice(0, 12);
  const gz = gzipSync(raw, {level: 9});
  const manifest: SearchManifest = {
    version: 1,
    index: `index.${hash}.json.gz`,
    indexRaw: `index.${hash}.json`,
    records: records.length,
  };
  await writeFile(path.join(dir, manifest.index), gz);
  await writeFile(path.join(dir, manifest.indexRaw), raw);
  await writeFile(path.join(dir, RECORDS_FILE), JSON.stringify(records, null, 0));
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return {dir, manifest, rawBytes: raw.length, gzipBytes: gz.length};
}
