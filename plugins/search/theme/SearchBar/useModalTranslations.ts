import {useMemo} from 'react';
import {translate} from '@docusaurus/Translate';

/** The button's and the modal's texts (the error catalogue's wording), translatable. */
export function useModalTranslations() {
  return useMemo(
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
          // The error catalogue: 'No results for "{query}"'.
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
}
