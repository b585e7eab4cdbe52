import {describe, expect, it} from 'vitest';
import {routeOnly, wrapDocusaurusGlobal} from '../../../src/clientModules/idlePrefetch';

describe('routeOnly', () => {
  it('drops the query and the fragment, and keeps a bare path as it is', () => {
    expect(routeOnly('/docs/search?q=upload%20file')).toBe('/docs/search');
    expect(routeOnly('/docs/tools/tables#select')).toBe('/docs/tools/tables');
    expect(routeOnly('/docs/search?q=a#b')).toBe('/docs/search');
    expect(routeOnly('/docs/')).toBe('/docs/');
  });
});

describe('the wrapped Docusaurus global', () => {
  it('prefetches and preloads by path alone, prefetching only once the queue runs', async () => {
    const prefetched: string[] = [];
    const preloaded: string[] = [];
    const wrapped = wrapDocusaurusGlobal({
      prefetch: (path: string) => prefetched.push(path) > 0,
      preload: (path: string) => preloaded.push(path) > 0,
    });
    const done = Promise.all(
      ['/docs/search?q=u', '/docs/search?q=up', '/docs/tools/files#upload'].map((p) =>
        wrapped.prefetch(p),
      ),
    );
    // Queued for idle time (a short timeout where there is no requestIdleCallback).
    expect(prefetched).toEqual([]);
    await done;
    expect(prefetched).toEqual(['/docs/search', '/docs/search', '/docs/tools/files']);
    wrapped.preload('/docs/search?q=upload#top');
    expect(preloaded).toEqual(['/docs/search']);
  });
});
