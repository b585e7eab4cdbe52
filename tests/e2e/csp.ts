import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {
  HEADERS_FILE,
  parseHeadersFile,
} from '../../plugins/security-headers/shared/headersFile.mjs';

export const buildDir = path.join(__dirname, '..', '..', 'build');

/** The security headers the build declares (build/.security-headers.conf), by lower-case name. */
export function declaredHeaders(dir = buildDir): Map<string, string> {
  const file = path.join(dir, HEADERS_FILE);
  return new Map(
    parseHeadersFile(readFileSync(file, 'utf8'), file).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

/**
 * Records every CSP violation on `page`, across navigations: the `securitypolicyviolation`
 * events of each document, and Chromium's console reports ("Refused to …", which also catch a
 * violation on a page that navigates away at once, like a redirect stub).
 */
export async function recordCspViolations(page: Page): Promise<{readonly list: string[]}> {
  const violations: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {__reportCspViolation: (text: string) => void})
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          ` from ${event.sourceFile}` +
          (event.sample ? `: ${event.sample}` : ''),
      );
    });
  });
  const probe = evalProbeChunk();
  page.on('console', (message) => {
    const text = message.text();
    if (
      !/Content Security Policy|Refused to (execute|load|apply|connect|frame|create)/i.test(text)
    ) {
      return;
    }
    // Chromium logs the probe below too; its event is matched by file, this by its wording.
    if (probe && /Refused to evaluate a string as JavaScript because 'unsafe-eval'/.test(text)) {
      const url = message.location().url;
      if (url.endsWith(`/assets/js/${probe}`)) return;
    }
    violations.push(`console: ${text}`);
  });
  return {
    get list() {
      return violations.filter(
        (violation) =>
          !(
            probe &&
            violation.startsWith('script-src blocked eval ') &&
            violation.includes(`/assets/js/${probe}`)
          ),
      );
    },
  };
}

/**
 * The one violation the site is known to cause, and nothing else: DocSearch 4 bundles zod 4,
 * whose object parser first tests whether `Function("")` may run (in a try/catch) and falls back
 * to its plain parser when the CSP says no. The blocked probe is the policy working; it changes
 * nothing for the reader. Returns the chunk that holds that exact probe, so a violation anywhere
 * else, or any other kind, still fails.
 */
export function evalProbeChunk(dir = buildDir): string | null {
  const jsDir = path.join(dir, 'assets', 'js');
  const probe = 'try{return Function(""),!0}catch(e){return!1}';
  return (
    readdirSync(jsDir).find((file) =>
      readFileSync(path.join(jsDir, file), 'utf8').includes(probe),
    ) ?? null
  );
}
