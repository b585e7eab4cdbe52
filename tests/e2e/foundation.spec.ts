import {announcement, externalLinks} from '../../src/config/site';
import {expect, test} from './fixtures';

const longPage = '/docs/troubleshooting/use-legacy-threads';

test.describe('colour mode', () => {
  test('defaults to light and toggles between light and dark only', async ({docPage}) => {
    await docPage.goto('/docs/');
    expect(await docPage.theme()).toBe('light');
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await docPage.toggleColorMode();
      seen.push(await docPage.theme());
    }
    expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
  });

  test('keeps the chosen mode across a reload', async ({docPage, page}) => {
    await docPage.goto('/docs/');
    await docPage.toggleColorMode();
    expect(await docPage.theme()).toBe('dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await docPage.waitForHydration();
    expect(await docPage.theme()).toBe('dark');
  });

  test('ignores the system preference', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });
});

test.describe('announcement bar', () => {
  test('stays closed after a reload once dismissed', async ({docPage, page}) => {
    await docPage.goto('/docs/');
    await expect(docPage.announcementBar).toBeVisible();
    await docPage.announcementCloseButton().click();
    await expect(docPage.announcementBar).toHaveCount(0);
    await page.reload();
    await docPage.waitForHydration();
    await expect(docPage.announcementBar).toHaveCount(0);
  });

  test('comes back when its id changes', async ({docPage, page}) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await docPage.goto('/docs/');
    await expect(docPage.announcementBar).toBeVisible();
    expect(
      await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id')),
    ).toBe(announcement.id);
  });
});

test.describe('navbar', () => {
  test('links to the repository, the community and the console', async ({docPage}) => {
    await docPage.goto('/docs/');
    for (const link of Object.values(externalLinks)) {
      await expect(docPage.navbar.locator(`a[href="${link.href}"]`)).toHaveAttribute(
        'target',
        '_blank',
      );
    }
  });

  test('hides while scrolling down and shows again when scrolling up', async ({docPage, page}) => {
    await docPage.goto(longPage);
    expect(await docPage.navbarBottom()).toBeGreaterThan(0);
    await page.mouse.move(600, 400);
    await docPage.scrollInSteps(150, 5);
    await expect.poll(() => docPage.navbarBottom()).toBeLessThanOrEqual(0);
    await docPage.scrollInSteps(-100, 2);
    await expect.poll(() => docPage.navbarBottom()).toBeGreaterThan(0);
  });

  test('locale dropdown entries keep the path, query and hash', async ({docPage}) => {
    await docPage.goto('/docs/troubleshooting/ensurepath?from=test#why-it-happens');
    const english = docPage.navbar.locator('.dropdown a.dropdown__link', {hasText: 'English'});
    await expect(english).toHaveAttribute(
      'href',
      '/docs/troubleshooting/ensurepath?from=test#why-it-happens',
    );
  });
});

test.describe('layout', () => {
  test('the skip link moves focus to the main content', async ({docPage, page}) => {
    await docPage.goto('/docs/troubleshooting/ensurepath');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('doc pages show breadcrumbs', async ({docPage}) => {
    await docPage.goto('/docs/troubleshooting/ensurepath');
    await expect(docPage.breadcrumbs).toBeVisible();
    await expect(docPage.breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute(
      'href',
      '/docs/',
    );
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({docPage, page}) => {
    await docPage.goto('/docs/');
    const headingIds = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
    const tocLinks = await docPage.toc
      .locator('a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(headingIds.length).toBeGreaterThan(3);
    expect(tocLinks).toEqual(headingIds);
    const levels = await page.locator('article .markdown').locator('h3[id]').count();
    expect(levels).toBeGreaterThan(0);
  });

  test('below 996 px the mobile sidebar opens and its dropdown collapses and expands', async ({
    docPage,
    page,
  }) => {
    await page.setViewportSize({width: 800, height: 900});
    await docPage.goto('/docs/troubleshooting/ensurepath');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Command not found'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const dropdown = sidebar.locator('.menu__list-item', {hasText: 'Languages'}).first();
    const toggle = dropdown.locator('.menu__link--sublist').first();
    await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);
    await toggle.click();
    await expect(dropdown).not.toHaveClass(/menu__list-item--collapsed/);
    await toggle.click();
    await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('routes', () => {
  test('.html and index.html are stripped from paths', async ({page}) => {
    await page.goto('/docs/troubleshooting/ensurepath.html');
    expect(new URL(page.url()).pathname).toBe('/docs/troubleshooting/ensurepath');
    await page.goto('/docs/troubleshooting/ensurepath/index.html');
    expect(new URL(page.url()).pathname).toMatch(/^\/docs\/troubleshooting\/ensurepath\/?$/);
    await expect(page.locator('h1')).toHaveText('Fix "abstra: command not found"');
  });

  test('an unknown route shows the not-found page', async ({page}) => {
    const response = await page.goto('/docs/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    // The served HTML carries the same title (tests/build/meta.test.ts).
    await expect(page).toHaveTitle('Page Not Found | Abstra Docs');
  });

  test('a legacy URL printed by the abstra package redirects to its page', async ({page}) => {
    await page.goto('/docs/guides/use-legacy-threads/');
    await page.waitForURL('**/docs/troubleshooting/use-legacy-threads');
    await expect(page.locator('h1')).toContainText('use_legacy_threads');
  });

  test('client navigation scrolls to the hash target', async ({docPage, page}) => {
    await docPage.goto('/docs/');
    await page.locator('article a[href="#git-installation-recommended"]').first().click();
    await expect(page.locator('#git-installation-recommended')).toBeInViewport();
  });
});

test.describe('search entry points', () => {
  for (const [name, open] of [
    [
      'click',
      async (page: import('@playwright/test').Page) =>
        page.locator('.navbar .DocSearch-Button').click(),
    ],
    ['Ctrl+K', async (page: import('@playwright/test').Page) => page.keyboard.press('Control+k')],
    ['Cmd+K', async (page: import('@playwright/test').Page) => page.keyboard.press('Meta+k')],
    ['/', async (page: import('@playwright/test').Page) => page.keyboard.press('/')],
  ] as const) {
    test(`${name} opens the search modal and Escape closes it`, async ({
      docPage,
      searchModal,
      page,
    }) => {
      await docPage.goto('/docs/troubleshooting/ensurepath');
      await open(page);
      await expect(searchModal.dialog).toBeVisible();
      await expect(searchModal.input).toBeFocused();
      await searchModal.close();
      await expect(searchModal.dialog).toBeHidden();
    });
  }

  test('the search page exists at /docs/search', async ({page}) => {
    const response = await page.goto('/docs/search?q=tables');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('input[type="search"]').first()).toHaveValue('tables');
  });
});
