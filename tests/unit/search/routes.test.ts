import {describe, expect, it} from 'vitest';

import {normalizeRoute, routeOfUrl} from '../../../plugins/search/shared/routes';

describe('search routes', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalizeRoute('/docs/tools/tables/')).toBe('/docs/tools/tables');
    expect(normalizeRoute('/docs/tools/tables//')).toBe('/docs/tools/tables');
    expect(normalizeRoute('/docs/tools/tables')).toBe('/docs/tools/tables');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('//')).toBe('/');
  });

  it('takes the route of a URL, without origin, query or anchor', () => {
    expect(routeOfUrl('https://abstra.io/docs/tools/files/#upload')).toBe('/docs/tools/files');
    expect(routeOfUrl('/docs/workflow/forms?x=1#top')).toBe('/docs/workflow/forms');
    expect(routeOfUrl('https://abstra.io/')).toBe('/');
  });
});
