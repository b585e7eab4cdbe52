/**
 * The search button and DocSearch modal, in either mode (the plugin's global
 * data says which): embedded, answered by the search worker, or hosted
 * Algolia. Built on DocSearch's own button, modal and keyboard hook, with the
 * spec's constants. The modal's chunk and the embedded engine load while the
 * page is idle after `load` (client/idlePreload.ts), or on intent (hover,
 * focus, touch or the keyboard shortcut) if that comes first or the reader
 * saves data.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SEARCH_LIMITS} from '../../shared/constants';
import type {MultiQueryBody} from '../../shared/algoliaAdapter';
import {createEmbeddedSearchClient} from '../../client/embeddedClient';
import {hostedSearchClient} from '../../client/hostedClient';
import {cutQueries, snippetAttributes} from '../../client/queryLimits';
import {takeEarlyKeypress} from '../../client/earlyKeys';
import {flushTypeAhead, startTypeAhead, type TypeAhead} from '../../client/typeAhead';
import {
  MODAL_CHUNK,
  chunkUrl,
  idlePreloadAllowed,
  onIdleAfterLoad,
  prefetch,
} from '../../client/idlePreload';
import {
  usePreloadSearch,
  useSearchData,
  useSearchPageLink,
  useSearchResultUrl,
  useSnippetWords,
} from '../../client/useSearchClient';
import {isRetryError, searchErrorStore, suggestionStore} from '../../client/searchErrorStore';
import {emitSearch, firstQuery} from '../../../tracker/client/bus';
import ModalErrorScreen from './ModalErrorScreen';
import NoResultsSuggestions from './NoResultsSuggestions';
import './styles.css';

type DocSearchModalComponent = typeof DocSearchModalType;
let DocSearchModal: DocSearchModalComponent | null = null;

function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  // One named chunk, so the idle preload can prefetch it by name (MODAL_CHUNK).
  return Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal'),
    import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/style'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

/** A new issue in `repository`, titled with the query that found nothing. */
export function missingResultsUrl(repository: string, query: string): string {
  const title = `Docs search: no results for "${query.slice(0, SEARCH_LIMITS.maxQueryLength)}"`;
  return `${repository}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

interface TransformableClient {
  search: (body: MultiQueryBody, options?: unknown) => Promise<unknown>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: unknown;
}

/** DocSearch 4.7 hard-codes `maxLength=512` on its input; the spec says 64. */
function useModalInputMaxLength(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.classList.contains('DocSearch-Input')) {
        target.maxLength = SEARCH_LIMITS.maxQueryLength;
      }
    };
    document.addEventListener('focusin', onFocusIn, true);
    return () => document.removeEventListener('focusin', onFocusIn, true);
  }, []);
}

/** An empty answer: DocSearch then keeps our error screen up instead of throwing. */
function noResults(body: MultiQueryBody) {
  const requests = Array.isArray(body) ? body : body.requests;
  return {
    results: requests.map((r) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      query: String(r.query ?? ''),
      params: '',
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    })),
  };
}

const noop = (): void => undefined;

type DocusaurusWindow = Window & {docusaurus?: {preload: (path: string) => unknown}};

/**
 * One hit: a plain link that navigates in the SPA on a plain left click, and
 * preloads its page when pointed at, as Docusaurus's `<Link>` does. Not
 * `<Link>` itself: it prefetches the route chunks of every hit that is on
 * screen, through an IntersectionObserver that its ref callback re-creates
 * on every render, so each keystroke matched routes and appended `<link
 * rel=prefetch>` tags for up to 20 hits. Profiled over 15 keystrokes in the
 * warm modal (load 4.4, 2 cores): about 105 ms of main-thread time in
 * route matching, `gca` and `appendChild`, and a download of 20 pages'
 * chunks behind every query. A stable component, so React keeps hit nodes
 * across keystrokes.
 */
function HitLink({hit, children}: {hit: {url: string}; children: ReactNode}): React.JSX.Element {
  const history = useHistory();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  const preload = () => {
    (window as DocusaurusWindow).docusaurus?.preload(hit.url.split('#')[0]!);
  };
  return (
    <a href={hit.url} onClick={onClick} onMouseEnter={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}

// DocSearch's modal builds an Algolia lite client from these before
// `transformSearchClient` replaces its `search`; in embedded mode nothing is
// ever sent with them, and they never appear in the page or the config.
const EMBEDDED_CLIENT_ID = 'embedded';

export default function SearchBar(): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const data = useSearchData();
  const embedded = data.mode === 'embedded';
  const preload = usePreloadSearch();
  const snippetWords = useSnippetWords();
  const resultUrl = useSearchResultUrl();
  const searchPageLink = useSearchPageLink();
  const history = useHistory();
  useModalInputMaxLength();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const warm = useCallback(() => {
    void importModal();
    preload();
  }, [preload]);

  // Keys typed while the modal opens (client/typeAhead.ts): handed to its input once it is there.
  const typeAhead = useRef<TypeAhead | null>(null);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    typeAhead.current ??= startTypeAhead();
    preload();
    void importModal().then(
      () => setIsOpen(true),
      (error: unknown) => {
        // The modal cannot open: stop keeping keys, the page has them again.
        typeAhead.current?.stop();
        typeAhead.current = null;
        throw error;
      },
    );
  }, [preload]);

  useEffect(() => {
    if (!isOpen || !typeAhead.current) return;
    flushTypeAhead(typeAhead.current);
    typeAhead.current = null;
  }, [isOpen]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    // A closed modal starts clean; the next failing query shows the error again.
    searchErrorStore.set(false);
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: noop,
  });

  // While the page is idle after load: the modal's chunk (downloaded, not
  // run) and the embedded engine (in its worker). Not with Save-Data or 2G.
  useEffect(() => {
    if (!idlePreloadAllowed()) return;
    onIdleAfterLoad(() => {
      const url = DocSearchModal ? null : chunkUrl(MODAL_CHUNK);
      if (url) prefetch(url);
      preload();
    });
  }, [preload]);

  // Ctrl/Cmd+K or "/" pressed before hydration (recorded by the inline head
  // script) opens the modal now that it can, with what was typed after it.
  useEffect(() => {
    const early = takeEarlyKeypress();
    if (!early) return;
    typeAhead.current ??= startTypeAhead(early.typed);
    openModal();
  }, [openModal]);

  const transformSearchClient = useCallback(
    (client: TransformableClient): TransformableClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // The modal shows at most maxResultsPerGroup hits of each section: body text for those only.
      const embeddedClient = embedded
        ? createEmbeddedSearchClient(data, {contentPerGroup: SEARCH_LIMITS.maxResultsPerGroup})
        : null;
      const search = (body: MultiQueryBody, options?: unknown): Promise<unknown> =>
        embeddedClient
          ? embeddedClient.search(body, options)
          : hostedSearchClient(data.hosted!).then((hosted) => {
              hosted.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
              return hosted.search(body, options);
            });
      return {
        ...client,
        search: (body: MultiQueryBody, options?: unknown) =>
          search(cutQueries(body), options).then(
            (response) => {
              searchErrorStore.set(false);
              // A superseded keystroke carries the newest query's answer: that
              // query reports it (embeddedClient.ts).
              if ((response as {superseded?: true}).superseded) return response;
              suggestionStore.remember((response as {results: []}).results ?? []);
              emitSearch(
                firstQuery(body),
                (response as {results?: unknown[]}).results?.[0],
                data.mode,
                'modal',
              );
              return response;
            },
            (error: unknown) => {
              // All hosts (or the index) unreachable: the spec's error screen,
              // and no uncaught rejection left in the console.
              if (isRetryError(error)) {
                searchErrorStore.set(true);
                console.warn('[abstra-search] search unavailable:', (error as Error).message);
                return noResults(body);
              }
              throw error;
            },
          ),
      };
    },
    [embedded, data, siteMetadata.docusaurusVersion],
  );

  const searchParameters = useMemo(
    () => ({
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: snippetAttributes(snippetWords),
    }),
    [snippetWords],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    <T extends {url: string}>(items: T[]): T[] =>
      items.map((item) => ({...item, url: resultUrl(item.url)})),
    [resultUrl],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPageLink(state.query)} onClick={closeModal}>
        <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits)}}>
          {'See all {count} results'}
        </Translate>
      </Link>
    ),
    [searchPageLink, closeModal],
  );

  const translations = useMemo(
    () => ({
      button: {
        buttonText: translate({id: 'theme.SearchBar.label', message: 'Search'}),
        buttonAriaLabel: translate({id: 'theme.SearchBar.label', message: 'Search'}),
      },
      modal: {
        errorScreen: {
          titleText: translate({
            id: 'theme.SearchModal.errorScreen.titleText',
            message: 'Unable to fetch results',
          }),
          helpText: translate({
            id: 'theme.SearchModal.errorScreen.helpText',
            message: 'You might want to check your network connection.',
          }),
        },
        startScreen: {
          noRecentSearchesText: translate({
            id: 'theme.SearchModal.startScreen.noRecentSearchesText',
            message: 'No recent searches',
          }),
        },
        noResultsScreen: {
          // Spec, error catalogue: 'No results for "{query}"'.
          noResultsText: translate({id: 'abstra.search.noResultsText', message: 'No results for'}),
          suggestedQueryText: translate({
            id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
            message: 'Try searching for',
          }),
        },
      },
    }),
    [],
  );

  useEffect(() => {
    // "Powered by Algolia" would be untrue when the embedded index answers.
    document.documentElement.dataset.searchMode = data.mode;
  }, [data.mode]);

  const hosted = data.hosted;
  const Modal = DocSearchModal;
  const openContainer = isOpen ? searchContainer.current : null;
  return (
    <>
      {hosted && (
        <Head>
          {/* Hosted mode only: warm the connection to the Algolia cluster. */}
          <link
            rel="preconnect"
            href={`https://${hosted.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={warm}
        onFocus={warm}
        onMouseOver={warm}
        onClick={openModal}
        translations={translations.button}
      />
      {isOpen &&
        Modal &&
        searchContainer.current &&
        createPortal(
          <Modal
            appId={hosted?.appId ?? EMBEDDED_CLIENT_ID}
            apiKey={hosted?.apiKey ?? EMBEDDED_CLIENT_ID}
            indexName={data.indexName}
            insights={hosted?.insights ?? false}
            onClose={closeModal}
            onAskAiToggle={noop}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems as never}
            hitComponent={HitLink}
            transformSearchClient={transformSearchClient as never}
            resultsFooterComponent={resultsFooterComponent as never}
            searchParameters={searchParameters}
            translations={translations.modal}
            maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
            recentSearchesLimit={SEARCH_LIMITS.recentSearches}
            recentSearchesWithFavoritesLimit={SEARCH_LIMITS.recentSearchesWithFavorites}
            getMissingResultsUrl={
              data.missingResultsRepository
                ? ({query}: {query: string}) =>
                    missingResultsUrl(data.missingResultsRepository!, query)
                : undefined
            }
          />,
          searchContainer.current,
        )}
      <NoResultsSuggestions
        label={translations.modal.noResultsScreen.suggestedQueryText}
        container={openContainer}
      />
      <ModalErrorScreen
        container={openContainer}
        titleText={translations.modal.errorScreen.titleText}
        helpText={translations.modal.errorScreen.helpText}
      />
    </>
  );
}
