/**
 * Hosted mode's search client, shared by the modal and the search page:
 * Algolia's lite client with its host state kept in memory as live objects.
 *
 * Why not the client DocSearch builds: its host state goes through a
 * serialising cache (localStorage, then a JSON memory cache), which drops the
 * state's methods, so a host that failed is tried again on the very next
 * query. tests/e2e/search-hosted.spec.ts showed it; the spec (section 9) says a
 * failed host is held off for 2 minutes. Time-outs stay the library's
 * browser defaults, which are the spec's: connect 1 s, read 2 s, write 30 s.
 */
import type {HostedSearch} from '../shared/types';
import type {SearchClientLike} from './embeddedClient';

let client: Promise<SearchClientLike> | null = null;

export function hostedSearchClient(hosted: HostedSearch): Promise<SearchClientLike> {
  if (!client) {
    client = Promise.all([import('algoliasearch/lite'), import('@algolia/client-common')]).then(
      ([{liteClient}, {createMemoryCache}]) =>
        liteClient(hosted.appId, hosted.apiKey, {
          hostsCache: createMemoryCache({serializable: false}),
        }) as unknown as SearchClientLike,
    );
    client.catch(() => {
      client = null;
    });
  }
  return client;
}
