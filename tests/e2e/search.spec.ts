import {test as base, expect, type Page} from '@playwright/test';

/** Holds back the responses to requests matching `url` until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/**
 * Loads the docs root with the main bundle held back, so keys are pressed before React hydrates;
 * returns the function that lets the bundle through.
 */
async function loadBeforeHydration(page: Page): Promise<() => void> {
  const release = await holdBack(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  // Deferred scripts hold DOMContentLoaded back too: wait for the server-rendered button only.
  await page.goto('/docs/', {waitUntil: 'commit'});
  await page.locator('.DocSearch-Button').waitFor({state: 'attached'});
  return release;
}

/** Page object for the DocSearch modal, so specs read as reader steps. */
class SearchModal {
  constructor(readonly page: Page) {}
  input = () => this.page.locator('.DocSearch-Input');
  hits = () => this.page.locator('.DocSearch-Hit');
  async open() {
    await this.page.locator('.DocSearch-Button').click();
    await expect(this.input()).toBeVisible();
  }
  async type(query: string) {
    await this.input().fill(query);
  }
  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.input()).toBeHidden();
  }
}

const test = base.extend<{modal: SearchModal; dialogs: string[]; indexRequests: string[]}>({
  // Every non-local request is blocked; alert/confirm dialogs are recorded (they must never happen).
  dialogs: async ({page}, use) => {
    const dialogs: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await use(dialogs);
  },
  indexRequests: async ({page}, use) => {
    const urls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search/')) urls.push(r.url());
    });
    await use(urls);
  },
  page: async ({page}, use) => {
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      return url.hostname === 'localhost' || url.hostname === '127.0.0.1'
        ? route.continue()
        : route.abort();
    });
    await use(page);
  },
  modal: async ({page}, use) => {
    await use(new SearchModal(page));
  },
});

/** Resolves once the page has loaded and the browser has run the idle callbacks queued so far. */
async function afterIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The SearchBar's effects have run (its last one sets this attribute), so its
  // idle callback is queued; idle callbacks run in order, so one queued now runs after it.
  await page.locator('html[data-search-mode]').waitFor({state: 'attached'});
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))),
  );
}

