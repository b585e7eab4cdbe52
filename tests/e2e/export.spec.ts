import {test, expect} from './fixtures';

const PAGE = '/docs/tools/tables/reference/select';
const TWIN = '/docs/tools/tables/reference/select.md';

test.describe('Markdown export', () => {
  test('links each doc page to its Markdown twin in the head', async ({page, docPage}) => {
    await docPage.goto(PAGE);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      TWIN,
    );
  });

  test('"Copy as Markdown" puts the twin on the clipboard', async ({
    page,
    context,
    docPage,
    baseURL,
    consoleProblems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL!});
    await docPage.goto(PAGE);
    const expected = await (await page.request.get(TWIN)).text();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await page.getByRole('menuitem', {name: 'Copy as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected).toMatch(/^---\ntitle: select\n/);
    expect(consoleProblems).toEqual([]);
  });

  test('the menu works from the keyboard', async ({page, docPage}) => {
    await docPage.goto(PAGE);
    const button = page.getByRole('button', {name: 'Copy page'});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('"View as Markdown" and the chat assistants link to the twin', async ({
    page,
    docPage,
    request,
  }) => {
    await docPage.goto(PAGE);
    await page.getByRole('button', {name: 'Copy page'}).click();
    const view = page.getByRole('menuitem', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', TWIN);
    const response = await request.get(TWIN);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const claude = await page.getByRole('menuitem', {name: 'Open in Claude'}).getAttribute('href');
    const prompt = new URL(claude!).searchParams.get('q');
    expect(prompt).toMatch(/^Read https?:\/\/\S+\/docs\/tools\/tables\/reference\/select\.md /);
    const chatgpt = await page
      .getByRole('menuitem', {name: 'Open in ChatGPT'})
      .getAttribute('href');
    expect(new URL(chatgpt!).searchParams.get('q')).toBe(prompt);
  });

  test('the preview server answers Accept: text/markdown with the twin', async ({request}) => {
    for (const [route, twin] of [
      [PAGE, TWIN],
      ['/docs/tools/tables/', '/docs/tools/tables.md'],
      ['/docs/', '/docs/index.md'],
    ]) {
      const md = await request.get(route!, {headers: {accept: 'text/markdown'}});
      expect(md.status()).toBe(200);
      expect(md.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      // The twin may go out compressed, so Accept-Encoding can be listed too.
      expect(md.headers()['vary']?.split(/,\s*/)).toContain('Accept');
      expect(await md.text()).toBe(await (await request.get(twin!)).text());
      const html = await request.get(route!, {headers: {accept: 'text/html'}});
      expect(html.headers()['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  test('llms.txt is served', async ({request}) => {
    const response = await request.get('/docs/llms.txt');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Abstra Docs\n/);
  });
});
