/**
 * Bundler loader (rspack/webpack) for `@docsearch/react`'s dist files, client bundle only.
 *
 * DocSearch's modal makes its recent-search, favourite and conversation stores in the body of its
 * render, and each store tests whether `localStorage` works by writing and removing a key. React
 * keeps only the first stores, but the test runs on every render: six storage writes per
 * keystroke (two renders, three stores). In a trace of 105 keys typed into the warm modal, those
 * writes took 0.9 ms of main-thread time per key, about a quarter of the render that runs
 * inside the key's own event. Here the test runs once per page and its answer is kept. Stores
 * still catch a full quota on each write, as before.
 *
 * When a DocSearch upgrade changes the test's code, the file still mentions its key and the build
 * fails here, naming this loader, instead of the writes silently coming back.
 * Plain CommonJS because the bundler `require`s loaders directly (the shape: distPatch.cjs).
 */
'use strict';

const {asLoader, distPatch} = require('./distPatch.cjs');

/** The test as DocSearch's minified dist writes it: a function called where it is written. */
const PROBE =
  /function\(\)\{if\("undefined"==typeof window\|\|!\("localStorage"in window\)\)return!1;var (\w+)="__TEST_KEY__";try\{return window\.localStorage\.setItem\(\1,""\),window\.localStorage\.removeItem\(\1\),!0\}catch\(\w+\)\{return!1\}\}\(\)/g;
const MARKER = '"__TEST_KEY__"';
/** Module-scoped: one answer per page. */
const CACHE = '__abstraStorageUsable';

const patchProbe = distPatch({
  loader: 'storageProbeOnce',
  marker: MARKER,
  pattern: PROBE,
  constant: 'PROBE',
  replace: (probe) => `(void 0===${CACHE}?(${CACHE}=${probe}):${CACHE})`,
  holds: 'tests localStorage',
  otherwise: 'every keystroke in the search modal writes to localStorage again',
});

/** `source` with the storage test run once; throws when the marker is there but not the test. */
function withStorageProbeOnce(source, file = 'a module') {
  const out = patchProbe(source, file);
  return out === source ? source : `var ${CACHE};${out}`;
}

module.exports = asLoader(withStorageProbeOnce);
module.exports.withStorageProbeOnce = withStorageProbeOnce;
