/**
 * theme/SearchBar/warmFirstList.ts against the installed DocSearch and the plugin's styles: the
 * hidden copy uses classes of DocSearch's modal, has one element for each icon that
 * theme/SearchBar/styles.css draws, and gives the text it has no class for DocSearch's sizes and
 * weights, so a new icon, a renamed class or a changed font rule fails here.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  WARM_CLASSES,
  WARM_FONTS,
  WARM_HITS,
} from '../../../plugins/search/theme/SearchBar/warmFirstList';
import {modalSource} from './docsearchDist';

/** DocSearch's own stylesheet, as installed, without comments or line breaks. */
const docsearchCss = readFileSync(
  path.join(__dirname, '../../../node_modules/@docsearch/css/dist/style.css'),
  'utf8',
)
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ');

const styles = readFileSync(
  path.join(__dirname, '../../../plugins/search/theme/SearchBar/styles.css'),
  'utf8',
);

/** Each rule of styles.css that sets a mask image, by its selector. */
const maskSelectors = [...styles.matchAll(/([^{}]+)\{[^}]*mask-image:/g)].map((m) =>
  m[1]!.replace(/\/\*[\s\S]*?\*\//g, '').trim(),
);

describe('the first list warmed while idle', () => {
  it('uses classes DocSearch’s modal renders', () => {
    for (const name of WARM_CLASSES) expect(modalSource).toContain(`"${name}"`);
  });

  it('has an element for each icon the styles draw', () => {
    expect(maskSelectors.length).toBeGreaterThanOrEqual(6);
    const types = new Set(WARM_HITS.map((hit) => hit.type));
    const trees = new Set(WARM_HITS.flatMap((hit) => (hit.tree ? [hit.tree] : [])));
    for (const selector of maskSelectors) {
      const type = /data-type='([^']+)'/.exec(selector)?.[1];
      const tree = /data-tree='([^']+)'/.exec(selector)?.[1];
      if (type) expect(types, selector).toContain(type);
      else if (tree) expect(trees, selector).toContain(tree);
      else if (/data-type\]/.test(selector)) {
        // The default icon: a kind with no rule of its own.
        expect(
          [...types].some((t) => !styles.includes(`data-type='${t}'`)),
          selector,
        ).toBe(true);
      } else if (/data-tree\]/.test(selector)) {
        expect(
          [...trees].some((t) => !styles.includes(`data-tree='${t}'`)),
          selector,
        ).toBe(true);
      } else expect(selector).toBe('span.DocSearch-Hit-Select-Icon');
    }
  });

  it('gives the text it has no class for the sizes and weights of DocSearch’s rules', () => {
    for (const {for: name, style} of WARM_FONTS) {
      const rules = [...docsearchCss.matchAll(/([^{}]+)\{([^}]*)\}/g)]
        .filter(([, selector]) => selector!.split(',').some((s) => s.trim() === `.${name}`))
        .map(([, , body]) => body!.replace(/\s/g, ''));
      expect(rules.length, name).toBeGreaterThan(0);
      for (const declaration of style.split(';')) {
        expect(
          rules.some((body) => body.includes(declaration)),
          `${name}: ${declaration}`,
        ).toBe(true);
      }
    }
  });
});
