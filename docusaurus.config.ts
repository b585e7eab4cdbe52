import {widgetBehaviourRemarkPlugin} from './plugins/widget-behaviour';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import path from 'node:path';

import {
  announcement,
  baseUrl,
  defaultSiteUrl,
  externalLinks,
  siteTagline,
  siteTitle,
} from './src/config/site';
import {createLegacyRedirects} from './src/config/redirects';
import {buildFlags, pagesExclude} from './src/config/buildFlags';
import {sitemapIgnorePatterns} from './src/config/sitemap';
import {writtenSections} from './src/config/navigation';
import {sidebarItemsGenerator} from './src/config/sidebar';
import {searchPluginOptions} from './src/config/search';
import {darkCodeTheme, lightCodeTheme} from './src/config/prismThemes';
import {rehypeCodeHighlight} from './plugins/code-highlight';
import type {RehypeCodeHighlightOptions} from './plugins/code-highlight/server/rehypeCodeHighlight';
import apiContractRemarkPlugin from './plugins/api-contract';
import type {Options as SearchPluginOptions} from './plugins/search/options';
import type {Options as MarkdownExportOptions} from './plugins/markdown-export/options';
import type {Options as ConnectorCatalogOptions} from './plugins/connector-catalog/options';
import {trackerCspSources, trackerOptionsFromEnv} from './plugins/tracker/options';
import {algoliaCspSources, mergeCspSources} from './plugins/security-headers/options';
import {writesOutput} from './plugins/security-headers/outputWriters';
import * as redirectPages from './plugins/docusaurus-patches/redirect-pages/index';
import * as searchPlugin from './plugins/search/index';
import * as markdownExport from './plugins/markdown-export/index';

