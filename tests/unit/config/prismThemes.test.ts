import {describe, expect, it} from 'vitest';

import {contrastRatio, parseColor} from '../../../src/config/contrast';
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/prismThemes';

describe('parseColor and contrastRatio', () => {
  it('parses hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#1f2a44')).toEqual([31, 42, 68]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(parseColor('hsl(1, 2%, 3%)')).toBeNull();
  });

  it('gives 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([10, 20, 30], [10, 20, 30])).toBeCloseTo(1, 5);
  });
});

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_, theme) => {
  it('keeps every token colour at 4.5:1 or more on its background (WCAG AA)', () => {
    const background = parseColor(theme.plain.backgroundColor ?? '');
    expect(background).not.toBeNull();
    const colored = theme.styles.filter((style) => style.style.color);
    expect(colored.length).toBeGreaterThan(5);
    // A colour the checker cannot read fails too: it would otherwise go unchecked.
    const failing = colored
      .map((style) => ({
        types: style.types,
        color: style.style.color,
        ratio: ((c) => (c ? contrastRatio(c, background!) : 0))(parseColor(style.style.color!)),
      }))
      .filter(({ratio}) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
});
