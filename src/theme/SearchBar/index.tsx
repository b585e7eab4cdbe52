/**
 * Wrapper around the theme's SearchBar (DocSearch modal). It keeps the stock
 * UI and only sets the spec's constants and, in embedded mode, routes the
 * modal's search client to the embedded engine via `transformSearchClient`.
 */
import React, {useCallback, useEffect, useMemo, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SEARCH_LIMITS} from '../../../plugins/search/shared/constants';
import {createEmbeddedSearchClient} from '../../../plugins/search/client/embeddedClient';
import {cutQueries, snippetAttributes} from '../../../plugins/search/client/queryLimits';
import {
  useAlgoliaConfig,
  usePreloadSearch,
  useSearchMode,
  useSnippetWords,
} from '../../../plugins/search/client/useSearchClient';
import type {MultiQueryBody} from '../../../plugins/search/shared/algoliaAdapter';
import {
  isRetryError,
  searchErrorStore,
  suggestionStore,
} from '../../../plugins/search/client/searchErrorStore';
import translations from '@theme/SearchTranslations';
import {translate} from '@docusaurus/Translate';
import ModalErrorScreen from './ModalErrorScreen';
import NoResultsSuggestions from './NoResultsSuggestions';
import './styles.css';
import {externalLinks} from '@site/src/config/site';
import {emitSearch, firstQuery} from '../../../plugins/tracker/client/bus';

type Props = WrapperProps<typeof SearchBarType>;

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

/** A new issue in the package repository, titled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  const title = `Docs search: no results for "${query.slice(0, 64)}"`;
  return `${externalLinks.repository.href}/issues/new?title=${encodeURIComponent(title)}&labels=documentation`;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteMetadata} = useDocusaurusContext();
  const {embedded, data} = useSearchMode();
  const algolia = useAlgoliaConfig() as {searchParameters?: Record<string, unknown>};
  const preload = usePreloadSearch();
  const snippetWords = useSnippetWords();
  useModalInputMaxLength();

  const transformSearchClient = useCallback(
    (client: TransformableClient): TransformableClient => {
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const target = embedded ? (createEmbeddedSearchClient(data) as TransformableClient) : client;
      return {
        ...client,
        search: (body: MultiQueryBody, options?: unknown) =>
          target.search(cutQueries(body), options).then(
            (response) => {
              searchErrorStore.set(false);
              suggestionStore.remember((response as {results: []}).results ?? []);
              emitSearch(
                firstQuery(body),
                (response as {results?: unknown[]}).results?.[0],
                embedded ? 'embedded' : 'hosted',
                'modal',
              );
              return response;
            },
            (error: unknown) => {
              if (isRetryError(error)) searchErrorStore.set(true);
              throw error;
            },
          ),
      };
    },
    [embedded, data, siteMetadata.docusaurusVersion],
  );

  const searchParameters = useMemo(
    () => ({
      ...algolia.searchParameters,
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: snippetAttributes(snippetWords),
    }),
    [algolia.searchParameters, snippetWords],
  );

  const modalTranslations = useMemo(
    () => ({
      ...translations.modal,
      noResultsScreen: {
        ...translations.modal?.noResultsScreen,
        // Spec, error catalogue: 'No results for "{query}"'.
        noResultsText: translate({id: 'abstra.search.noResultsText', message: 'No results for'}),
      },
    }),
    [],
  );
  const errorTexts = translations.modal?.errorScreen ?? {};

  // "Powered by Algolia" would be untrue when the embedded index answers.
  useEffect(() => {
    document.documentElement.dataset.searchMode = embedded ? 'embedded' : 'hosted';
  }, [embedded]);

  // A closed modal starts clean; the next failing query shows the error again.
  useEffect(() => {
    const onKeyOrClick = () => {
      if (!document.querySelector('.DocSearch-Modal')) searchErrorStore.set(false);
    };
    document.addEventListener('focusin', onKeyOrClick);
    return () => document.removeEventListener('focusin', onKeyOrClick);
  }, []);

  const extraProps = {
    translations: {...translations, modal: modalTranslations},
    transformSearchClient,
    searchParameters,
    maxResultsPerGroup: SEARCH_LIMITS.maxResultsPerGroup,
    recentSearchesLimit: SEARCH_LIMITS.recentSearches,
    recentSearchesWithFavoritesLimit: SEARCH_LIMITS.recentSearchesWithFavorites,
    // The no-results screen offers "Let us know." with a prefilled issue.
    getMissingResultsUrl: ({query}: {query: string}) => missingResultsUrl(query),
  };

  return (
    // `display: contents` keeps the navbar layout; the handlers only warm the index.
    <span
      style={{display: 'contents'}}
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <OriginalSearchBar {...props} {...(extraProps as Partial<Props>)} />
      <NoResultsSuggestions
        label={translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for'}
      />
      <ModalErrorScreen
        titleText={errorTexts.titleText ?? 'Unable to fetch results'}
        helpText={errorTexts.helpText ?? 'You might want to check your network connection.'}
      />
    </span>
  );
}
