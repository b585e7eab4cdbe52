/**
 * What the tracker specs share: the privacy signals a browser can send, set before any page
 * script runs, and the policy of an analytics build read directive by directive.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {declaredHeaders} from './csp';

/** Each privacy signal, as a browser would expose it: [name, what the widget shows, init script]. */
export const privacySignals: Array<[name: string, shown: string, script: string]> = [
  [
    'Do Not Track "1"',
    'Do Not Track',
    `Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'});`,
  ],
  [
    'Do Not Track "yes" (old Firefox)',
    'Do Not Track',
    `Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => 'yes'});`,
  ],
  [
    'window.doNotTrack (IE 11, old Safari)',
    'Do Not Track',
    `Object.defineProperty(window, 'doNotTrack', {get: () => '1'});`,
  ],
  [
    'navigator.msDoNotTrack (IE 9-10)',
    'Do Not Track',
    `Object.defineProperty(Navigator.prototype, 'msDoNotTrack', {get: () => '1'});`,
  ],
  [
    'Global Privacy Control',
    'Global Privacy Control',
    `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true});`,
  ],
];

/** The text the feedback widget shows when a privacy signal stopped the vote from being sent. */
export const notSentText = (shown: string) =>
  `Nothing was sent: your browser has ${shown} turned on, and this site respects it.`;

/** The CSP of a build, as directive → sources. */
export function policyOf(buildDir: string): Map<string, string[]> {
  const csp = declaredHeaders(buildDir).get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Fails with the command that makes `buildDir` when it is missing or was built without `marker`. */
export function assertAnalyticsBuild(buildDir: string, marker: string, command: string): void {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No ${path.basename(buildDir)}/. npm test makes it; by hand: ${command}`);
  }
  const bundles = path.join(buildDir, 'assets', 'js');
  const built = readdirSync(bundles).some((file) =>
    readFileSync(path.join(bundles, file), 'utf8').includes(marker),
  );
  if (!built) {
    throw new Error(
      `${path.basename(buildDir)}/ was not built with ${marker}. Rebuild: ${command}`,
    );
  }
}
