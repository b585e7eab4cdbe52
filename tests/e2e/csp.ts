import {readFileSync} from 'node:fs';
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
  page.on('console', (message) => {
    const text = message.text();
    if (
      !/Content Security Policy|Refused to (execute|load|apply|connect|frame|create|evaluate)/i.test(
        text,
      )
    ) {
      return;
    }
    violations.push(`console: ${text}`);
  });
  // DocSearch's bundled zod no longer probes for eval (plugins/search/bundler/noEvalProbe.cjs):
  // a refused eval is a violation like any other.
  return {
    get list() {
      return [...violations];
    },
  };
}
