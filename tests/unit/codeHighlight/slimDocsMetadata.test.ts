import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {PROP_FILE} from '../../../plugins/docusaurus-patches/slim-docs-metadata';

const loader = createRequire(__filename)(
  '../../../plugins/docusaurus-patches/slim-docs-metadata/loader.cjs',
) as ((source: string) => string) & {slimVersionProp: (value: unknown) => unknown};

const versionProp = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {
      tutorialSidebar: [{type: 'link', href: '/docs/', label: 'Set up', docId: 'index'}],
    },
    docs: {
      index: {
        id: 'index',
        title: 'Set up',
        description: 'Install abstra.',
        sidebar: 'tutorialSidebar',
      },
    },
  },
};

describe('slim-docs-metadata', () => {
  it('reduces each doc to its id (what DocCard needs) and keeps the sidebars', () => {
    const slim = JSON.parse(loader(JSON.stringify(versionProp)));
    expect(slim.version.docs).toEqual({index: {id: 'index'}});
    expect(slim.version.docsSidebars).toEqual(versionProp.version.docsSidebars);
    expect(slim.version.pluginId).toBe('default');
  });

  it('leaves every other prop file unchanged', () => {
    const tagProp = {tag: {label: 'x', description: 'kept'}};
    expect(loader.slimVersionProp(tagProp)).toBe(tagProp);
    expect(JSON.parse(loader(JSON.stringify(tagProp)))).toEqual(tagProp);
  });

  it('matches only the docs plugin prop files', () => {
    expect(
      PROP_FILE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json'),
    ).toBe(true);
    expect(
      PROP_FILE.test('/s/.docusaurus/docusaurus-plugin-content-blog/default/p/blog-7fc.json'),
    ).toBe(false);
    expect(
      PROP_FILE.test('/s/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a.json'),
    ).toBe(false);
  });
});
