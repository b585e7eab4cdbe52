#!/usr/bin/env node
// Brotli quality for the preview server's on-the-fly compression (scripts/serve/compress.mjs):
// size and time per quality on the biggest text files of the build. Run after `npm run build`:
//   node bench/serve/compression.mjs [file ...]
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const build = path.resolve('build');
const searchIndex = readdirSync(path.join(build, 'search')).find((name) =>
  /^index\.[0-9a-f]+\.json$/.test(name),
);
const defaults = ['llms-full.txt', 'index.html', ...(searchIndex ? [`search/${searchIndex}`] : [])];
const js = path.join(build, 'assets', 'js');
const biggestJs = readdirSync(js)
  .map((name) => path.join('assets', 'js', name))
  .sort((a, b) => statSync(path.join(build, b)).size - statSync(path.join(build, a)).size)[0];
const files = process.argv.length > 2 ? process.argv.slice(2) : [...defaults, biggestJs];

function time(fn) {
  const started = process.hrtime.bigint();
  const out = fn();
  return {bytes: out.length, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e6)};
}

console.log('| file | bytes | br q4 | br q9 | br q11 | gzip 4 | gzip 9 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const file of files) {
  const data = readFileSync(path.isAbsolute(file) ? file : path.join(build, file));
  // Quality 11 on a multi-megabyte file takes minutes here: left out above 1 MB.
  const cells = [4, 9, 11].map((quality) =>
    quality === 11 && data.length > 1024 * 1024
      ? null
      : time(() =>
          zlib.brotliCompressSync(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        ),
  );
  cells.push(time(() => zlib.gzipSync(data, {level: 4})));
  cells.push(time(() => zlib.gzipSync(data, {level: 9})));
  console.log(
    `| ${file} | ${data.length} | ${cells.map((cell) => (cell ? `${cell.bytes} B, ${cell.ms} ms` : '—')).join(' | ')} |`,
  );
}
