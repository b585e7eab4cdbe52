/**
 * Each patch of Docusaurus internals (plugins/docusaurus-patches/, and the two ejected theme
 * components) relies on something the installed Docusaurus does. These checks read the installed
 * packages, so a Docusaurus upgrade that changes what a patch relies on fails here, and each
 * message names the patch and what to do. Checked against Docusaurus 3.10.2.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {TSLIB_SHIM} from '../../plugins/docusaurus-patches/slim-tslib';

const root = path.resolve(__dirname, '..', '..');
const nodeRequire = createRequire(__filename);
const docusaurus = (relative: string) => path.join(root, 'node_modules', '@docusaurus', relative);
const read = (relative: string) => readFileSync(docusaurus(relative), 'utf8');

/** `.js` files below a folder of an installed @docusaurus package, relative to @docusaurus/. */
function jsFiles(relativeDir: string): string[] {
  const dir = docusaurus(relativeDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const rel = path.join(relativeDir, entry);
    if (statSync(docusaurus(rel)).isDirectory()) return jsFiles(rel);
    return entry.endsWith('.js') ? [rel] : [];
  });
}

/** The client code of the docs plugin and the themes, where a page could read route props. */
const clientFiles = [
  ...jsFiles('plugin-content-docs/lib/client'),
  ...jsFiles('theme-common/lib'),
  ...jsFiles('theme-classic/lib/theme'),
];

