/**
 * The search button and DocSearch modal, in either mode (the plugin's global
 * data says which): embedded, answered by the search worker, or hosted
 * Algolia. Built on DocSearch's own button, modal and keyboard hook, with the
 * product's search limits. The modal's chunk and the embedded engine load while the
 * page is idle after `load` (client/idlePreload.ts), or on intent (hover,
 * focus, touch or the keyboard shortcut) if that comes first or the reader
 * saves data. Each concern is a small hook of this folder.
 */
import {useCallback, useEffect, useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Translate from '@docusaurus/Translate';

import {SEARCH_LIMITS} from '../../shared/constants';
import {modalSearchParameters} from '../../client/queryLimits';
import {
  usePreloadSearch,
  useSearchData,
  useSearchPageLink,
  useSearchResultUrl,
  useSnippetWords,
} from '../../client/useSearchClient';
import HitLink from './HitLink';
import ModalErrorScreen from './ModalErrorScreen';
import NoResultsSuggestions from './NoResultsSuggestions';
import {importModal, loadedModal} from './modalChunk';
import {useFirstKeysRequest} from './useFirstKeysRequest';
import {useIdlePreload} from './useIdlePreload';
import {useModalInputMaxLength} from './useModalInputMaxLength';
import {useModalTranslations} from './useModalTranslations';
import {useSearchClientTransform} from './useSearchClientTransform';
import {useSearchModal} from './useSearchModal';
import './styles.css';

/** A new issue in `repository`, titled with the query that found nothing. */
export function missingResultsUrl(repository: string, query: string): string {
  const title = `Docs search: no results for "${query.slice(0, SEARCH_LIMITS.maxQueryLength)}"`;
  return `${repository}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

const noop = (): void => undefined;

// DocSearch's modal builds an Algolia lite client from these before
// `transformSearchClient` replaces its `search`; in embedded mode nothing is
// ever sent with them, and they never appear in the page or the config.
const EMBEDDED_CLIENT_ID = 'embedded';

export default function SearchBar(): ReactNode {
  const data = useSearchData();
  const preload = usePreloadSearch(useFirstKeysRequest(data));
  const snippetWords = useSnippetWords();
  const resultUrl = useSearchResultUrl();
  const searchPageLink = useSearchPageLink();
  const history = useHistory();
  const translations = useModalTranslations();
  const transformSearchClient = useSearchClientTransform(data);
  const hosted = data.hosted;
  const modal = useSearchModal(preload);
  const {closeModal} = modal;
  useModalInputMaxLength();
  useIdlePreload(preload);

  const warm = useCallback(() => {
    void importModal();
    preload();
  }, [preload]);

  const searchParameters = useMemo(
    () => modalSearchParameters(snippetWords, hosted?.insights ?? false),
    [snippetWords, hosted?.insights],
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

  useEffect(() => {
    // "Powered by Algolia" would be untrue when the embedded index answers.
    document.documentElement.dataset.searchMode = data.mode;
  }, [data.mode]);

  const Modal = loadedModal();
  const openContainer = modal.isOpen ? modal.container : null;
  const missingResultsRepository = data.missingResultsRepository;
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
        ref={modal.searchButtonRef}
        onTouchStart={warm}
        onFocus={warm}
        onMouseOver={warm}
        onClick={modal.openModal}
        translations={translations.button}
      />
      {Modal &&
        openContainer &&
        createPortal(
          <Modal
            appId={hosted?.appId ?? EMBEDDED_CLIENT_ID}
            apiKey={hosted?.apiKey ?? EMBEDDED_CLIENT_ID}
            indexName={data.indexName}
            insights={hosted?.insights ?? false}
            onClose={closeModal}
            onAskAiToggle={noop}
            initialScrollY={window.scrollY}
            initialQuery={modal.initialQuery}
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
              missingResultsRepository
                ? ({query}: {query: string}) => missingResultsUrl(missingResultsRepository, query)
                : undefined
            }
          />,
          openContainer,
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
