/**
 * security-headers: in `postBuild`, reads every emitted HTML file, hashes each inline script the
 * browser would run (Docusaurus's colour-mode and announcement-bar scripts, client-redirect stubs,
 * anything added later), and writes the site's security headers — a Content-Security-Policy with
 * those hashes and no 'unsafe-inline' for scripts, plus frame, referrer, permissions and nosniff
 * headers — to `build/.security-headers.conf` (see shared/headersFile.mjs). The preview server
 * and the nginx recipe (deploy/nginx/) both send exactly that file.
 */
import path from 'node:path';
import {writeFile} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {collectScriptHashes, waitForHtmlWriters} from './server/collectScriptHashes';
import {securityHeaders} from './server/policy';
import {HEADERS_FILE, serializeHeaders} from './shared/headersFile.mjs';
import type {PluginOptions} from './options';

export {validateOptions, securityHeadersOptionsFromEnv} from './options';

export const PLUGIN_NAME = 'abstra-security-headers';

export default function pluginSecurityHeaders(
  _context: LoadContext,
  options: PluginOptions,
): Plugin<void> {
  return {
    name: PLUGIN_NAME,

    async postBuild({outDir}) {
      // Other plugins' postBuild hooks run at the same time as this one, and one of them
      // (client-redirects) writes HTML pages with an inline script: wait until the HTML settles.
      await waitForHtmlWriters(outDir);
      const {hashes, pages} = await collectScriptHashes(outDir);
      const file = path.join(outDir, HEADERS_FILE);
      await writeFile(
        file,
        serializeHeaders(securityHeaders(hashes, options), [
          'Security headers of this build, written by plugins/security-headers.',
          `The CSP allows the ${hashes.length} distinct inline scripts found in ${pages} HTML pages, by hash.`,
          'nginx: include this file in every block that has add_header (deploy/nginx/abstra-docs.conf).',
        ]),
      );
    },
  };
}
