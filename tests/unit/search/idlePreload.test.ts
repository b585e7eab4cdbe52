import {describe, expect, it} from 'vitest';

import {idlePreloadAllowed} from '../../../plugins/search/client/idlePreload';

describe('idle preload of search', () => {
  it('is skipped when the reader saves data or the connection is 2G', () => {
    expect(idlePreloadAllowed({saveData: true, effectiveType: '4g'})).toBe(false);
    expect(idlePreloadAllowed({saveData: false, effectiveType: '2g'})).toBe(false);
    expect(idlePreloadAllowed({effectiveType: 'slow-2g'})).toBe(false);
  });

  it('runs on other connections, and where the browser does not tell', () => {
    expect(idlePreloadAllowed({saveData: false, effectiveType: '3g'})).toBe(true);
    expect(idlePreloadAllowed({saveData: false, effectiveType: '4g'})).toBe(true);
    expect(idlePreloadAllowed({})).toBe(true);
  });
});
