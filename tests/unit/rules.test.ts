/**
 * The rules written once in plugins/shared/ and imported by the plugins, the preview server, the
 * MCP server, the benchmarks and the tests: the base path, the test-page routes and their
 * matcher, the Markdown twin URL and the sidebar walk.
 */
import {describe, expect, it} from 'vitest';

import {BASE_PATH, belowBase} from '../../plugins/shared/basePath.mjs';
import {markdownFile, markdownUrl, twinFile} from '../../plugins/shared/markdownTwin.mjs';
import {sidebarDocs} from '../../plugins/shared/sidebarWalk';
import {
  TEST_PAGES_ROUTE_GLOB,
  TEST_PAGES_SOURCE_GLOB,
  routeMatcher,
  routeRegExpSources,
} from '../../plugins/shared/testPages.mjs';
import {baseUrl} from '../../src/config/site';
import {testPagesGlob} from '../../src/config/buildFlags';
import {sitemapIgnorePatterns} from '../../src/config/sitemap';
import {DEFAULT_OPTIONS as SEARCH_DEFAULTS} from '../../plugins/search/options';
import {DEFAULT_OPTIONS as EXPORT_DEFAULTS} from '../../plugins/markdown-export/options';
import {BASE as SERVER_BASE, markdownTwin} from '../../scripts/serve/paths.mjs';
import {pageKey, markdownUrlOf} from '../../mcp/site';
import {twinPath} from '../../plugins/security-headers/shared/siteRules.mjs';
import {sampleSidebars} from './helpers/sidebar';

describe('the base path', () => {
  it('is the one the site, the preview server and the test pages use', () => {
    expect(BASE_PATH).toBe('/docs/');
    expect(baseUrl).toBe(BASE_PATH);
    expect(SERVER_BASE).toBe(BASE_PATH);
    expect(TEST_PAGES_ROUTE_GLOB.startsWith(BASE_PATH)).toBe(true);
  });

  it('gives paths below it, and null outside it', () => {
    expect(belowBase('/docs/tools/tables/')).toBe('tools/tables');
    expect(belowBase('/docs/')).toBe('');
    expect(belowBase('/docs')).toBe('');
    expect(belowBase('/docsx/a')).toBeNull();
    expect(belowBase('/blog/a')).toBeNull();
  });
});

describe('the test pages', () => {
  const isTestPage = routeMatcher([TEST_PAGES_ROUTE_GLOB]);

  it('are left out of the build, the sitemap, search and the Markdown export by one glob', () => {
    expect(testPagesGlob).toBe(TEST_PAGES_SOURCE_GLOB);
    expect(sitemapIgnorePatterns).toContain(TEST_PAGES_ROUTE_GLOB);
    expect(SEARCH_DEFAULTS.ignorePatterns).toEqual([TEST_PAGES_ROUTE_GLOB]);
    expect(EXPORT_DEFAULTS.ignorePatterns).toEqual([TEST_PAGES_ROUTE_GLOB]);
  });

  it('match at any depth below their folder, and nothing beside it', () => {
    expect(isTestPage('/docs/tests/crash')).toBe(true);
    expect(isTestPage('/docs/tests/a/b')).toBe(true);
    expect(isTestPage('/docs/testsx')).toBe(false);
    expect(isTestPage('/docs/tools/tests/a')).toBe(false);
    expect(routeMatcher(['/docs/tests/*'])('/docs/tests/a/b')).toBe(false);
    expect(routeMatcher([])('/docs/tests/a')).toBe(false);
  });

  it('match the same routes in the browser form (regular-expression sources)', () => {
    const globs = [TEST_PAGES_ROUTE_GLOB, '/docs/drafts/*'];
    const node = routeMatcher(globs);
    const sources = routeRegExpSources(globs).map((source) => new RegExp(source));
    const browser = (route: string) => sources.some((re) => re.test(route));
    const routes = [
      '/docs/tests/a',
      '/docs/tests/a/b',
      '/docs/drafts/x',
      '/docs/drafts/x/y',
      '/docs/a',
    ];
    expect(routes.map(browser)).toEqual(routes.map(node));
    expect(routes.map(node)).toEqual([true, true, true, false, false]);
  });
});

describe('the Markdown twin URL', () => {
  it('is the same in the build, the preview server and the MCP server', () => {
    expect(markdownUrl('/docs/tools/tables/', '/docs/')).toBe('/docs/tools/tables.md');
    expect(markdownUrl('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownFile('/docs/tools/tables', '/docs/')).toBe('tools/tables.md');
    expect(twinFile('tools/tables/')).toBe('tools/tables.md');
    expect(twinFile('')).toBe('index.md');
    // The preview server looks for the file the rule names (and finds none here).
    expect(markdownTwin('/nonexistent-root', 'tools/tables/')).toBeNull();
    expect(pageKey('https://abstra.io/docs/tools/tables/#x')).toBe('tools/tables');
    expect(markdownUrlOf('https://abstra.io/docs/tools/tables/#x')).toBe(
      `https://abstra.io${markdownUrl('/docs/tools/tables/', BASE_PATH)}`,
    );
    expect(markdownUrlOf('https://abstra.io/docs/')).toBe('https://abstra.io/docs/index.md');
  });

  it('is the rule the host files and the Cloudflare worker use, not a copy of it', () => {
    expect(twinPath).toBe(markdownUrl);
  });
});

describe('the sidebar walk', () => {
  it('lists docs in sidebar order once, with their top-level category', () => {
    expect(sidebarDocs(sampleSidebars)).toEqual([
      {id: 'index', section: null},
      {id: 'workflow/index', section: 'Workflow'},
      {id: 'workflow/jobs', section: 'Workflow'},
      {id: 'workflow/forms/index', section: 'Workflow'},
      {id: 'tools/x', section: 'Tools'},
    ]);
  });
});
