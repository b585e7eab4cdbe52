/**
 * security-headers: in `postBuild`, once the other writers have finished (outputWriters.ts), reads
 * every emitted HTML file, hashes each inline script the browser would run (Docusaurus's
 * colour-mode and announcement-bar scripts, client-redirect stubs, anything added later), and
 * writes the site's security headers — a Content-Security-Policy with those hashes and no
 * 'unsafe-inline' for scripts, plus frame, referrer, permissions and nosniff headers — to
 * `build/.security-headers.conf` (see shared/headersFile.mjs). The preview server and the nginx
 * recipe (deploy/nginx/) send exactly that file. From the same headers and shared/siteRules.mjs
 * it then writes each static host's files under `build/.hosts/` (server/hostFiles.ts).
 */
import path from 'node:path';
import {writeFile} from 'node:fs/promises';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {collectScriptHashes} from './server/collectScriptHashes';
import {listBuild, writeHostFiles} from './server/hostFiles';
import {securityHeaders} from './server/policy';
import {outputWritten} from './outputWriters';
import {HEADERS_FILE, serializeHeaders} from './shared/headersFile.mjs';
import type {PluginOptions} from './options';

export {validateOptions} from './options';

export const PLUGIN_NAME = 'abstra-security-headers';

const here = (...parts: string[]) => path.join(__dirname, ...parts);

/**
 * The Cloudflare Pages worker's modules: the two its generated index.js imports, relative to the
 * repository root. They are copied into `_worker.js/` with the modules they import, at the same
 * relative paths, so their imports hold there unchanged (siteRules.mjs takes the twin rule from
 * plugins/shared/markdownTwin.mjs).
 */
export const WORKER_SOURCES = {
  root: here('..', '..'),
  pagesWorker: 'plugins/security-headers/shared/pagesWorker.mjs',
  // The preview server's Accept rule: the worker negotiates twins exactly as it does.
  negotiate: 'scripts/serve/negotiate.mjs',
};

export default function pluginSecurityHeaders(
  _context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  return {
    name: PLUGIN_NAME,

    async postBuild({outDir, baseUrl}) {
      await outputWritten(outDir);
      const {hashes, pages} = await collectScriptHashes(outDir);
      const headers = securityHeaders(hashes, options);
      await writeFile(
        path.join(outDir, HEADERS_FILE),
        serializeHeaders(headers, [
          'Security headers of this build, written by plugins/security-headers.',
          `The CSP allows the ${hashes.length} distinct inline scripts found in ${pages} HTML pages, by hash.`,
          'nginx: include this file in every block that has add_header (deploy/nginx/abstra-docs.conf).',
        ]),
      );
      const written = await writeHostFiles(
        outDir,
        {base: baseUrl, files: await listBuild(outDir), securityHeaders: headers},
        WORKER_SOURCES,
      );
      logger.info`[security-headers] CSP of ${hashes.length} inline scripts; ${written.length} host files in ${path.join(path.basename(outDir), '.hosts')} (README.md, "Deploy").`;
    },
  };
}
