/**
 * plugins/search/bundler/lightHitIcons.cjs against the installed DocSearch: the results screen's
 * hits draw each icon as one element (the tree's end and the hit's kind as data attributes, for
 * the masks in theme/SearchBar/styles.css) instead of an SVG tree, and a form the loader does not
 * know fails the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {distFiles, loaderPatch, modalSource as modal} from './docsearchDist';

const withLightHitIcons = loaderPatch('lightHitIcons.cjs', 'withLightHitIcons');

type Node = {type: string; props: Record<string, unknown> | null; children: Node[]};
type Item = {type: string; __docsearch_parent?: object | null};

/** React as the dist calls it, recording the tree it is asked for. */
const recorder = {
  Fragment: 'Fragment',
  createElement: (
    type: unknown,
    props: Record<string, unknown> | null,
    ...children: unknown[]
  ) => ({
    type: typeof type === 'string' ? type : 'component',
    props,
    children: children.filter((c): c is Node => typeof c === 'object' && c !== null),
  }),
};

/**
 * The results screen's `renderIcon` and `renderAction`, taken from `source` and bound to the
 * recorder and to a collection of `items`.
 */
function resultsScreen(source: string, items: Item[]) {
  const start = source.indexOf('renderIcon:function(', source.indexOf('DocSearch-Hit-Tree') - 400);
  const [, , react, collection] =
    /^renderIcon:function\((\w+)\)\{var \w+,\w+=\1\.item,\w+=\1\.index;return (\w+)\.createElement\(\2\.Fragment,null,\w+\.__docsearch_parent&&[\s\S]*?=(\w+)\.items\[/.exec(
      source.slice(start),
    )!;
  const actionAt = source.indexOf('},renderAction:function(){', start);
  const icon = source.slice(start + 'renderIcon:'.length, actionAt + 1);
  const action = /^function\(\)\{return [\s\S]*?\)\}/.exec(
    source.slice(actionAt + '},renderAction:'.length),
  )![0];
  // The shipped icons are components of the dist's own: stand-ins, recorded as `component`.
  const components = [
    ...new Set(
      [...`${icon}${action}`.matchAll(/createElement\(([A-Za-z_$]\w*),[{n]/g)].map((m) => m[1]!),
    ),
  ].filter((name) => name !== react);
  const bind = (fn: string) =>
    new Function(react!, collection!, ...components, `return ${fn}`)(
      recorder,
      {items},
      ...components.map(() => () => null),
    ) as (arg?: unknown) => Node;
  return {renderIcon: bind(icon), renderAction: bind(action)};
}

/** Every element of a recorded tree, as `type.class[data-x=y]`. */
function elements(node: Node | false | null): string[] {
  if (!node) return [];
  const props = node.props ?? {};
  const data = Object.entries(props)
    .filter(([k]) => k.startsWith('data-'))
    .map(([k, v]) => `[${k}=${String(v)}]`)
    .join('');
  const self =
    node.type === 'Fragment'
      ? []
      : [`${node.type}${props.className ? '.' + String(props.className) : ''}${data}`];
  return [...self, ...node.children.flatMap(elements)];
}

const page = {type: 'lvl1'};
const items: Item[] = [
  page,
  {type: 'lvl2', __docsearch_parent: page},
  {type: 'content', __docsearch_parent: page},
  {type: 'lvl1'},
];

describe('lightHitIcons (the hits drew three SVG icons each, built in every key task)', () => {
  it('as shipped, a child hit draws an SVG tree and two SVG icon components', () => {
    const shipped = resultsScreen(modal, items);
    expect(elements(shipped.renderIcon({item: items[1], index: 1}))).toEqual([
      'svg.DocSearch-Hit-Tree',
      'g',
      'path',
      'div.DocSearch-Hit-icon',
      'component',
    ]);
    expect(elements(shipped.renderAction())).toEqual(['div.DocSearch-Hit-action', 'component']);
  });

  it('patched, each icon is one element, with the tree end and the kind of hit as data', () => {
    const light = resultsScreen(withLightHitIcons(modal, 'DocSearchModal.js'), items);
    const at = (index: number) => elements(light.renderIcon({item: items[index], index}));
    expect(at(0)).toEqual(['div.DocSearch-Hit-icon[data-type=lvl1]']);
    expect(at(1)).toEqual([
      'span.DocSearch-Hit-Tree[data-tree=on]',
      'div.DocSearch-Hit-icon[data-type=lvl2]',
    ]);
    expect(at(2)).toEqual([
      'span.DocSearch-Hit-Tree[data-tree=end]',
      'div.DocSearch-Hit-icon[data-type=content]',
    ]);
    expect(elements(light.renderAction())).toEqual([
      'div.DocSearch-Hit-action',
      'span.DocSearch-Hit-Select-Icon',
    ]);
  });

  it('has a mask in the stylesheet for each value the patch writes', () => {
    const css = readFileSync(
      path.join(__dirname, '../../../plugins/search/theme/SearchBar/styles.css'),
      'utf8',
    );
    for (const rule of [
      '.DocSearch-Hit-Tree[data-tree] {\n  flex-shrink: 0;\n  mask-image: url(',
      ".DocSearch-Hit-Tree[data-tree='end'] {\n  mask-image: url(",
      '.DocSearch-Hit-icon[data-type] {\n  mask-image: url(',
      ".DocSearch-Hit-icon[data-type='lvl1'] {\n  mask-image: url(",
      ".DocSearch-Hit-icon[data-type='content'] {\n  mask-image: url(",
      ".DocSearch-Hit[aria-selected='true'] span.DocSearch-Hit-Select-Icon {\n  display: block;",
    ])
      expect(css).toContain(rule);
  });

  it('changes every dist file that draws the icons, and only those', () => {
    for (const [file, source] of distFiles()) {
      const out = withLightHitIcons(source, file);
      if (!source.includes('className:"DocSearch-Hit-Tree"')) expect(out, file).toBe(source);
      else {
        expect(out.match(/"data-tree":\(/g)?.length, file).toBe(1);
        expect(out.match(/"data-type":\w+\.type\}/g)?.length, file).toBe(1);
        expect(out, file).not.toContain('className:"DocSearch-Hit-Tree",viewBox');
      }
    }
  });

  it('fails the build, naming itself, when one of the icons changed form', () => {
    for (const [from, to] of [
      ['viewBox:"0 0 24 54"', 'viewBox:"0 0 24 56"'],
      [
        /\{className:"DocSearch-Hit-icon"\},(?=\w+\.createElement\(\w+,\{type:)/,
        '{className:"DocSearch-Hit-icon",role:"img"},',
      ],
      ['renderAction:function(){return', 'renderAction:function(){ return'],
    ] as const) {
      const changed = modal.replace(from, to);
      expect(changed).not.toBe(modal);
      expect(() => withLightHitIcons(changed, 'DocSearchModal.js')).toThrow(
        /lightHitIcons: DocSearchModal\.js draws the icons of the hits in a form this loader does not know/,
      );
    }
  });
});
