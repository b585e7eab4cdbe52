import {describe, expect, it} from 'vitest';
import {rangeExample} from '../../../plugins/api-contract/history/changesPage';

describe('rangeExample (API changes page)', () => {
  it('starts the range at the first patch of the minor, not at .1', () => {
    const text = rangeExample([
      {version: '3.13.0', from: '3.13.0'},
      {version: '3.14.5', from: '3.14.0'},
      {version: '3.15.0', from: '3.15.0'},
    ]);
    expect(text).toContain(
      'A change first seen in 3.14.5, when the release read before it is 3.13.0',
    );
    expect(text).toContain('between 3.14.0 and 3.14.5');
    expect(text).toContain('"3.14.0–3.14.5"');
  });
  it('leaves the example out when no release has a range', () => {
    expect(rangeExample([{version: '3.0.0', from: '3.0.0'}])).toBe(
      '- Before that, only the last patch of each minor release is read.',
    );
  });
});
