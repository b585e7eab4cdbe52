import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';

import {
  DEFAULT_OPTIONS,
  OptionsSchema,
  type Options,
} from '../../../plugins/connector-catalog/options';

// Bad inputs are the point of these tests, hence the cast.
const validate = (options: unknown) => normalizePluginOptions(OptionsSchema, options as Options);

describe('connector-catalog options', () => {
  it('has the documented defaults', () => {
    expect(validate({})).toMatchObject(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS).toEqual({
      catalogPath: 'docs/tools/connectors/providers/catalog.yml',
      examplesDir: 'docs/tools/connectors/examples',
      routeBasePath: '/tools/connectors/providers',
    });
  });

  it('rejects a catalog that is not YAML and a bad route, with a readable message', () => {
    expect(() => validate({catalogPath: 'catalog.json'})).toThrow(
      'connector-catalog: "catalogPath" must point to a .yml or .yaml file.',
    );
    expect(() => validate({routeBasePath: 'tools/providers/'})).toThrow(
      /"routeBasePath" must start with "\/" and have no trailing slash/,
    );
  });

  it('rejects unknown options', () => {
    expect(() => validate({catalog: 'x.yml'})).toThrow(/"catalog" is not allowed/);
  });
});
