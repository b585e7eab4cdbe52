import {describe, expect, it} from 'vitest';

import {themeCss} from '../../../plugins/code-highlight/server/themeCss';
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/prismThemes';

describe('themeCss', () => {
  const css = themeCss(lightCodeTheme, darkCodeTheme);

  it('sets the block colours of both modes from the themes', () => {
    expect(css).toContain(
      `:root:not([data-theme='dark']){--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}}`,
    );
  });

  it('has a rule for every coloured token type of each theme, scoped to its mode', () => {
    for (const [scope, theme] of [
      [":root:not([data-theme='dark'])", lightCodeTheme],
      ["[data-theme='dark']", darkCodeTheme],
    ] as const) {
      for (const style of theme.styles.filter((s) => s.style.color && !s.languages)) {
        for (const type of style.types) {
          expect(css).toContain(`${scope} .theme-code-block .token.${type}`);
        }
      }
    }
  });

  it('keeps the colour the contrast test checks (the AA overrides of prismThemes.ts)', () => {
    expect(css).toMatch(/\.token\.attr-name[^{]*\{color:#c50000\}/);
    expect(css).toMatch(
      /\[data-theme='dark'\] \.theme-code-block \.token\.comment[^{]*\{[^}]*color:#9aa5ce/,
    );
  });

  it('limits language-specific styles to blocks of that language', () => {
    const scoped = lightCodeTheme.styles.find((s) => s.languages?.length);
    if (!scoped) return;
    expect(css).toContain(
      `.theme-code-block.language-${scoped.languages![0]} .token.${scoped.types[0]}`,
    );
  });
});
