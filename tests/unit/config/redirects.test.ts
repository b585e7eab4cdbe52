import {describe, expect, it} from 'vitest';

import {createLegacyRedirects, legacyRedirects} from '../../../src/config/redirects';

describe('createLegacyRedirects', () => {
  it('sends each legacy URL the abstra package prints to its current page', () => {
    expect(createLegacyRedirects('/troubleshooting/use-legacy-threads')).toEqual([
      '/guides/use-legacy-threads',
    ]);
    expect(createLegacyRedirects('/workflow/tasks')).toEqual(['/concepts/tasks']);
    expect(createLegacyRedirects('/workflow/forms')).toEqual(['/concepts/forms']);
  });

  it('ignores a trailing slash on the existing path', () => {
    expect(createLegacyRedirects('/workflow/tasks/')).toEqual(['/concepts/tasks']);
  });

  it('creates nothing for pages no legacy URL points to', () => {
    expect(createLegacyRedirects('/tools/tables')).toBeUndefined();
    expect(createLegacyRedirects('/')).toBeUndefined();
  });

  it('collects several legacy URLs that share a target', () => {
    const redirects = {'/old/a': '/new', '/old/b/': '/new'};
    expect(createLegacyRedirects('/new', redirects)).toEqual(['/old/a', '/old/b']);
  });

  it('never redirects a path to itself', () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(from).not.toBe(to);
    }
  });
});
