/**
 * Hosted mode's search client, shared by the modal and the search page:
 * Algolia's lite client with its host state kept in memory as live objects.
 *
 * The host state lives in a non-serialising memory cache: DocSearch's own
 * client keeps it in localStorage and a JSON memory cache. The spec (section
 * 9) holds a failed host off for 2 minutes; tests/e2e/search-hosted.spec.ts
 * shows that neither client does yet (that test is marked fixme). Time-outs
 * stay the library's browser defaults, which are the spec's: connect 1 s,
 * read 2 s, write 30 s (tested for connect).
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
