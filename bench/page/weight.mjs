#!/usr/bin/env node
// Prints the bytes a reader downloads before a doc page is interactive: the
// HTML plus the scripts and stylesheets it references (not lazy chunks).
//   node bench/page/weight.mjs [route ...]   (default: a few representative pages)
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = path.join(root, 'build');
const base = '/docs/';
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/docs/', '/docs/tools/tables/reference/select', '/docs/workflow/forms/widgets/text-input'];

function htmlFile(route) {
  const rel = route.slice(base.length).replace(/\/$/, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`];
  const found = candidates.map((c) => path.join(build, c)).find(existsSync);
  if (!found) throw new Error(`${route} is not in build/: run "npm run build" first.`);
  return found;
}

const gzip = (buffer) => gzipSync(buffer, {level: 9}).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('| page | HTML (gzip) | JS files | JS (gzip) | CSS (gzip) |');
console.log('| --- | --- | --- | --- | --- |');
for (const route of routes) {
  const html = readFileSync(htmlFile(route));
  const text = html.toString('utf8');
  const assets = (pattern) =>
    [...text.matchAll(pattern)].map((m) => path.join(build, m[1].slice(base.length)));
  // The HTML is minified: attribute quotes are optional.
  const scripts = assets(/<script[^>]+src="?([^"\s>]+\.js)/g);
  const styles = assets(/<link[^>]+rel="?stylesheet"?[^>]+href="?([^"\s>]+\.css)/g);
  const sum = (files) => files.reduce((total, file) => total + gzip(readFileSync(file)), 0);
  console.log(
    `| ${route} | ${kb(gzip(html))} | ${scripts.length} | ${kb(sum(scripts))} | ${kb(sum(styles))} |`,
  );
}
