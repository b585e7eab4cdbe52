// Compressed copies of the build's text files, made on first request and kept in a temporary
// folder for the life of the server, so that `send` serves them with their own ETag, 304s and
// Range like any file. Compressing all text files up front would delay the start by seconds.
import {createHash} from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pipeline} from 'node:stream/promises';
import zlib from 'node:zlib';

/** Extensions worth compressing (images, fonts and `.gz` files already are). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.xsl',
  '.txt',
  '.md',
  '.map',
  '.wasm',
]);
/** Below this size the headers outweigh the saving (nginx's gzip_min_length is in the same spirit). */
const MIN_BYTES = 1024;

export function isCompressible(file, size) {
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file));
}

/**
 * Compression runs while the client waits (once per file and coding), so the effort drops with
 * the size. Figures from `node bench/serve/compression.mjs` on this 2-core machine under load:
 * llms-full.txt (928 KB): brotli 11 in 9-15 s, 9 in about 1 s, 4 in 0.1 s (250 KB against 219 KB
 * at 9). The raw search index (4.2 MB): 9 in 5-7.5 s, 4 in 0.7-1.2 s (844 KB against 697 KB).
 * Small files keep the better ratio at no noticeable cost (index.html: 9 in about 0.1 s).
 */
const LARGE = 256 * 1024;

function encoder(encoding, size) {
  const large = size > LARGE;
  if (encoding === 'gzip') return zlib.createGzip({level: large ? 4 : 9});
  return zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 4 : 9,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

export function createCompressionCache() {
  const dir = mkdtempSync(path.join(tmpdir(), 'abstra-docs-serve-'));
  /** @type {Map<string, Promise<string | null>>} */
  const entries = new Map();

  /**
   * The path of `file` compressed with `encoding`, or null when that would not be smaller.
   * @param {string} file
   * @param {import('node:fs').Stats} stats
   * @param {'br' | 'gzip'} encoding
   */
  function get(file, stats, encoding) {
    const key = createHash('sha256')
      .update(`${file}\0${stats.size}\0${stats.mtimeMs}\0${encoding}`)
      .digest('hex')
      .slice(0, 32);
    let entry = entries.get(key);
    if (!entry) {
      // Same extension as the original, so the type is looked up as for the original.
      const out = path.join(dir, `${key}${path.extname(file)}`);
      entry = (async () => {
        const partial = `${out}.partial`;
        await pipeline(
          createReadStream(file),
          encoder(encoding, stats.size),
          createWriteStream(partial),
        );
        // The copy keeps the original's date: same Last-Modified, and an ETag (size-date) that
        // stays the same across restarts yet differs from the original's (other size).
        utimesSync(partial, stats.atime, stats.mtime);
        renameSync(partial, out);
        return statSync(out).size < stats.size ? out : null;
      })();
      entry.catch(() => entries.delete(key));
      entries.set(key, entry);
    }
    return entry;
  }

  function dispose() {
    rmSync(dir, {recursive: true, force: true});
  }

  return {dir, get, dispose};
}
