import {describe, expect, it} from 'vitest';

import {searchResultUrl} from '../../../plugins/search/client/resultUrl';

const site = 'https://docs.abstra.io';
const preview = 'http://localhost:3000';
const origins = [site, preview];
const page = `${preview}/docs/tools/tables`;

describe('searchResultUrl', () => {
  it('turns a hit on this site (its configured origin) into a path with query and anchor', () => {
    expect(
      searchResultUrl(`${site}/docs/tools/tables/reference/select?x=1#filters`, origins, page),
    ).toBe('/docs/tools/tables/reference/select?x=1#filters');
  });

  it('turns a hit on the origin the page is served from into a path', () => {
    expect(searchResultUrl(`${preview}/docs/workflow/forms#widgets`, origins, page)).toBe(
      '/docs/workflow/forms#widgets',
    );
  });

  it('keeps a hit on another site whole, so the link leaves the site', () => {
    const external = 'https://www.abstra.io/blog/release-notes#3-32';
    expect(searchResultUrl(external, origins, page)).toBe(external);
    // Same host, other scheme or port: another origin.
    expect(searchResultUrl('http://docs.abstra.io/docs/', origins, page)).toBe(
      'http://docs.abstra.io/docs/',
    );
  });

  it('resolves a relative URL against the page, and leaves an unparsable one as it is', () => {
    expect(searchResultUrl('/docs/tools/files#public', origins, page)).toBe(
      '/docs/tools/files#public',
    );
    expect(searchResultUrl('http://[bad', origins, page)).toBe('http://[bad');
  });
});
