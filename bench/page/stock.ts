/**
 * The stock baseline: the classic template of create-docusaurus at our
 * Docusaurus version, configured like the spec (base URL `/docs/`, docs at the
 * root, the DocSearch UI, an announcement bar, a navbar that hides on scroll).
 * Built once and cached outside the repository; rebuilt only when the
 * configuration below changes.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, rmSync, writeFileSync, mkdirSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {BASE_PATH} from '../../plugins/shared/basePath.mjs';
import type {BuiltSite} from './initialJs';

export const DOCUSAURUS_VERSION = '3.10.2';

export function defaultCacheDir(): string {
  return (
    process.env.ABSTRA_DOCS_BENCH_CACHE ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'abstra-docs-bench')
  );
}

/** The template's own config, with the spec's settings applied. */
const STOCK_CONFIG = `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

const config: Config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.ico',
  future: {v4: true},
  url: 'https://your-docusaurus-site.example.com',
  baseUrl: '${BASE_PATH}',
  organizationName: 'facebook',
  projectName: 'docusaurus',
  onBrokenLinks: 'warn',
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: '/', sidebarPath: './sidebars.ts'},
        blog: {showReadingTime: true, feedOptions: {type: ['rss', 'atom'], xslt: true}},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: false},
    announcementBar: {
      id: 'bench',
      content: 'This is the stock Docusaurus template, configured like the Abstra docs.',
      isCloseable: true,
    },
    navbar: {
      title: 'My Site',
      hideOnScroll: true,
      logo: {alt: 'My Site Logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: 'https://github.com/facebook/docusaurus', label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Tutorial', to: '/'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}]},
      ],
      copyright: 'Built with Docusaurus.',
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    algolia: {appId: 'BENCHAPPID', apiKey: 'bench-search-only-key', indexName: 'bench'},
  } satisfies Preset.ThemeConfig,
};

export default config;
`;

function run(command: string, args: string[], cwd: string): void {
  console.log(`[stock] ${command} ${args.join(' ')}`);
  execFileSync(command, args, {cwd, stdio: 'inherit', env: {...process.env, NODE_ENV: undefined}});
}

/** Creates, installs and builds the stock site when needed; returns where its build is. */
export function ensureStockBuild(cacheDir = defaultCacheDir()): BuiltSite & {siteDir: string} {
  const siteDir = path.join(cacheDir, 'stock');
  mkdirSync(cacheDir, {recursive: true});
  if (!existsSync(path.join(siteDir, 'package.json'))) {
    run(
      'npx',
      [
        '-y',
        `create-docusaurus@${DOCUSAURUS_VERSION}`,
        'stock',
        'classic',
        '--typescript',
        '--skip-install',
      ],
      cacheDir,
    );
  }
  // Docs at the root: the intro page becomes /docs/, so the template's home page goes.
  rmSync(path.join(siteDir, 'src', 'pages', 'index.tsx'), {force: true});
  rmSync(path.join(siteDir, 'src', 'pages', 'index.module.css'), {force: true});
  const intro = path.join(siteDir, 'docs', 'intro.mdx');
  const introText = readFileSync(intro, 'utf8');
  if (!/^slug: \/$/m.test(introText)) {
    writeFileSync(intro, introText.replace(/^---\n/, '---\nslug: /\n'));
  }
  writeFileSync(path.join(siteDir, 'docusaurus.config.ts'), STOCK_CONFIG);

  if (!existsSync(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'))) {
    run('npm', ['install', '--no-audit', '--no-fund'], siteDir);
  }
  const stamp = createHash('sha256')
    .update(`${DOCUSAURUS_VERSION}\n${STOCK_CONFIG}`)
    .digest('hex')
    .slice(0, 16);
  const buildDir = path.join(siteDir, 'build');
  const stampFile = path.join(buildDir, '.bench-stamp');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    run('npx', ['docusaurus', 'build'], siteDir);
    writeFileSync(stampFile, stamp);
  }
  return {siteDir, buildDir, generatedDir: path.join(siteDir, '.docusaurus'), baseUrl: BASE_PATH};
}
