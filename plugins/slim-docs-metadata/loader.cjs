/**
 * Bundler loader (rspack/webpack) for the docs plugin's route prop files
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). Plain CommonJS
 * because the bundler `require`s loaders directly.
 *
 * The docs plugin ships one "version" prop to every doc page: the sidebars plus
 * a `docs` map with the id, title, description and sidebar of every doc. Only
 * the theme's DocCard reads `description` (category index cards), and this
 * site renders no DocCard. With 186 pages the descriptions were 11.7 KB gzip
 * of every doc page's initial JS (npm run bench:page), three quarters of the
 * prop; without them DocCard still works, showing no description.
 */
'use strict';

function isVersionProp(value) {
  const version = value && typeof value === 'object' ? value.version : undefined;
  return (
    typeof version === 'object' &&
    version !== null &&
    'docsSidebars' in version &&
    typeof version.docs === 'object' &&
    version.docs !== null
  );
}

/** The prop without doc descriptions; any other JSON value is returned unchanged. */
function slimVersionProp(value) {
  if (!isVersionProp(value)) return value;
  const docs = {};
  for (const [id, doc] of Object.entries(value.version.docs)) {
    const {description: _dropped, ...rest} = doc;
    docs[id] = rest;
  }
  return {...value, version: {...value.version, docs}};
}

module.exports = function slimDocsMetadataLoader(source) {
  return JSON.stringify(slimVersionProp(JSON.parse(source)));
};
module.exports.slimVersionProp = slimVersionProp;
