/**
 * Bundler loader (rspack/webpack) for the docs plugin's route prop files
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). Plain CommonJS
 * because the bundler `require`s loaders directly.
 *
 * The docs plugin ships one "version" prop to every doc page: the sidebars plus
 * a `docs` map with the id, title, description and sidebar of every doc. The
 * theme reads that map in one place, `useDocById` of DocCard (category index
 * cards), which needs the entry to exist and reads its `description` only; this
 * site renders no DocCard. So each entry keeps its id alone. With 186 pages the
 * descriptions were 11.7 KB gzip of every doc page's initial JS (npm run
 * bench:page); with 213 pages the titles and sidebar names were 2.2 KB more.
 * DocCard still works, showing no description.
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

/** The prop with each doc reduced to its id; any other JSON value is returned unchanged. */
function slimVersionProp(value) {
  if (!isVersionProp(value)) return value;
  const docs = {};
  for (const [id, doc] of Object.entries(value.version.docs)) {
    docs[id] = {id: doc.id};
  }
  return {...value, version: {...value.version, docs}};
}

module.exports = function slimDocsMetadataLoader(source) {
  return JSON.stringify(slimVersionProp(JSON.parse(source)));
};
module.exports.slimVersionProp = slimVersionProp;