describe('slim-docs-metadata (the docs version prop reduced to doc ids)', () => {
  const {slimVersionProp} = nodeRequire(
    '../../plugins/docusaurus-patches/slim-docs-metadata/loader.cjs',
  ) as {slimVersionProp: (value: unknown) => {version: {docs: Record<string, unknown>}}};
  const {toVersionMetadataProp} = nodeRequire(docusaurus('plugin-content-docs/lib/props.js')) as {
    toVersionMetadataProp: (pluginId: string, version: unknown) => unknown;
  };

  it('recognises the version prop the docs plugin writes today', () => {
    const version = {
      versionName: 'current',
      label: 'Next',
      banner: null,
      badge: false,
      noIndex: false,
      className: 'docs-version-current',
      isLast: true,
      sidebars: {},
      docs: [
        {id: 'a', title: 'A', description: 'About A.', sidebar: undefined, permalink: '/docs/a'},
      ],
    };
    const prop = {version: toVersionMetadataProp('default', version)};
    expect(
      slimVersionProp(prop).version.docs,
      'slim-docs-metadata: the docs plugin no longer writes `{version: {docsSidebars, docs}}` ' +
        '(plugin-content-docs/lib/props.js). Update plugins/docusaurus-patches/slim-docs-metadata/loader.cjs or drop the patch.',
    ).toEqual({a: {id: 'a'}});
    expect(
      read('plugin-content-docs/lib/routes.js'),
      'slim-docs-metadata: the docs routes no longer pass the version prop as `version`.',
    ).toMatch(/version: \(0, props_1\.toVersionMetadataProp\)\(/);
  });

  it('relies on DocCard alone reading the docs map, and for the description only', () => {
    // Calls, not the definition (plugin-content-docs/lib/client/docsUtils.js).
    const readers = clientFiles.filter((file) => /(?<!function )\buseDocById\(/.test(read(file)));
    expect(
      readers,
      'slim-docs-metadata: a theme component other than DocCard now reads doc data (useDocById); ' +
        'it would see docs reduced to their ids. Keep the fields it reads in loader.cjs.',
    ).toEqual(['theme-classic/lib/theme/DocCard/index.js']);
    const docCard = read('theme-classic/lib/theme/DocCard/index.js');
    const fieldsRead = [...docCard.matchAll(/\bdoc\?\.(\w+)/g)].map((m) => m[1]);
    expect(fieldsRead, 'slim-docs-metadata: DocCard reads other fields of the doc.').toEqual([
      'description',
    ]);
    const indexers = clientFiles.filter((file) => /\.docs\[/.test(read(file)));
    expect(
      indexers,
      'slim-docs-metadata: client code other than useDocById indexes the version docs map.',
    ).toEqual(['plugin-content-docs/lib/client/docsUtils.js']);
  });
});

describe('slim-tslib (only the tslib helpers the client calls)', () => {
  const {shimHelpers, helpersUsed} = nodeRequire(
    '../../plugins/docusaurus-patches/slim-tslib/loader.cjs',
  ) as {
    shimHelpers: (source: string) => Set<string>;
    helpersUsed: (source: string) => Set<string> | null;
  };

  it('covers every helper the client modules of Docusaurus call, and is still needed', () => {
    const available = shimHelpers(readFileSync(TSLIB_SHIM, 'utf8'));
    const clientModules = [...jsFiles('utils-common/lib'), ...jsFiles('core/lib/client')];
    const users = clientModules
      .map((file) => ({file, used: helpersUsed(read(file))}))
      .filter((entry) => entry.used !== null);
    expect(
      users.map((entry) => entry.file),
      'slim-tslib: @docusaurus/utils-common no longer requires tslib; the patch saves nothing, drop it.',
    ).toContain('utils-common/lib/index.js');
    const missing = users.flatMap(({file, used}) =>
      [...used!].filter((helper) => !available.has(helper)).map((helper) => `${file}: ${helper}`),
    );
    expect(
      missing,
      'slim-tslib: Docusaurus client code calls tslib helpers plugins/docusaurus-patches/slim-tslib/client/tslib.ts lacks.',
    ).toEqual([]);
  });
});

describe('redirect-pages (the redirects plugin, with complete pages)', () => {
  it('finds the internals of @docusaurus/plugin-client-redirects it reuses', () => {
    const lib = (name: string) =>
      nodeRequire(docusaurus(`plugin-client-redirects/lib/${name}.js`)) as Record<string, unknown>;
    const shapes = {
      'collectRedirects.default': typeof lib('collectRedirects').default,
      'writeRedirectFiles.default': typeof lib('writeRedirectFiles').default,
      'writeRedirectFiles.toRedirectFiles': typeof lib('writeRedirectFiles').toRedirectFiles,
      'createRedirectPageContent.default': typeof lib('createRedirectPageContent').default,
    };
    expect(
      shapes,
      'redirect-pages: @docusaurus/plugin-client-redirects/lib changed; update plugins/docusaurus-patches/redirect-pages/index.ts.',
    ).toEqual({
      'collectRedirects.default': 'function',
      'writeRedirectFiles.default': 'function',
      'writeRedirectFiles.toRedirectFiles': 'function',
      'createRedirectPageContent.default': 'function',
    });
  });
});

describe('ejected theme components', () => {
  it('BlogArchivePage: the theme still renders year headings as h3 (the only change ours makes)', () => {
    expect(
      read('theme-classic/lib/theme/BlogArchivePage/index.js'),
      'BlogArchivePage (src/theme/BlogArchivePage): the classic theme changed its archive page. ' +
        'If its year headings are now <h2>, delete the ejected copy; else eject it again.',
    ).toMatch(/<Heading as="h3" id=\{year\}>/);
  });

  it('AnnouncementBar: the theme still marks a dismissed bar on <html> before hydration', () => {
    // theme-common is bundler-only ESM: read its export list rather than load it.
    expect(
      read('theme-common/lib/internal.js'),
      'AnnouncementBar (src/theme/AnnouncementBar): theme-common/internal no longer exports useAnnouncementBar.',
    ).toMatch(/export \{[^}]*\buseAnnouncementBar\b[^}]*\}/);
    expect(
      read('theme-classic/lib/inlineScripts.js').includes(
        "'data-announcement-bar-initially-dismissed'",
      ) &&
        read('theme-classic/lib/theme/AnnouncementBar/styles.module.css').includes(
          "html[data-announcement-bar-initially-dismissed='true'] .announcementBar",
        ),
      'AnnouncementBar (src/theme/AnnouncementBar): the theme no longer sets ' +
        'data-announcement-bar-initially-dismissed; the wrapper may be dropped.',
    ).toBe(true);
  });

  it('CodeBlock: code fences still reach @theme/CodeBlock with all their props', () => {
    expect(
      read('theme-classic/lib/theme/MDXComponents/Code.js'),
      'CodeBlock (src/theme/CodeBlock): MDX code no longer renders <CodeBlock {...props} />, so ' +
        'the html prop of plugins/code-highlight may not reach it.',
    ).toMatch(/<CodeBlock \{\.\.\.props\} \/>/);
  });
});
