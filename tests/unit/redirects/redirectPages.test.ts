import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, Props} from '@docusaurus/types';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';

import pluginRedirectPages, {
  completeRedirectPage,
  validateOptions,
} from '../../../plugins/docusaurus-patches/redirect-pages';
import {createLegacyRedirects} from '../../../src/config/redirects';

const facts = {lang: 'en-US', siteTitle: 'Abstra Docs', titleDelimiter: '|'};

describe('completeRedirectPage', () => {
  const upstream = createRedirectPageContent({toUrl: '/docs/workflow/forms/'});

  it('adds the language and a title naming the new address', () => {
    const page = completeRedirectPage(upstream, facts);
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<title>Moved to /docs/workflow/forms/ | Abstra Docs</title>');
    expect(page.indexOf('<title>')).toBeLessThan(page.indexOf('</head>'));
  });

  it('keeps the upstream redirect and its inline script byte for byte', () => {
    const page = completeRedirectPage(upstream, facts);
    const script = (html: string) => html.match(/<script>[\s\S]*<\/script>/)?.[0];
    expect(script(page)).toBe(script(upstream));
    expect(script(page)).toContain("window.location.href = '/docs/workflow/forms/'");
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/workflow/forms/">');
  });

  it('fails loudly when the upstream template changes shape', () => {
    expect(() => completeRedirectPage('<html><head></head></html>', facts)).toThrow(
      /upstream redirect template changed shape/,
    );
  });
});

describe('the redirect-pages plugin', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  it('writes one complete page per legacy URL whose target exists', async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'redirect-pages-'));
    const siteConfig = {trailingSlash: undefined, title: 'Abstra Docs', titleDelimiter: '|'};
    const context = {
      siteConfig,
      i18n: {currentLocale: 'en', localeConfigs: {en: {htmlLang: 'en-US'}}},
    } as unknown as LoadContext;
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {createRedirects: createLegacyRedirects},
    });
    const plugin = pluginRedirectPages(context, options);
    await plugin.postBuild!({
      routesPaths: ['/docs/', '/docs/workflow/forms/', '/docs/workflow/tasks'],
      baseUrl: '/docs/',
      outDir,
      siteConfig,
    } as unknown as Props & {content: void; head: never; routesBuildMetadata: never});
    const forms = readFileSync(path.join(outDir, 'concepts/forms/index.html'), 'utf8');
    expect(forms).toContain('<html lang="en-US">');
    expect(forms).toContain('<title>Moved to /docs/workflow/forms/ | Abstra Docs</title>');
    const tasks = readFileSync(path.join(outDir, 'concepts/tasks/index.html'), 'utf8');
    expect(tasks).toContain('url=/docs/workflow/tasks"');
    // No page for a legacy URL whose target is not among the routes.
    expect(() => readFileSync(path.join(outDir, 'guides/use-legacy-threads/index.html'))).toThrow(
      /ENOENT/,
    );
  });
});
