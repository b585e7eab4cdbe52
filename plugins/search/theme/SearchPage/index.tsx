/**
 * Search page (/docs/search?q=…). Replaces the theme's page because that one
 * hard-codes 15 hits per page and a 300 ms delay, does not group hits by page,
 * has no live region and loads more only on scroll. It keeps the theme's look
 * (its CSS module, translation ids and Infima classes) and sends the same
 * multi-query request as DocSearch, to hosted Algolia or the embedded engine.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

import {SEARCH_LIMITS} from '../../shared/constants';
import {cutQuery} from '../../shared/cutQuery';
import {snippetAttributes} from '../../client/queryLimits';
import {
  useSearchData,
  useSearchPageClient,
  useSearchResultUrl,
  useSnippetWords,
} from '../../client/useSearchClient';
import {groupHitsByPage, renderHighlight, type PageGroup, type PageHit} from './results';
import {reportSearch} from '../../client/reportSearch';

const PRE = '\u0001';
const POST = '\u0002';

interface ResultState {
  query: string;
  hits: PageHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

type Status = 'idle' | 'loading' | 'done' | 'error';

function useDocumentsFound() {
  const {selectMessage} = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function Highlighted({value, escaped}: {value: string; escaped: boolean}): ReactNode {
  return renderHighlight(value, PRE, POST, escaped).map((part, i) =>
    part.highlighted ? (
      <mark key={i}>{part.text}</mark>
    ) : (
      <React.Fragment key={i}>{part.text}</React.Fragment>
    ),
  );
}

function ResultGroup({group, escaped}: {group: PageGroup; escaped: boolean}): ReactNode {
  return (
    <article className={styles.searchResultItem} data-search-result-group={group.url}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={group.url}>
          <Highlighted value={group.title} escaped={escaped} />
        </Link>
      </Heading>
      {group.breadcrumbs.length > 0 && (
        <nav aria-label={translate({id: 'theme.SearchPage.breadcrumbsLabel', message: 'Section'})}>
          <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
            {group.breadcrumbs.map((crumb, i) => (
              <li key={i} className="breadcrumbs__item">
                <Highlighted value={crumb} escaped={escaped} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className="clean-list">
        {group.hits.map((hit) => (
          <li key={hit.objectID} className="margin-bottom--sm">
            {hit.heading && (
              <Link to={hit.url} className="margin-right--sm">
                <Highlighted value={hit.heading} escaped={escaped} />
              </Link>
            )}
            {hit.snippet && (
              <p className={clsx(styles.searchResultItemSummary, 'margin-bottom--none')}>
                {!hit.heading ? (
                  <Link to={hit.url}>
                    <Highlighted value={hit.snippet} escaped={escaped} />
                  </Link>
                ) : (
                  <Highlighted value={hit.snippet} escaped={escaped} />
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

function SearchPageContent(): ReactNode {
  const data = useSearchData();
  const {indexName} = data;
  const insights = data.hosted?.insights ?? false;
  const embedded = data.mode === 'embedded';
  const client = useSearchPageClient();
  const snippetWords = useSnippetWords();
  const processUrl = useSearchResultUrl();
  const documentsFound = useDocumentsFound();
  const [rawSearchQuery, setRawSearchQuery] = useSearchQueryString();
  // Queries are cut at 64 characters (SEARCH_LIMITS), from the input and from `q` alike.
  const searchQuery = cutQuery(rawSearchQuery);
  const setSearchQuery = useCallback(
    (value: string) => setRawSearchQuery(cutQuery(value)),
    [setRawSearchQuery],
  );
  const [input, setInput] = useState(searchQuery);
  // Whether the input holds words the reader typed that `q` does not have yet. Only those go to
  // the URL: on hydration `q` reads empty for one render (the server had no query string), and
  // the input must not write that empty value back. On a slow machine (a CPU slowed 30 times, 1
  // load in 4) the render that gives the input the real `q` came after the debounce and erased it.
  const typed = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [result, setResult] = useState<ResultState | null>(null);
  const [requestedPage, setRequestedPage] = useState(0);
  const latest = useRef(0);
  const statusId = useId();

  // Typing updates the URL (shareable) after the spec's 400 ms debounce.
  useEffect(() => {
    if (!typed.current || input === searchQuery) return undefined;
    const timer = setTimeout(() => setSearchQuery(input), SEARCH_LIMITS.debounceMs);
    return () => clearTimeout(timer);
  }, [input, searchQuery, setSearchQuery]);

  // Back/forward or a link with another ?q= replaces the input.
  useEffect(() => {
    typed.current = false;
    setInput((current) => (current === searchQuery ? current : searchQuery));
    setRequestedPage(0);
  }, [searchQuery]);

  useEffect(() => {
    const query = searchQuery.trim();
    if (!query) {
      setResult(null);
      setStatus('idle');
      return;
    }
    if (!client) return;
    const ticket = ++latest.current;
    setStatus('loading');
    client
      .search({
        requests: [
          {
            indexName,
            query: searchQuery,
            page: requestedPage,
            hitsPerPage: SEARCH_LIMITS.hitsPerPage,
            attributesToRetrieve: [
              'hierarchy',
              'content',
              'type',
              'url',
              'url_without_anchor',
              'anchor',
            ],
            attributesToSnippet: snippetAttributes(snippetWords),
            snippetEllipsisText: '…',
            highlightPreTag: PRE,
            highlightPostTag: POST,
            facetFilters: [],
            clickAnalytics: Boolean(insights),
          },
        ],
      })
      .then(({results}) => {
        if (ticket !== latest.current) return;
        const r = results[0]!;
        const hits = r.hits.map((h) => ({
          ...h,
          url: processUrl(String(h.url)),
        })) as unknown as PageHit[];
        reportSearch(
          searchQuery,
          {...r, hits},
          embedded ? 'embedded' : 'hosted',
          'page',
          indexName,
        );
        setResult((prev) => ({
          query: searchQuery,
          hits: requestedPage > 0 && prev?.query === searchQuery ? [...prev.hits, ...hits] : hits,
          nbHits: r.nbHits,
          page: r.page,
          nbPages: r.nbPages,
        }));
        setStatus('done');
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current) return;
        console.warn('[abstra-search] search failed', error);
        setStatus('error');
      });
  }, [client, indexName, searchQuery, requestedPage, snippetWords, insights, processUrl, embedded]);

  const groups = useMemo(() => (result ? groupHitsByPage(result.hits) : []), [result]);
  const pageTitle = searchQuery
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query: searchQuery},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  let announcement = '';
  if (status === 'loading' && requestedPage === 0) {
    announcement = translate({id: 'theme.SearchPage.loading', message: 'Searching…'});
  } else if (status === 'error') {
    announcement = translate({
      id: 'theme.SearchModal.errorScreen.titleText',
      message: 'Unable to fetch results',
    });
  } else if (status === 'done' && result) {
    announcement =
      result.nbHits > 0
        ? documentsFound(result.nbHits)
        : translate({id: 'theme.SearchPage.noResultsText', message: 'No results were found'});
  }
  const hasMore = status !== 'error' && !!result && result.page + 1 < result.nbPages;

  return (
    <Layout>
      <PageMetadata
        title={pageTitle}
        description="Search the Abstra documentation: guides, API reference, widgets and examples."
      />
      {/* A results page (?q=) is one of endless query URLs: crawlers are told not to index it.
          The bare search page is an ordinary page, indexable (its static HTML has no robots tag;
          the tag is added once a query is there, which crawlers that run scripts honour). */}
      {searchQuery && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <div className="container margin-vert--lg">
        <Heading as="h1">{pageTitle}</Heading>
        <form
          className="row"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearchQuery(input);
          }}
        >
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
              })}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              aria-describedby={statusId}
              onChange={(e) => {
                typed.current = true;
                setInput(cutQuery(e.target.value));
              }}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              value={input}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
        </form>
        <div className="row">
          <div className={clsx('col', 'col--8', styles.searchResultsColumn)}>
            <p
              id={statusId}
              role="status"
              aria-live="polite"
              aria-atomic="true"
              data-search-status={status}
            >
              {announcement}
            </p>
          </div>
        </div>
        {status === 'error' && (
          <div className="alert alert--danger" data-search-error>
            <p className="margin-bottom--sm">
              <strong>
                <Translate id="theme.SearchModal.errorScreen.titleText">
                  Unable to fetch results
                </Translate>
              </strong>
            </p>
            <p className="margin-bottom--none">
              <Translate id="theme.SearchModal.errorScreen.helpText">
                You might want to check your network connection.
              </Translate>
            </p>
          </div>
        )}
        {groups.length > 0 && (
          <section
            aria-label={translate({id: 'theme.SearchPage.resultsLabel', message: 'Search results'})}
          >
            {groups.map((group) => (
              <ResultGroup key={group.url} group={group} escaped={embedded} />
            ))}
          </section>
        )}
        {status === 'loading' && requestedPage === 0 && <div className={styles.loadingSpinner} />}
        {hasMore && (
          <div className="margin-vert--md text--center">
            <button
              type="button"
              className="button button--secondary"
              disabled={status === 'loading'}
              onClick={() => setRequestedPage(result!.page + 1)}
            >
              <Translate id="theme.SearchPage.loadMore">Load more results</Translate>
            </button>
          </div>
        )}
      </div>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
