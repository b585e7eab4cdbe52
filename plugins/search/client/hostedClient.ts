/**
 * Hosted mode's search client, shared by the modal and the search page:
 * Algolia's lite client with a host cache that actually holds a failed host
 * off for 2 minutes (the product's search client limits).
 *
 * Why our own cache: @algolia/client-common 5.64 reads a host's state under
 * the key of the plain host (`{url, accept, protocol}`) but, after a failure,
 * writes it under the key of the stateful host it tried, which also carries
 * `status` and `lastUpdate`. The keys never match, so the "down" state is
 * never read back and the failed host is tried first on the next query. The
 * cache below keys every entry by protocol, URL and accept only, and keeps the
 * stateful host as a live object (its `isUp()` compares `Date.now()` with the
 * failure time; its 2-minute delay is the library's `EXPIRATION_DELAY`).
 * Time-outs stay the library's browser defaults, which are the spec's:
 * connect 1 s, read 2 s, write 30 s (tests/e2e/search-hosted.spec.ts).
 */
import type {Cache, CacheEvents} from '@algolia/client-common';
import type {HostedSearch} from '../shared/types';
import type {SearchClientLike} from './embeddedClient';

type CacheKey = Parameters<Cache['get']>[0];

/** `https://APPID-dsn.algolia.net (read)`: the host, whatever state rides on the object. */
export function hostKey(key: CacheKey): string {
  if (typeof key === 'string') return key;
  const {protocol, url, accept} = key as {protocol?: string; url?: string; accept?: string};
  return url === undefined ? JSON.stringify(key) : `${protocol ?? 'https'}://${url} (${accept})`;
}

/** A memory cache of live host objects, keyed by {@link hostKey}. */
export function createHostsCache(): Cache {
  const entries = new Map<string, unknown>();
  return {
    get<T>(key: CacheKey, defaultValue: () => Promise<T>, events?: CacheEvents<T>): Promise<T> {
      const k = hostKey(key);
      if (entries.has(k)) return Promise.resolve(entries.get(k) as T);
      const value = defaultValue();
      return value.then((v) => events?.miss(v)).then(() => value);
    },
    set<T>(key: CacheKey, value: T): Promise<T> {
      entries.set(hostKey(key), value);
      return Promise.resolve(value);
    },
    delete(key: CacheKey): Promise<void> {
      entries.delete(hostKey(key));
      return Promise.resolve();
    },
    clear(): Promise<void> {
      entries.clear();
      return Promise.resolve();
    },
  };
}

let client: Promise<SearchClientLike> | null = null;

export function hostedSearchClient(hosted: HostedSearch): Promise<SearchClientLike> {
  if (!client) {
    client = import('algoliasearch/lite').then(
      ({liteClient}) =>
        liteClient(hosted.appId, hosted.apiKey, {
          hostsCache: createHostsCache(),
        }) as unknown as SearchClientLike,
    );
    client.catch(() => {
      client = null;
    });
  }
  return client;
}
