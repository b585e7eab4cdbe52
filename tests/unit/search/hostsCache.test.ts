import {afterEach, describe, expect, it, vi} from 'vitest';
import {createMemoryCache, type Cache} from '@algolia/client-common';
import {liteClient} from 'algoliasearch/lite';

import {createHostsCache, hostKey} from '../../../plugins/search/client/hostedClient';

const OK = JSON.stringify({results: [{hits: [], nbHits: 0, page: 0, nbPages: 0}]});

/** A lite client whose first request to its first host fails with a network error. */
function clientWith(hostsCache: Cache) {
  const tried: string[] = [];
  let down = '';
  const client = liteClient('TESTAPP01', 'key', {
    hostsCache,
    requester: {
      async send(request) {
        const host = new URL(request.url).hostname;
        tried.push(host);
        if (!down) {
          down = host;
          return {status: 0, content: 'network error', isTimedOut: false};
        }
        return {status: 200, content: OK, isTimedOut: false};
      },
    },
  });
  const search = () => client.search({requests: [{indexName: 'docs', query: 'q'}]});
  return {tried, search, down: () => down};
}

describe('hosted client host cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keys a host by protocol, URL and accept, whatever state rides on it', () => {
    const plain = {url: 'a-dsn.algolia.net', accept: 'read', protocol: 'https'};
    expect(hostKey({...plain, status: 'down', lastUpdate: 1})).toBe(hostKey(plain));
    expect(hostKey(plain)).toBe('https://a-dsn.algolia.net (read)');
  });

  it('holds a failed host off for 2 minutes, then tries it first again', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(0);
    const {tried, search, down} = clientWith(createHostsCache());
    await search();
    expect(tried).toHaveLength(2);
    expect(tried[1]).not.toBe(down());

    vi.setSystemTime(60_000);
    const before = tried.length;
    await search();
    expect(tried.slice(before)).not.toContain(down());

    vi.setSystemTime(121_000);
    const later = tried.length;
    await search();
    expect(tried[later]).toBe(down());
  });

  // The reason for createHostsCache: with the library's own memory cache the
  // failed host is tried first again a minute later. If this starts failing,
  // the library has fixed its cache keys and createHostsCache can go.
  it("documents the library cache's behaviour: the failed host is not held off", async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(0);
    const {tried, search, down} = clientWith(createMemoryCache({serializable: false}));
    await search();
    vi.setSystemTime(60_000);
    const before = tried.length;
    await search();
    expect(tried[before]).toBe(down());
  });
});
