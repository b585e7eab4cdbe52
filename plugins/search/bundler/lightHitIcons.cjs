/**
 * Bundler loader (rspack/webpack) for `@docsearch/react`'s dist files, client bundle only.
 *
 * Each hit of the modal's results screen draws three icons as inline SVG: the tree line of a
 * heading under its page, the icon of the hit's kind (page, heading or text) and the "select"
 * arrow, which only the selected hit shows. That is 168 of the 317 elements of the list for "u"
 * (15 hits). The first lists of a fresh page are built inside the keys' own tasks, and each SVG
 * node is created, given its attributes, styled and laid out there. Here each icon is one empty
 * element, drawn by a CSS mask of the same SVG (`theme/SearchBar/styles.css`): the same shapes, at
 * the same size and colour, with the kind of hit and the tree's end as data attributes.
 *
 * When a DocSearch upgrade changes that code, the build fails here, naming this loader, instead of
 * the SVG icons silently coming back. Plain CommonJS because the bundler `require`s loaders directly
 * (the shape: distPatch.cjs).
 */
'use strict';

const {asLoader, distPatch} = require('./distPatch.cjs');

/**
 * The results screen's icons as DocSearch's minified dist writes them, three alternatives:
 * 1. the tree: `<svg class=DocSearch-Hit-Tree>` whose path ends the line when the next hit has
 *    another parent (`M8 6v21`) and carries it on otherwise (`M8 6v42`);
 * 2. the kind: `<div class=DocSearch-Hit-icon>` around the component that switches on `type`;
 * 3. the select arrow: `renderAction` without arguments, a `<div class=DocSearch-Hit-action>`
 *    around the arrow's component (the recent searches' actions take the item and hold buttons).
 */
const ICONS = new RegExp(
  [
    /(\w+)\.createElement\("svg",\{className:"DocSearch-Hit-Tree",viewBox:"0 0 24 54"\},\1\.createElement\("g",\{[^}]*\},(.+?)\?\1\.createElement\("path",\{d:"M8 6v21M20 27H8\.3"\}\):\1\.createElement\("path",\{d:"M8 6v42M20 27H8\.3"\}\)\)\)/
      .source,
    /(\w+)\.createElement\("div",\{className:"DocSearch-Hit-icon"\},\3\.createElement\(\w+,\{type:(\w+)\.type\}\)\)/
      .source,
    /renderAction:function\(\)\{return (\w+)\.createElement\("div",\{className:"DocSearch-Hit-action"\},\5\.createElement\(\w+,null\)\)\}/
      .source,
  ].join('|'),
  'g',
);
const MARKER = 'className:"DocSearch-Hit-Tree"';

/** `source` with each of the results screen's SVG icons as one element; throws on an unknown form. */
const withLightHitIcons = distPatch({
  loader: 'lightHitIcons',
  marker: MARKER,
  pattern: ICONS,
  constant: 'ICONS',
  replace: (_icons, treeReact, treeEnds, iconReact, item, actionReact) => {
    if (treeReact)
      return `${treeReact}.createElement("span",{className:"DocSearch-Hit-Tree","data-tree":(${treeEnds})?"end":"on"})`;
    if (iconReact)
      return `${iconReact}.createElement("div",{className:"DocSearch-Hit-icon","data-type":${item}.type})`;
    return `renderAction:function(){return ${actionReact}.createElement("div",{className:"DocSearch-Hit-action"},${actionReact}.createElement("span",{className:"DocSearch-Hit-Select-Icon"}))}`;
  },
  holds: 'draws the icons of the hits',
  otherwise: 'each hit of the search modal builds its SVG icons again',
});

/** All three must be found: an upgrade that changed one would bring back its SVG without a word. */
function withAllThree(source, file = 'a module') {
  const out = withLightHitIcons(source, file);
  if (out === source) return out;
  const found = {
    tree: out.includes('"data-tree":('),
    icon: out.includes('"data-type":'),
    action: out.includes('className:"DocSearch-Hit-Select-Icon"})'),
  };
  const missing = Object.keys(found).filter((k) => !found[k]);
  if (missing.length)
    throw new Error(
      `search/bundler/lightHitIcons: ${file} draws the icons of the hits in a form this loader does not know ` +
        `(${missing.join(', ')} not found). Update ICONS in plugins/search/bundler/lightHitIcons.cjs to the new code, ` +
        'or each hit of the search modal builds its SVG icons again.',
    );
  return out;
}

module.exports = asLoader(withAllThree);
module.exports.withLightHitIcons = withAllThree;
