import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

import {
  DEFAULT_OPTIONS,
  validateOptions,
  type Options,
} from '../../../plugins/markdown-export/options';

const validate = (options?: Options | Record<string, unknown>) =>
  validateOptions({validate: normalizePluginOptions as never, options: options as Options});

describe('markdown-export options', () => {
  it('pins the defaults', () => {
    expect(validate({})).toEqual({id: 'default', ...DEFAULT_OPTIONS});
    expect(DEFAULT_OPTIONS).toMatchObject({
      title: 'Abstra Docs',
      topLevelSection: 'Docs',
      unlistedSection: 'Other pages',
      ignorePatterns: ['/docs/tests/**'],
      fullText: true,
      apiContract: {},
    });
    expect(DEFAULT_OPTIONS.instructions).toContain('{version}');
  });

  it('accepts overrides', () => {
    expect(validate({title: 'X', fullText: false, instructions: ''})).toMatchObject({
      title: 'X',
      fullText: false,
      instructions: '',
    });
  });

  it('rejects bad values with clear messages', () => {
    expect(() => validate({summary: 'two\nlines'})).toThrow(/"summary" must be a single line/);
    expect(() => validate({fullText: 'yes'})).toThrow(/"fullText" must be a boolean/);
    expect(() => validate({llmsTxt: {}})).toThrow(
      /"llmsTxt" was removed; use the top-level "title", "summary" and "instructions" options/,
    );
  });
});
