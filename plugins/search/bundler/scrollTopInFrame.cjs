/**
 * Bundler loader (rspack/webpack) for `@docsearch/react`'s dist files, client bundle only.
 *
 * When the query changes, DocSearch's modal scrolls its list of hits back to the top, with
 * `scrollTo({top: 0, behavior: "smooth"})`, in an effect. A smooth scroll needs the layout, and
 * the effect runs inside the key's own task, right after React put the new hits in the page: so
 * each keystroke forced a style and layout pass there, which the next frame would have done anyway.
 * A profile of the first letter typed on the first page of a new browser gave that call 8.7 ms of
 * the key's task (bench/search/README.md, "The modal's opening task"). Here the scroll waits for
 * the next animation frame: the same scroll, before the same paint, with the layout the frame
 * computes once.
 *
 * When a DocSearch upgrade changes that code, the file still scrolls smoothly to the top and the
 * build fails here, naming this loader, instead of the forced layout silently coming back.
 * Plain CommonJS because the bundler `require`s loaders directly (the shape: distPatch.cjs).
 */
'use strict';

const {asLoader, distPatch} = require('./distPatch.cjs');

/** The scroll as DocSearch's minified dist writes it, in the effect keyed on the query. */
const SCROLL =
  /\("function"==typeof\((\w+)=(\w+)\.current\)\.scrollTo\?\1\.scrollTo\(\{top:0,behavior:"smooth"\}\):\1\.scrollTop=0\)/g;
const MARKER = '.current).scrollTo?';

/** `source` with the list's scroll to the top in the next frame; throws on an unknown form. */
const withScrollTopInFrame = distPatch({
  loader: 'scrollTopInFrame',
  marker: MARKER,
  pattern: SCROLL,
  constant: 'SCROLL',
  replace: (_scroll, list, ref) =>
    `(${list}=${ref}.current,requestAnimationFrame(function(){"function"==typeof ${list}.scrollTo` +
    `?${list}.scrollTo({top:0,behavior:"smooth"}):${list}.scrollTop=0}))`,
  holds: 'scrolls the list of hits',
  otherwise: 'every keystroke in the search modal forces a layout again',
});

module.exports = asLoader(withScrollTopInFrame);
module.exports.withScrollTopInFrame = withScrollTopInFrame;
