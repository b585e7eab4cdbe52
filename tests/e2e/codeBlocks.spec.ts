import {expect, test} from './fixtures';

/** src/pages/tests/code-blocks.mdx: a titled Python block with line 2 highlighted, and a text block. */
const fixture = '/docs/tests/code-blocks';

test.describe('code blocks (highlighted at build time)', () => {
  test('arrive highlighted in the HTML, with the title and the highlighted line', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(fixture)).text();
    expect(html).toContain('<span class="token keyword">def</span>');
    expect(html).not.toContain('token-line');
    await page.goto(fixture);
    const block = page.locator('.theme-code-block').first();
    await expect(block.getByText('fixture.py', {exact: true})).toBeVisible();
    await expect(block.locator('.theme-code-block-highlighted-line')).toHaveText(
      '    return f"Hello, {name}"',
    );
    await expect(page.locator('.theme-code-block').nth(1).locator('code')).toHaveText(
      'plain <text> & more',
    );
  });

  test('take the colours of the light and the dark theme', async ({docPage, page}) => {
    await docPage.goto(fixture);
    const keyword = page.locator('.theme-code-block .token.keyword').first();
    const colours = async () => ({
      token: await keyword.evaluate((el) => getComputedStyle(el).color),
      background: await page
        .locator('.theme-code-block pre')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    });
    const light = await colours();
    await docPage.toggleColorMode();
    expect(await docPage.theme()).toBe('dark');
    const dark = await colours();
    expect(dark.token).not.toBe(light.token);
    expect(dark.background).not.toBe(light.background);
  });

  test('copy their code with the copy button', async ({
    docPage,
    page,
    context,
    consoleProblems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await docPage.goto(fixture);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await button.click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'def greet(name: str) -> str:\n    return f"Hello, {name}"',
    );
    expect(consoleProblems).toEqual([]);
  });
});
