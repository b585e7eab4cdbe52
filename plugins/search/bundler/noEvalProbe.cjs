/**
 * Bundler loader (rspack/webpack) for `@docsearch/react`'s dist files, client bundle only.
 *
 * DocSearch bundles zod, and zod decides once, when its first object schema is made (as the modal's
 * chunk is evaluated), whether it may compile parsers with `new Function`: it calls
 * `new Function("")` and catches the error. The site's CSP has no 'unsafe-eval', so the call
 * always throws and zod always parses without compiling, but the refused call is a CSP violation
 * (a `securitypolicyviolation` event, and a report where the policy asks for reports) each time
 * the modal's chunk runs. Here the probe answers "no" without calling: zod does what it did under
 * the CSP, and nothing is refused. That also lets the idle preload run the chunk before Ctrl+K
 * (client/idlePreload.ts).
 *
 * When a DocSearch upgrade changes the probe's code, the file still mentions the marker and the
 * build fails here, naming this loader, instead of the violation silently coming back.
 * Plain CommonJS because the bundler `require`s loaders directly (the shape: distPatch.cjs).
 */
'use strict';

const {asLoader, distPatch} = require('./distPatch.cjs');

/** The probe as DocSearch's minified dist writes it. */
const PROBE = /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/g;
/** What only the probe's function has beside it (zod skips the probe on Cloudflare Workers). */
const MARKER = 'includes("Cloudflare")';

/** `source` with zod's eval probe answering false; throws when the marker is there but not the probe. */
const withoutEvalProbe = distPatch({
  loader: 'noEvalProbe',
  marker: MARKER,
  pattern: PROBE,
  constant: 'PROBE',
  replace: () => 'return!1',
  holds: "holds zod's eval probe",
  otherwise: 'the CSP will report a refused eval each time the search modal loads',
});

module.exports = asLoader(withoutEvalProbe);
module.exports.withoutEvalProbe = withoutEvalProbe;