test.describe('search modal (embedded index)', () => {
  test('loads nothing for search before load; when idle, runs the modal chunk and starts the worker on the hashed gzip index', async ({
    page,
    indexRequests,
  }) => {
    const beforeLoad: string[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('request', (r) => {
      const url = r.url();
      if (!loaded && (url.includes('/search/') || /docsearch-modal/.test(url)))
        beforeLoad.push(url);
    });
    await page.goto('/docs/');
    await afterIdle(page);
    expect(beforeLoad).toEqual([]);
    // The modal's chunk is downloaded and run as a script (no modal yet), the worker fetched the index.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some(
              (e) =>
                /\/docsearch-modal\.[0-9a-f]+\.js$/.test(e.name) &&
                (e as PerformanceResourceTiming).initiatorType === 'script',
            ),
        ),
      )
      .toBe(true);
    await expect
      .poll(() => indexRequests.some((u) => /\/search\/index\.[0-9a-f]{12}\.json\.gz$/.test(u)))
      .toBe(true);
    // Readers' words too, once the first letters are warm, so a first word does not wait for them.
    await expect
      .poll(() => indexRequests.some((u) => /\/search\/readers\.[0-9a-f]{12}\.json\.gz$/.test(u)))
      .toBe(true);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // Everything but the tiny manifest is content-hashed and gzip (long-cacheable).
    for (const url of indexRequests) {
      expect(url).toMatch(
        /\/search\/(manifest\.json|(index|shard|fragment|readers)\.[0-9a-f]{12}\.json\.gz)$/,
      );
    }
  });

  test('while idle, draws a hidden copy of a hit of each kind for two frames, then removes it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: Array<Record<string, unknown>> = [];
      (window as unknown as {warmUp: unknown}).warmUp = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof HTMLElement) || !node.hasAttribute('data-search-warm-up'))
              continue;
            const box = node.getBoundingClientRect();
            seen.push({
              added: performance.now(),
              hidden: getComputedStyle(node).visibility,
              ariaHidden: node.getAttribute('aria-hidden'),
              right: box.right,
              masks: Array.from(
                node.querySelectorAll('[data-type], [data-tree], .DocSearch-Hit-Select-Icon'),
              )
                .map((el) => getComputedStyle(el).maskImage)
                .sort(),
              readerClasses: node.querySelectorAll('.DocSearch-Hit, .DocSearch-Modal').length,
            });
          }
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof HTMLElement && node.hasAttribute('data-search-warm-up'))
              seen.push({removed: performance.now()});
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/docs/');
    await afterIdle(page);
    const seen = () =>
      page.evaluate(() => (window as unknown as {warmUp: Array<Record<string, unknown>>}).warmUp);
    await expect.poll(async () => (await seen()).length).toBe(2);
    const [added, removed] = (await seen()) as [
      {
        added: number;
        hidden: string;
        ariaHidden: string;
        right: number;
        masks: string[];
        readerClasses: number;
      },
      {removed: number},
    ];
    expect(added).toMatchObject({hidden: 'hidden', ariaHidden: 'true', readerClasses: 0});
    expect(added.right).toBeLessThan(0);
    // Six images of styles.css: three kinds, two tree ends, the arrow (on each hit).
    expect(new Set(added.masks).size).toBe(6);
    for (const mask of added.masks) expect(mask).toMatch(/^url\("data:image\/svg\+xml/);
    expect(removed.removed - added.added).toBeLessThan(1000);
    await expect(page.locator('[data-search-warm-up]')).toHaveCount(0);
  });

  test('with Save-Data, loads nothing for search until the reader shows intent', async ({
    page,
    indexRequests,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {saveData: true, effectiveType: '4g'},
      }),
    );
    const modalChunk: string[] = [];
    page.on('request', (r) => {
      if (/docsearch-modal/.test(r.url())) modalChunk.push(r.url());
    });
    await page.goto('/docs/');
    await afterIdle(page);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    expect(modalChunk).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect
      .poll(() => indexRequests.some((u) => /\/search\/index\.[0-9a-f]{12}\.json\.gz$/.test(u)))
      .toBe(true);
  });

  test('typing before the idle preload has the index still answers correctly', async ({
    page,
    modal,
  }) => {
    // The main index is held back until the query is typed.
    const release = await holdBack(page, /\/search\/index\.[0-9a-f]{12}\.json\.gz$/);
    await page.goto('/docs/');
    await modal.open();
    await modal.type('ensurepath');
    await expect(modal.hits()).toHaveCount(0);
    release();
    await expect(modal.hits().first()).toContainText(/ensurepath|command not found/i);
  });

  test('finds the troubleshooting page, grouped and highlighted, and navigates', async ({
    page,
    modal,
  }) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.type('command not found');
    const first = modal.hits().first();
    await expect(first).toContainText('command not found');
    await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
    await expect(first.locator('mark').first()).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/docs\/troubleshooting\/ensurepath/);
    await expect(page.locator('h1')).toContainText('command not found');
  });

  test('finds identifiers by parts and whole, with a typo, as you type', async ({page, modal}) => {
    await page.goto('/docs/');
    await modal.open();
    for (const query of ['use_legacy_threads', 'legacy thread', 'use_leg', 'legacy threds']) {
      await modal.type(query);
      await expect(modal.hits().first().locator('a')).toHaveAttribute('href', /use-legacy-threads/);
    }
  });

  test('shows grouped hits (section headers) with at most 5 hits per group', async ({
    page,
    modal,
  }) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.type('abstra');
    await expect(modal.hits().first()).toBeVisible();
    const sources = page.locator('.DocSearch-Hit-source');
    expect(await sources.count()).toBeGreaterThan(1);
    for (const list of await page.locator('.DocSearch-Hits ul').all()) {
      // A group lists its lvl1 hits and their children; page groups are capped at 5 per lvl0 group.
      expect(await list.locator(':scope > li').count()).toBeLessThanOrEqual(5);
    }
  });

  test('hits draw their icons (kind, tree, select arrow) without SVG elements', async ({
    page,
    modal,
  }) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.type('send email');
    await expect(page.locator('.DocSearch-Hit-Tree').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hits svg')).toHaveCount(0);
    const kinds = new Set<string>();
    for (const icon of await page.locator('.DocSearch-Hit-icon').all()) {
      kinds.add((await icon.getAttribute('data-type'))!);
      expect(await icon.boundingBox()).toMatchObject({width: 20, height: 20});
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['content', 'lvl1', 'lvl2']));
    expect((await page.locator('.DocSearch-Hit-Tree').first().boundingBox())?.width).toBe(24);
    const selected = page.locator(
      '.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-Select-Icon',
    );
    await expect(selected).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-Select-Icon:visible')).toHaveCount(1);
    // Each shape is drawn: the element's pixels change when its fill is taken away.
    for (const shape of [
      page.locator('.DocSearch-Hit-icon[data-type="lvl1"]').first(),
      page.locator('.DocSearch-Hit-icon[data-type="content"]').first(),
      page.locator('.DocSearch-Hit-Tree').first(),
      selected,
    ]) {
      const drawn = await shape.screenshot();
      await shape.evaluate((el: HTMLElement) => (el.style.backgroundColor = 'transparent'));
      expect(drawn.equals(await shape.screenshot())).toBe(false);
      await shape.evaluate((el: HTMLElement) => (el.style.backgroundColor = ''));
    }
  });

  test('"See all" links to the search page with the query', async ({page, modal}) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.type('PATH');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/See all \d+ results/);
    await seeAll.click();
    await expect(page).toHaveURL(/\/docs\/search\?q=PATH/);
    await expect(page.locator('[role="status"]')).toHaveText(/documents? found/);
  });

  test('typing adds no prefetch tags: "See all" prefetches the search page by its path, once', async ({
    page,
    modal,
  }) => {
    // The count once the idle prefetch queue has drained: the same on two reads 500 ms apart.
    const settledPrefetchTags = async () => {
      let last = -1;
      for (;;) {
        await afterIdle(page);
        const now = await page.locator('head link[rel="prefetch"]').count();
        if (now === last) return now;
        last = now;
        await page.waitForTimeout(500);
      }
    };
    await page.goto('/docs/');
    await modal.open();
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await modal.type('mcp');
    await expect(seeAll).toHaveText(/See all \d+ results/);
    const before = await settledPrefetchTags();
    // Queries with few hits, so the link at the foot of the list is on screen (Docusaurus's
    // <Link> prefetches when it scrolls into view).
    for (const query of ['mcp.j', 'mcp.js', 'mcp.jso', 'mcp.json']) {
      await modal.type(query);
      await expect(seeAll).toHaveAttribute('href', `/docs/search?q=${encodeURIComponent(query)}`);
      await expect(seeAll).toBeInViewport();
    }
    expect(await settledPrefetchTags()).toBe(before);
  });

  test('no-results screen suggests queries', async ({page, modal}) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.type('abstra');
    await expect(modal.hits().first()).toBeVisible();
    await modal.type('zzqxjv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzqxjv"');
    // "Let us know." opens a prefilled issue in the package repository.
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/abstra-app\/abstra-lib\/issues\/new\?title=Docs%20search%3A%20no%20results%20for%20%22zzqxjv%22/,
    );
    // The embedded index is not Algolia's: no "Powered by Algolia" logo.
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    // The suggestions are searched for after the no-results answer, so they may come a little later.
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List-Items button');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    // A suggestion runs that query.
    await suggestions.first().click();
    await expect(modal.hits().first()).toBeVisible();
  });

  test('recent and favourite searches persist and are de-duplicated by objectID', async ({
    page,
    modal,
  }) => {
    await page.goto('/docs/');
    for (let i = 0; i < 2; i++) {
      await modal.open();
      await modal.type('ensurepath');
      await modal.hits().first().click();
      await expect(page).toHaveURL(/ensurepath/);
    }
    await page.reload();
    await modal.open();
    const recent = page.locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(1);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__abstra-docs') ?? '[]'),
    );
    expect(stored).toHaveLength(1);
    // Save it as a favourite: it moves from recent to favourites, still once.
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await page.reload();
    await modal.open();
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
    const favs = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__abstra-docs') ?? '[]'),
    );
    expect(favs).toHaveLength(1);
  });

  test('answers the next keys ahead, with the hits the query gets on its own; not with Save-Data', async ({
    page,
    modal,
  }) => {
    // Three page loads, each waited to idle: 31 to 43 s in CI runs here, near the 60 s limit on a
    // slower machine. The limit bounds a hang; it times nothing.
    test.slow();
    // Records what the page asks the search worker, and the queries it answered ahead.
    await page.addInitScript(() => {
      const seen = {sent: [] as string[], ahead: [] as string[]};
      (window as unknown as {__worker: typeof seen}).__worker = seen;
      const Original = window.Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          this.addEventListener('message', (event: MessageEvent) => {
            const ahead = (event.data as {ahead?: {key: string}}).ahead;
            if (ahead) seen.ahead.push(JSON.parse(ahead.key).requests[0].query);
          });
        }
        override postMessage(message: unknown, options?: unknown): void {
          seen.sent.push((message as {type: string}).type);
          super.postMessage(message, options as StructuredSerializeOptions);
        }
      };
    });
    const worker = () =>
      page.evaluate(
        () => (window as unknown as {__worker: {sent: string[]; ahead: string[]}}).__worker,
      );
    const query = 'ensurepath';
    await page.goto('/docs/');
    await afterIdle(page);
    await modal.open();
    await modal.input().focus();
    // Once idle, the worker answered the first key of every letter with the modal's request.
    await expect.poll(async () => (await worker()).ahead).toContain(query[0]);
    for (let i = 0; i < query.length; i++) {
      await page.keyboard.type(query[i]!);
      // Each next key of this word is among the likeliest ones: wait until it was worked out.
      const next = query.slice(0, i + 2);
      if (i + 1 < query.length)
        await expect.poll(async () => (await worker()).ahead).toContain(next);
    }
    await expect(modal.hits().first()).toContainText(/ensurepath|command not found/i);
    const typed = await modal.hits().allInnerTexts();
    // Every key was answered ahead: the page built the modal's request exactly as DocSearch does.
    expect((await worker()).sent.filter((type) => type === 'search')).toEqual([]);
    expect((await worker()).sent).toContain('ahead');

    // The same query searched at once on a new page load gets the same hits.
    await page.reload();
    await afterIdle(page);
    await modal.open();
    await modal.type(query);
    await expect(modal.hits().first()).toContainText(/ensurepath|command not found/i);
    await expect.poll(() => modal.hits().allInnerTexts()).toEqual(typed);
    expect((await worker()).ahead).not.toContain(query);

    // With Save-Data nothing is worked out ahead: every key is a search.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: {saveData: true, effectiveType: '4g'},
      }),
    );
    await page.reload();
    await page.waitForLoadState('load');
    await modal.open();
    await modal.input().focus();
    for (const key of 'tabl') {
      await page.keyboard.type(key);
      await expect(modal.hits().first()).toBeVisible();
    }
    await page.waitForTimeout(300);
    const saving = await worker();
    expect(saving.sent).not.toContain('ahead');
    expect(saving.ahead).toEqual([]);
    expect(saving.sent.filter((type) => type === 'search').length).toBeGreaterThanOrEqual(1);
  });

  test('cuts the query at 64 characters', async ({page, modal}) => {
    await page.goto('/docs/');
    await modal.open();
    await modal.input().focus();
    await page.keyboard.type('q'.repeat(70));
    await expect(modal.input()).toHaveValue('q'.repeat(64));
    await expect(modal.input()).toHaveAttribute('maxlength', '64');
    // The engine searched the 64-character query, not the 70 keys typed.
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toContainText(
      `"${'q'.repeat(64)}"`,
    );
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).not.toContainText(
      'q'.repeat(65),
    );
    // Pasted text is cut as well.
    await modal.input().fill('');
    await page.keyboard.insertText('b'.repeat(100));
    await expect(modal.input()).toHaveValue('b'.repeat(64));
  });

  test('shows the error state when the index cannot be fetched, and recovers on the next query', async ({
    page,
    modal,
  }) => {
    let fail = true;
    await page.route(/\/search\/(manifest|index\.)/, (route) =>
      fail ? route.abort('failed') : route.fallback(),
    );
    await page.goto('/docs/');
    await modal.open();
    await modal.type('ensurepath');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(
      'You might want to check your network connection.',
    );
    fail = false;
    await modal.type('ensurepath ');
    await expect(modal.hits().first()).toContainText(/ensurepath|command not found/i);
  });

  test('hostile queries render as text and never execute or crash', async ({
    page,
    modal,
    dialogs,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/docs/');
    await modal.open();
    // Answers alternate, none then hits, so a query's hits cannot be the previous query's. The
    // HtmlOutput page quotes `<img src=x onerror=...>`, so that query has hits.
    const hostile: Array<[string, 'hits' | 'none']> = [
      ['.*+?^${}()|[]\\', 'none'],
      ['<img src=x onerror=alert(1)>', 'hits'],
      ['x'.repeat(10_000), 'none'],
      ['שלום abstra مرحبا', 'hits'],
      ['\ud800', 'none'],
      ['<script>alert(1)</script>', 'hits'],
      // Words that match nothing, and a tag: the no-results screen echoes it as text.
      ['"><qqzzxx>', 'none'],
      ['🐍 abstra 🚀', 'hits'],
      ['<qqzzxx/>', 'none'],
      ['"><svg onload=alert(1)>', 'hits'],
    ];
    const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title');
    const injected = page.locator(
      'img[src="x"], .DocSearch-Modal script, .DocSearch-Modal svg[onload], .DocSearch-Modal qqzzxx',
    );
    // Each query is answered before the next: with hits, or with the no-results screen echoing
    // the query (cut to 64 characters) as text.
    for (const [q, answer] of hostile) {
      await modal.type(q);
      const value = await modal.input().inputValue();
      expect(value.length, q.slice(0, 20)).toBeLessThanOrEqual(64);
      if (answer === 'hits') {
        await expect(noResults).toHaveCount(0);
        await expect(modal.hits().first()).toBeVisible();
      } else {
        await expect(noResults).toHaveText(`No results for "${value}"`);
      }
      await expect(injected).toHaveCount(0);
    }
    // Still works afterwards.
    await modal.type('ensurepath');
    await expect(modal.hits().first()).toBeVisible();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('search modal: keyboard before hydration, no preconnect', () => {
  test('a query typed right after Ctrl+K while the modal loads keeps every key', async ({
    page,
    modal,
  }) => {
    // Hold the modal's chunk back, so every key of the query is typed before the modal exists.
    const release = await holdBack(page, /\/assets\/js\/docsearch-modal\.[0-9a-f]+\.js$/);
    await page.goto('/docs/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('ensurepaht');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('th');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    release();
    await expect(modal.input()).toHaveValue('ensurepath');
    await expect(modal.input()).toBeFocused();
    await expect(modal.hits().first()).toContainText(/ensurepath|command not found/i);
    // Keys typed once the modal is there go to its input as usual.
    await page.keyboard.type(' fix');
    await expect(modal.input()).toHaveValue('ensurepath fix');
  });

  for (const [name, key] of [
    ['Ctrl+K', 'Control+k'],
    ['/', '/'],
  ] as const) {
    test(`${name} pressed before the page is interactive opens the modal once it is`, async ({
      page,
      modal,
    }) => {
      const release = await loadBeforeHydration(page);
      expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
      await page.keyboard.press(key);
      release();
      await expect(modal.input()).toBeVisible();
      await expect(modal.input()).toBeFocused();
      // Opened once, and the shortcut typed nothing into the field.
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(1);
      await expect(modal.input()).toHaveValue('');
    });
  }

  test('a query typed after Ctrl+K before the page is interactive reaches the modal', async ({
    page,
    modal,
  }) => {
    const release = await loadBeforeHydration(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tabsl');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('les');
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    await expect(modal.input()).toHaveValue('tables');
    await expect(modal.input()).toBeFocused();
    await expect(modal.hits().first()).toBeVisible();
  });

  test('embedded mode sends no preconnect or request to Algolia', async ({page, modal}) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (/algolia/i.test(new URL(r.url()).hostname)) external.push(r.url());
    });
    await page.goto('/docs/');
    expect(await page.locator('link[rel="preconnect"]').count()).toBe(0);
    await modal.open();
    await modal.type('ensurepath');
    await expect(modal.hits().first()).toBeVisible();
    expect(external).toEqual([]);
  });
});

test.describe('search page', () => {
  test('cuts q at 64 characters in the input, the title and the heading', async ({page}) => {
    const long = `ensurepath ${'x'.repeat(10_000)}`;
    await page.goto(`/docs/search?q=${encodeURIComponent(long)}`);
    const input = page.getByRole('searchbox', {name: 'Search'});
    await expect(input).toHaveValue(long.slice(0, 64));
    await expect(page.locator('h1')).toHaveText(`Search results for "${long.slice(0, 64)}"`);
    expect((await page.title()).length).toBeLessThan(64 + 60);
    await expect(page.locator('[role="status"]')).toHaveText(/No results were found|found/);
    await input.fill('y'.repeat(100));
    await expect(input).toHaveValue('y'.repeat(64));
  });

  test('keeps q on a slow machine, where the renders after hydration come late', async ({page}) => {
    // Every task React schedules runs 600 ms late, longer than the 400 ms debounce: as on a slow
    // CPU under load, the render that gives the input the value of q comes after the debounce.
    // The input must not write its first, empty value back to the URL then.
    await page.addInitScript(() => {
      const Native = window.MessageChannel;
      window.MessageChannel = class extends Native {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => void setTimeout(() => post(message), 600);
        }
      };
    });
    const long = `ensurepath ${'x'.repeat(10_000)}`;
    await page.goto(`/docs/search?q=${encodeURIComponent(long)}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const input = page.getByRole('searchbox', {name: 'Search'});
    await expect(input).toHaveValue(long.slice(0, 64));
    await expect(page.locator('[role="status"]')).toHaveText(/No results were found|found/);
    // Past the debounce and several late renders, q is still in the input and the URL.
    await page.waitForTimeout(2_000);
    await expect(input).toHaveValue(long.slice(0, 64));
    expect(new URL(page.url()).searchParams.get('q')).toBe(long);
    // Typing still reaches the URL after the debounce.
    await input.fill('tables');
    await expect(page).toHaveURL(/\?q=tables$/);
  });

  test('results pages are not indexed; the bare page is, and stays out of the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/docs/search?q=tables');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    // Typing on the page keeps it a results page; clearing the query makes it the bare page again.
    const input = page.getByRole('searchbox', {name: 'Search'});
    await input.fill('');
    await expect(page).toHaveURL(/\/docs\/search$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.goto('/docs/search');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const html = await (await request.get('/docs/search')).text();
    expect(html).not.toMatch(/name="?robots/);
    const sitemap = await (await request.get('/docs/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/\/docs\/search<\/loc>/);
  });

  test('q parameter runs the search, groups by page, announces the count', async ({page}) => {
    await page.goto('/docs/search?q=legacy%20threads');
    const status = page.locator('[role="status"][aria-live="polite"]');
    await expect(status).toHaveText(/\d+ documents found|One document found/);
    const groups = page.locator('[data-search-result-group]');
    await expect(groups.first()).toHaveAttribute('data-search-result-group', /use-legacy-threads/);
    const urls = await groups.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-search-result-group')),
    );
    expect(new Set(urls).size).toBe(urls.length);
    await expect(groups.first().locator('mark').first()).toBeVisible();
  });

  test('typing updates the shareable URL after the debounce, and is keyboard reachable', async ({
    page,
  }) => {
    await page.goto('/docs/search');
    const input = page.getByRole('searchbox', {name: 'Search'});
    await expect(input).toBeFocused();
    await input.pressSequentially('ensurepath');
    await expect(page).toHaveURL(/q=ensurepath/);
    // On a loaded machine the debounce can run between two keys: the results of a shorter query
    // are then on screen while the word's own are on their way, and the link Tab reaches can be
    // replaced. Wait for the word's results (its best page first) before pressing Tab.
    await expect(page.locator('h1')).toHaveText('Search results for "ensurepath"');
    await expect(page.locator('[role="status"]')).toHaveAttribute('data-search-status', 'done');
    await expect(page.locator('[data-search-result-group]').first()).toHaveAttribute(
      'data-search-result-group',
      /\/troubleshooting\/ensurepath$/,
    );
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-search-result-group] a').first()).toBeFocused();
  });

  test('hostile q renders as text', async ({page, dialogs}) => {
    await page.goto(`/docs/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.locator('h1')).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('[role="status"]')).toHaveText(
      /No results were found|documents? found/,
    );
    expect(await page.locator('main img[src="x"], .container img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('error state when the index fails, recovery on the next query', async ({page}) => {
    let fail = true;
    await page.route(/\/search\/(manifest|index\.)/, (route) =>
      fail ? route.abort('failed') : route.fallback(),
    );
    await page.goto('/docs/search?q=ensurepath');
    await expect(page.locator('[data-search-error]')).toContainText('Unable to fetch results');
    fail = false;
    await page.getByRole('searchbox', {name: 'Search'}).fill('ensurepath abstra');
    await expect(page.locator('[data-search-result-group]').first()).toBeVisible();
  });
});
