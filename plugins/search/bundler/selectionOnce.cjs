/**
 * Bundler loader (rspack/webpack) for `@docsearch/react`'s dist files, client bundle only.
 *
 * DocSearch's modal starts from the text the reader had selected on the page: it reads
 * `window.getSelection().toString()` as a `useRef`'s first value. The argument of `useRef` is
 * evaluated on every render, though React keeps only the first, and `toString()` of a selection
 * needs the page's layout up to date. Each render of the modal after a DOM change (every
 * keystroke: the input's value changed) therefore forced a style and layout pass in the middle of
 * React's render. In a trace of the first letter typed on the first page of a new browser, that
 * forced pass took 4 to 15 ms of the key's task (bench/search/README.md, "The modal's opening
 * task"). Here the selection is read with a lazy `useState`, on the modal's first render only:
 * the same one hook, the same first value.
 *
 * When a DocSearch upgrade changes that code, the file still reads the selection and the build
 * fails here, naming this loader, instead of the forced layout silently coming back.
 * Plain CommonJS because the bundler `require`s loaders directly (the shape: distPatch.cjs).
 */
'use strict';

const {asLoader, distPatch} = require('./distPatch.cjs');

/** The read as DocSearch's minified dist writes it: `<React>.useRef(<selection or "">).current`. */
const READ =
  /(\w+)\.useRef\(("undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,\d+\):"")\)\.current/g;
const MARKER = 'window.getSelection().toString()';

/** `source` with the selection read on the first render only; throws on an unknown form. */
const withSelectionOnce = distPatch({
  loader: 'selectionOnce',
  marker: MARKER,
  pattern: READ,
  constant: 'READ',
  replace: (_read, react, value) => `${react}.useState(function(){return ${value}})[0]`,
  holds: "reads the page's selection",
  otherwise: 'every keystroke in the search modal forces a layout again',
});

module.exports = asLoader(withSelectionOnce);
module.exports.withSelectionOnce = withSelectionOnce;