export default async function createConfig(): Promise<Config> {
  const siteUrl = process.env.SITE_URL ?? defaultSiteUrl;
  // Test-only switches (src/config/buildFlags.ts); npm run build sets none of them.
  const flags = buildFlags(process.env);
  const search = searchPluginOptions(process.env);
  const tracker = trackerOptionsFromEnv(process.env);
  const sections = writtenSections(path.join(__dirname, 'docs'));
  // Code blocks are highlighted at build time (plugins/code-highlight): no Prism in the browser.
  const prism = {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages: ['bash', 'json', 'python', 'toml', 'nginx', 'ini'],
  } satisfies Preset.ThemeConfig['prism'];
  const codeHighlight: [typeof rehypeCodeHighlight, RehypeCodeHighlightOptions] = [
    rehypeCodeHighlight,
    {additionalLanguages: prism.additionalLanguages},
  ];

  return {
    title: siteTitle,
    tagline: siteTagline,
    titleDelimiter: '|',
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl,
    trailingSlash: undefined,
    organizationName: 'abstra-app',
    projectName: 'abstra-lib',

    // A fixture build of a few docs (DOCS_INCLUDE, tests only) keeps the navbar's links to the rest.
    onBrokenLinks: flags.docsInclude ? 'ignore' : 'throw',
    onBrokenAnchors: 'warn',
    markdown: {
      hooks: {
        // The fixture build of a few docs (tests only) would warn about every link to the rest.
        onBrokenMarkdownLinks: flags.docsInclude ? 'ignore' : 'warn',
        onBrokenMarkdownImages: 'warn',
      },
    },

    // The spec keeps browser storage keys without a namespace suffix.
    storage: {type: 'localStorage', namespace: false},

    future: {
      v4: true,
      faster: true,
    },

    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {
        en: {label: 'English', htmlLang: 'en-US'},
      },
    },

    clientModules: [
      './src/clientModules/scrollableTables.ts',
      // Visible links are prefetched in idle time, not in one long task after hydration.
      './src/clientModules/idlePrefetch.ts',
    ],

    presets: [
      [
        'classic',
        {
          docs: {
            routeBasePath: '/',
            ...(flags.docsInclude ? {include: flags.docsInclude} : {}),
            sidebarPath: './sidebars.ts',
            // "Get started" headed by the overview, release notes last (src/config/sidebar.ts).
            sidebarItemsGenerator,
            breadcrumbs: true,
            // Resolves <ApiSignature>/<ApiParams> against api/contract.json at compile time.
            // <WidgetBehaviour name="…" /> becomes the tables of api/behaviour/forms.json.
            beforeDefaultRemarkPlugins: [
              apiContractRemarkPlugin({siteDir: __dirname}),
              widgetBehaviourRemarkPlugin(__dirname),
            ],
            showLastUpdateTime: false,
            editUrl: undefined,
            rehypePlugins: [codeHighlight],
          },
          blog: {
            routeBasePath: 'blog',
            blogTitle: 'Abstra Docs blog',
            blogDescription: 'Notes about the Abstra documentation and the abstra package.',
            showReadingTime: true,
            onInlineAuthors: 'ignore',
            onUntruncatedBlogPosts: 'ignore',
            feedOptions: {type: ['rss', 'atom'], xslt: true},
            rehypePlugins: [codeHighlight],
          },
          // src/pages/tests/ (crash and chunk-loading pages) is built for the tests only.
          pages: {exclude: pagesExclude(flags), rehypePlugins: [codeHighlight]},
          sitemap: {
            changefreq: 'weekly',
            priority: 0.5,
            ignorePatterns: sitemapIgnorePatterns,
          },
          svgr: {},
          theme: {
            customCss: './src/css/custom.css',
          },
        } satisfies Preset.Options,
      ],
    ],

    plugins: [
      [
        // @docusaurus/plugin-client-redirects, writing redirect pages with a title and lang. Their
        // inline script is hashed into the CSP once they are written (writesOutput).
        writesOutput(redirectPages),
        {
          createRedirects: createLegacyRedirects,
        } satisfies ClientRedirectsOptions,
      ],
      // Search theme: embedded unless ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are all set.
      // Its hashed index files get their cache rule in the static hosts' files (writesOutput).
      [
        writesOutput(searchPlugin),
        {
          ...search,
          missingResultsRepository: externalLinks.repository.href,
        } satisfies SearchPluginOptions,
      ],
      // The static hosts' files list its twins, so they are written after it (writesOutput).
      [writesOutput(markdownExport), {} satisfies MarkdownExportOptions],
      // Renders <WidgetBehaviour> in the Markdown twins (the page itself gets it from the remark plugin).
      './plugins/widget-behaviour/index.ts',
      // Validates docs/tools/connectors/providers/catalog.yml and ships <ConnectorCatalog>.
      ['./plugins/connector-catalog/index.ts', {} satisfies ConnectorCatalogOptions],
      './plugins/code-highlight/index.ts',
      // Patches of Docusaurus internals, all in plugins/docusaurus-patches/ (its README lists what
      // each relies on and saves; tests/unit/docusaurusPatches.test.ts checks the installed
      // Docusaurus still does what they rely on). Drops the doc data no page reads from the
      // sidebar data every doc page loads (10.9 KB gzip per doc page).
      './plugins/docusaurus-patches/slim-docs-metadata/index.ts',
      // The browser bundle gets only the tslib helpers client code calls (3.5 KB gzip less).
      './plugins/docusaurus-patches/slim-tslib/index.ts',
      // Off (no client code at all) unless TRACKER_ENDPOINT, GA4_MEASUREMENT_ID or PLAUSIBLE_DOMAIN is set.
      ['./plugins/tracker/index.ts', tracker],
      // Hashes the inline scripts of the final HTML into build/.security-headers.conf, which the
      // preview server and the nginx recipe send, and writes the static hosts' files from it.
      // The origins come from the search and tracker options.
      [
        './plugins/security-headers/index.ts',
        mergeCspSources(
          search.mode === 'hosted' ? algoliaCspSources(search) : {},
          trackerCspSources(tracker),
        ),
      ],
    ],

    themeConfig: {
      image: 'img/social-card.png',
      metadata: [
        {name: 'keywords', content: 'abstra, python, workflows, automation, forms, documentation'},
      ],
      colorMode: {
        defaultMode: 'light',
        disableSwitch: false,
        respectPrefersColorScheme: false,
      },
      announcementBar: {...announcement},
      docs: {
        sidebar: {hideable: true, autoCollapseCategories: false},
      },
      tableOfContents: {
        minHeadingLevel: 2,
        maxHeadingLevel: 3,
      },
      navbar: {
        title: 'Abstra',
        hideOnScroll: true,
        logo: {
          alt: 'Abstra logo',
          src: 'img/logo.svg',
          srcDark: 'img/logo-dark.svg',
          width: 32,
          height: 32,
        },
        items: [
          ...sections
            .filter((section) => section.label !== 'Troubleshooting')
            .map((section) =>
              section.items
                ? {
                    type: 'dropdown' as const,
                    label: section.label,
                    position: 'left' as const,
                    items: section.items.map((item) => ({label: item.label, to: item.to})),
                  }
                : {to: section.to, label: section.label, position: 'left' as const},
            ),
          {type: 'localeDropdown', position: 'right'},
          {
            href: externalLinks.console.href,
            label: externalLinks.console.label,
            position: 'right',
            'aria-label': externalLinks.console.ariaLabel,
          },
          {
            href: externalLinks.community.href,
            label: externalLinks.community.label,
            position: 'right',
            'aria-label': externalLinks.community.ariaLabel,
          },
          {
            href: externalLinks.repository.href,
            label: externalLinks.repository.label,
            position: 'right',
            'aria-label': externalLinks.repository.ariaLabel,
          },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'Docs',
            items: [
              {label: 'Set up', to: '/'},
              ...sections.map((section) => ({label: section.label, to: section.to})),
              {label: 'Search', to: '/search'},
            ],
          },
          {
            title: 'Community',
            items: [
              {label: externalLinks.community.label, href: externalLinks.community.href},
              {label: externalLinks.repository.label, href: externalLinks.repository.href},
            ],
          },
          {
            title: 'More',
            items: [
              {label: externalLinks.console.label, href: externalLinks.console.href},
              {label: 'Blog', to: '/blog'},
            ],
          },
        ],
        copyright: `Abstra documentation. Built with Docusaurus.`,
      },
      prism,
    } satisfies Preset.ThemeConfig,
  };
}
