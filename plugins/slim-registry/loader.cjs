/**
 * Bundler loader (rspack/webpack) for `.docusaurus/registry.js`, in the client
 * bundle only. Plain CommonJS because the bundler `require`s loaders directly.
 *
 * Each registry entry is `[loader, "<module request>", require.resolveWeak(...)]`.
 * The request string is read by react-loadable on the server alone, where it
 * reports which modules a page rendered so the HTML can name their chunks. The
 * browser never reads it, yet the main bundle carried one per route chunk: with
 * 213 pages, 2.3 KB gzip of every page's initial JS (npm run bench:page). The
 * client copy gets an empty string in its place; the server bundle keeps it.
 */
'use strict';

// `  "<chunk>": [() => import(/* webpackChunkName: "<chunk>" */ "<request>"), "<request>", require.resolveWeak("<request>")],`
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\],?(?:\};)?)$/gm;
const ANY_ENTRY = /^\s*"[^"]+": \[/gm;

/** The registry source with every module request after the loader replaced by `""`. */
function slimRegistry(source, file = 'registry.js') {
  const entries = (source.match(ANY_ENTRY) ?? []).length;
  let replaced = 0;
  const slim = source.replace(ENTRY, (_match, head, _request, tail) => {
    replaced += 1;
    return `${head}""${tail}`;
  });
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `slim-registry: ${file} has ${entries} entries, ${replaced} of them in the form ` +
        '[() => import(/* webpackChunkName: … */ "<module>"), "<module>", require.resolveWeak("<module>")] ' +
        'that Docusaurus 3 writes. Docusaurus changed its registry: update ' +
        'plugins/slim-registry/loader.cjs, or remove the plugin from docusaurus.config.ts.',
    );
  }
  return slim;
}

module.exports = function slimRegistryLoader(source) {
  return slimRegistry(source, this.resourcePath);
};
module.exports.slimRegistry = slimRegistry;
