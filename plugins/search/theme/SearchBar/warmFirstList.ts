/**
 * The first list of hits on a page costs the browser work that no later list does: each icon of
 * theme/SearchBar/styles.css is an SVG image, which Chromium opens as a document of its own the
 * first time a style uses it, and each new size and weight of the system font is looked up once
 * per page. Traced on a fresh page (Chromium, CPU slowed 3x, 2026-11-29), the six icons took 25
 * to 45 ms of the first list's style and the font look-ups 11 to 15 ms of each of its layouts,
 * inside the task of the first letter (React draws an answer known ahead within the key's event).
 *
 * While the page is idle, a hidden copy of one hit of each kind, with the classes of DocSearch's
 * results screen, and of the modal's other text is drawn for two frames and removed. The icons
 * stay loaded (a stylesheet keeps the images its rules have loaded) and the fonts stay looked up,
 * so the reader's first list draws like any other. A chunk of its own (1 KB gzip), loaded after
 * the modal's while idle, not in the main bundle (0.6 KB gzip more there); it downloads nothing
 * else: markup, the page's own stylesheet and the system font. Figures: bench/search/README.md.
 *
 * The copy has none of the classes a reader's list or input is found by (`DocSearch-Hit`,
 * `DocSearch-Modal`, `DocSearch-Input`), is hidden from assistive technology, sits outside the
 * viewport, and is not drawn while the modal is open.
 */

/** One hit of each icon: the page, a heading under it, a paragraph last under it. */
export const WARM_HITS: ReadonlyArray<{type: string; tree?: 'on' | 'end'}> = [
  {type: 'lvl1'},
  {type: 'lvl2', tree: 'on'},
  {type: 'content', tree: 'end'},
];

/** The classes of DocSearch's modal the copy uses, for the test against its dist. */
export const WARM_CLASSES = [
  'DocSearch-Hit-source',
  'DocSearch-Hit-Container',
  'DocSearch-Hit-Tree',
  'DocSearch-Hit-icon',
  'DocSearch-Hit-content-wrapper',
  'DocSearch-Hit-title',
  'DocSearch-Hit-path',
  'DocSearch-Hit-action',
  'DocSearch-Hit-Select-Icon',
  'DocSearch-HitsFooter',
  'DocSearch-Title',
  'DocSearch-Help',
  'DocSearch-Label',
  'DocSearch-Escape-Key',
] as const;

/**
 * The modal's other text, in the sizes and weights of DocSearch's styles for elements the copy
 * must not have the class of (a reader's input and button are found by it): the query typed
 * (`.DocSearch-Input`) and the Clear button (`.DocSearch-Clear`).
 */
export const WARM_FONTS: ReadonlyArray<{for: string; style: string}> = [
  {for: 'DocSearch-Input', style: 'font-size:1.2em;font-weight:300'},
  {for: 'DocSearch-Clear', style: 'font-size:.9em;font-weight:300'},
];

type WarmClass = (typeof WARM_CLASSES)[number];

function element(
  tag: string,
  className: WarmClass | null,
  children: Array<Node | string> = [],
  attributes: Record<string, string> = {},
): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The copy's text: none of the modal's own words, which a test may look the modal's text up by. */
const WORDS = 'Read rows';

/** Words with a highlighted one, as a hit's title and path show them. */
const highlighted = (className: WarmClass) =>
  element('span', className, [WORDS, element('mark', null, [WORDS])]);

/**
 * The hidden copy: a group title, one hit per icon (the selected hit's arrow shown), the hits'
 * footer, and the modal's other text.
 */
function firstListCopy(): HTMLElement {
  const hits = WARM_HITS.map(({type, tree}) =>
    element('div', 'DocSearch-Hit-Container', [
      ...(tree ? [element('span', 'DocSearch-Hit-Tree', [], {'data-tree': tree})] : []),
      element('div', 'DocSearch-Hit-icon', [], {'data-type': type}),
      element('div', 'DocSearch-Hit-content-wrapper', [
        highlighted('DocSearch-Hit-title'),
        highlighted('DocSearch-Hit-path'),
      ]),
      element('div', 'DocSearch-Hit-action', [
        // Shown in DocSearch's list for the selected hit only.
        element('span', 'DocSearch-Hit-Select-Icon', [], {style: 'display:block'}),
      ]),
    ]),
  );
  return element(
    'div',
    null,
    [
      element('div', 'DocSearch-Hit-source', [WORDS]),
      ...hits,
      element('div', 'DocSearch-HitsFooter', [element('a', null, [WORDS])]),
      element('div', 'DocSearch-Title', [WORDS, element('strong', null, [WORDS])]),
      element('p', 'DocSearch-Help', [WORDS]),
      element('span', 'DocSearch-Label', [WORDS]),
      element('kbd', 'DocSearch-Escape-Key', [WORDS]),
      ...WARM_FONTS.map(({style}) => element('span', null, [WORDS], {style})),
    ],
    {
      'aria-hidden': 'true',
      inert: '',
      'data-search-warm-up': '',
      style: 'position:fixed;top:0;left:-10000px;width:600px;visibility:hidden;pointer-events:none',
    },
  );
}

/** Draws the copy for two frames (once per page session: the idle preload's task runs once). */
export function warmFirstList(): void {
  // The modal is open: its own list does the work.
  if (document.querySelector('.DocSearch-Container')) return;
  const copy = firstListCopy();
  document.body.append(copy);
  // The first frame styles and lays the copy out; it goes before the second.
  requestAnimationFrame(() => requestAnimationFrame(() => copy.remove()));
}
