// Where a request path leads in the build folder. Every rule here has its twin in the nginx
// recipe (deploy/nginx/abstra-docs.conf); tests/e2e/nginx.spec.ts checks that both agree.
import {realpathSync, statSync} from 'node:fs';
import path from 'node:path';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';
import {twinFile} from '../../plugins/shared/markdownTwin.mjs';

export const BASE = BASE_PATH;

/**
 * The request path, percent-decoded and checked, with runs of `/` merged (as nginx does), or
 * null when it is not acceptable: bad percent-encoding or UTF-8, NUL or other control
 * characters, a backslash, or a `.`/`..` segment.
 * @param {string} rawPath the path part of the request target, still encoded
 */
export function decodePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const merged = decoded.replace(/\/{2,}/g, '/');
  if (merged.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return merged;
}

/** True when a segment of `pathname` starts with a dot (`.env`, `.git/config`). */
export function hasDotSegment(pathname) {
  return pathname.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * `/docs/a/index.html` and `/docs/a.html` are served at `/docs/a/` and `/docs/a`; the 404 page
 * keeps its name.
 * @param {string} pathname
 */
export function strippedHtmlPath(pathname) {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html') && pathname !== `${BASE}404.html`) return pathname.slice(0, -5);
  return null;
}

/**
 * The real path of `file` when it is a regular file inside `realRoot` (after following every
 * symlink on the way), else null.
 * @param {string} realRoot
 * @param {string} file
 */
function containedFile(realRoot, file) {
  try {
    const real = realpathSync(file);
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * The file that answers `relPath` (the decoded path below the base, from `decodePath`), or
 * null: `a` → `a`, `a.html`, `a/index.html`; `a/` → `a/index.html`.
 * @param {string} realRoot the build folder, already through realpath
 * @param {string} relPath
 */
export function resolveFile(realRoot, relPath) {
  const clean = relPath.replace(/^\/+/, '');
  if (hasDotSegment(clean)) return null;
  const target = path.join(realRoot, clean);
  const candidates =
    clean === '' || clean.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    const found = containedFile(realRoot, candidate);
    if (found) return found;
  }
  return null;
}

/**
 * The Markdown twin of a page (the rule of plugins/shared/markdownTwin.mjs): `a/` and `a` →
 * `a.md`, the root → `index.md`.
 * @param {string} realRoot
 * @param {string} relPath
 */
export function markdownTwin(realRoot, relPath) {
  return containedFile(realRoot, path.join(realRoot, twinFile(relPath)));
}

/**
 * Files whose name carries a content hash never change: Docusaurus's `assets/` and any
 * `name.<8+ hex>.ext` (the search index `index.<hash>.json.gz`, hashed search shards).
 * @param {string} relPath path below the build folder, `/`-separated
 */
export function isImmutable(relPath) {
  return /^assets\//.test(relPath) || /\.[0-9a-f]{8,}\.[a-z0-9]+(\.gz|\.br)?$/.test(relPath);
}
