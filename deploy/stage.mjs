#!/usr/bin/env node
// Lays out the folder a static host publishes, from a production build:
//
//   node deploy/stage.mjs <host> [--build build] [--out dist/<host>]
//
// <host> is cloudflare-pages, netlify, vercel or github-pages. The site lives at /docs/, so the
// build goes to <out>/docs/ (dotfiles left out), its 404 page also to <out>/404.html (hosts look
// for it at the root), and the host's own files, which the build wrote to build/.hosts/<host>/
// (plugins/security-headers), to <out>/. Two hosts need more:
// - vercel: every page's index.html becomes index.page.html, because Vercel serves an existing
//   file before it reads rewrites, and the Markdown-twin rewrite must come first (vercel.json
//   serves the pages through rewrites; plugins/security-headers/server/hostFiles.ts).
// - github-pages: no headers at all, so each HTML file gets the part of the build's CSP that a
//   <meta http-equiv> can carry, and <out>/index.html sends readers on to /docs/.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {HEADERS_FILE, parseHeadersFile} from '../plugins/security-headers/shared/headersFile.mjs';
import {VERCEL_PAGE_FILE, withMetaPolicy} from '../plugins/security-headers/shared/siteRules.mjs';

export const HOSTS = ['cloudflare-pages', 'netlify', 'vercel', 'github-pages'];
/** The folder of the site inside the published folder: the site's base URL. */
export const SITE_FOLDER = 'docs';

const isDotPath = (rel) => rel.split(path.sep).some((part) => part.startsWith('.'));

function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Stages `buildDir` for `host` into `outDir` (emptied first); returns `outDir`.
 * @param {string} host
 * @param {string} buildDir
 * @param {string} outDir
 */
export function stage(host, buildDir, outDir) {
  if (!HOSTS.includes(host)) {
    throw new Error(`stage: unknown host "${host}"; use one of ${HOSTS.join(', ')}.`);
  }
  const headersFile = path.join(buildDir, HEADERS_FILE);
  if (!existsSync(headersFile)) {
    throw new Error(`stage: ${headersFile} is missing. Run "npm run build" first.`);
  }
  rmSync(outDir, {recursive: true, force: true});
  const site = path.join(outDir, SITE_FOLDER);
  mkdirSync(site, {recursive: true});
  cpSync(buildDir, site, {
    recursive: true,
    filter: (source) => !isDotPath(path.relative(buildDir, source)),
  });
  cpSync(path.join(buildDir, '404.html'), path.join(outDir, '404.html'));
  const hostFiles = path.join(buildDir, '.hosts', host);
  if (host !== 'github-pages') {
    if (!existsSync(hostFiles)) {
      throw new Error(`stage: ${hostFiles} is missing; this build predates the host files.`);
    }
    cpSync(hostFiles, outDir, {recursive: true});
  }
  if (host === 'vercel') {
    for (const file of htmlFiles(site)) {
      if (path.basename(file) === 'index.html') {
        renameSync(file, path.join(path.dirname(file), VERCEL_PAGE_FILE));
      }
    }
  }
  if (host === 'github-pages') {
    const policy = parseHeadersFile(readFileSync(headersFile, 'utf8'), headersFile).find(
      ([name]) => name.toLowerCase() === 'content-security-policy',
    )?.[1];
    if (!policy) throw new Error(`stage: ${headersFile} has no Content-Security-Policy.`);
    for (const file of [...htmlFiles(site), path.join(outDir, '404.html')]) {
      writeFileSync(file, withMetaPolicy(readFileSync(file, 'utf8'), policy));
    }
    const home = `/${SITE_FOLDER}/`;
    writeFileSync(
      path.join(outDir, 'index.html'),
      withMetaPolicy(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Abstra Docs</title><meta http-equiv="refresh" content="0; url=${home}"><link rel="canonical" href="${home}"></head><body><a href="${home}">Abstra Docs</a></body></html>\n`,
        policy,
      ),
    );
  }
  return outDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [host, ...rest] = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = rest.indexOf(name);
    return index >= 0 && rest[index + 1] ? rest[index + 1] : fallback;
  };
  try {
    const out = stage(
      host ?? '',
      path.resolve(option('--build', 'build')),
      path.resolve(option('--out', path.join('dist', host ?? ''))),
    );
    console.log(`Staged ${host} in ${path.relative(process.cwd(), out) || '.'}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
