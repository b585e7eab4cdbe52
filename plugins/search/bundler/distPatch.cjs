/**
 * The one shape of the loaders that patch `@docsearch/react`'s minified dist (the other `.cjs`
 * files here): find the code by a pattern in the files that hold a marker, replace it, and fail
 * the build, naming the loader, when a file holds the marker but the pattern no longer matches (a
 * DocSearch upgrade changed the code), instead of the cost the loader removes silently coming back.
 * Plain CommonJS because the bundler `require`s loaders directly.
 */
'use strict';

/**
 * A patch function `(source, file) => source`.
 * - `loader`: the loader's file name without `.cjs`, for the error;
 * - `marker`: a string only the files with the code hold;
 * - `pattern`: a global regular expression for the code, named `constant` in the loader;
 * - `replace`: what `String.replace` calls for each match;
 * - `holds`: what the file does, for the error ("reads the page's selection");
 * - `otherwise`: what comes back without the patch ("every keystroke … forces a layout again").
 */
function distPatch({loader, marker, pattern, constant, replace, holds, otherwise}) {
  return function patch(source, file = 'a module') {
    if (!source.includes(marker)) return source;
    let replaced = 0;
    const out = source.replace(pattern, (...match) => {
      replaced++;
      return replace(...match);
    });
    if (replaced === 0) {
      throw new Error(
        `search/bundler/${loader}: ${file} ${holds} in a form this loader does not know. ` +
          `Update ${constant} in plugins/search/bundler/${loader}.cjs to the new code, or ${otherwise}.`,
      );
    }
    return out;
  };
}

/** The bundler loader that applies `patch` to each module it is given. */
function asLoader(patch) {
  return function loader(source) {
    return patch(source, this.resourcePath);
  };
}

module.exports = {distPatch, asLoader};
