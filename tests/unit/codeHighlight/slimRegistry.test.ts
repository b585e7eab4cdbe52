import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {REGISTRY_FILE} from '../../../plugins/slim-registry';

const {slimRegistry} = createRequire(__filename)('../../../plugins/slim-registry/loader.cjs') as {
  slimRegistry: (source: string, file?: string) => string;
};

/** Two entries as Docusaurus 3 writes `.docusaurus/registry.js`. */
const registry = `export default {
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "@theme/BlogTagsListPage", require.resolveWeak("@theme/BlogTagsListPage")],
  "fe9862b7": [() => import(/* webpackChunkName: "fe9862b7" */ "@site/docs/tools/ai/index.mdx"), "@site/docs/tools/ai/index.mdx", require.resolveWeak("@site/docs/tools/ai/index.mdx")],};
`;

describe('slim-registry', () => {
  it('empties the module request of every entry and keeps the loader and the module id', () => {
    expect(slimRegistry(registry)).toBe(`export default {
  "01a85c17": [() => import(/* webpackChunkName: "01a85c17" */ "@theme/BlogTagsListPage"), "", require.resolveWeak("@theme/BlogTagsListPage")],
  "fe9862b7": [() => import(/* webpackChunkName: "fe9862b7" */ "@site/docs/tools/ai/index.mdx"), "", require.resolveWeak("@site/docs/tools/ai/index.mdx")],};
`);
  });

  it('refuses a registry of another shape, naming the file and what to update', () => {
    const changed = registry.replace('"@theme/BlogTagsListPage", require', '["@theme/x"], require');
    expect(() => slimRegistry(changed, '/s/.docusaurus/registry.js')).toThrow(
      /\/s\/\.docusaurus\/registry\.js has 2 entries, 1 of them .*update plugins\/slim-registry\/loader\.cjs/,
    );
    expect(() => slimRegistry('export default {};\n')).toThrow(/has 0 entries/);
  });

  it('matches the generated registry only', () => {
    expect(REGISTRY_FILE.test('/s/.docusaurus/registry.js')).toBe(true);
    expect(REGISTRY_FILE.test('/s/.docusaurus/routes.js')).toBe(false);
  });
});
