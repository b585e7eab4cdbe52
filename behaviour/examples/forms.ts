/**
 * Runs a form example in Chromium: opens the form in the package's bundled player, fills in each
 * page as the fixture says a person does, clicks Next, and waits for the run to end.
 */
import {writeFileSync} from 'node:fs';
import type {Browser, Locator, Page} from 'playwright-core';
import {enter, Frames, upload} from '../forms/run';
import type {Runtime} from '../runtime';
import {runLog} from './log';
import type {ExampleFixture, FormStep} from './types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Execution {
  id: string;
  status: string;
}

async function executions(runtime: Runtime, stageId: string): Promise<Execution[]> {
  const res = await fetch(`${runtime.baseUrl}/_editor/api/executions/?stageId=${stageId}&limit=5`);
  return ((await res.json()) as {executions: Execution[]}).executions;
}

/**
 * Waits until the page function has answered the last thing the browser sent (the answer carries
 * its `seq`; at most 30 s), then until no message has crossed the form's websocket for `ms` (at
 * most 8 s). The player applies only the answer to what it sent last, and ignores Next while the
 * page shows an earlier answer's errors; on a loaded machine the answers come seconds apart, so a
 * quiet period alone can end before the last one.
 */
async function quiet(frames: Frames, ms = 400): Promise<void> {
  await sleep(50);
  await frames.answered(30_000);
  const deadline = Date.now() + 8000;
  while (Date.now() - frames.last < ms && Date.now() < deadline) await sleep(25);
}

async function act(page: Page, widget: Locator, step: FormStep, frames: Frames) {
  if (step.type) {
    // On a loaded machine a re-render can land between keystrokes and drop some of them: check
    // what the field holds (letters and digits; a currency field shows 48900 as 489.00), and type
    // it again if it lost any.
    const field = widget.locator('input:not([type=hidden]):not([type=file]), textarea').first();
    const wanted = step.type.text.replace(/[^\p{L}\p{N}]/gu, '');
    const holds = async () =>
      ((await field.inputValue().catch(() => '')) ?? '').replace(/[^\p{L}\p{N}]/gu, '') === wanted;
    for (let attempt = 1; ; attempt++) {
      await enter(page, widget, step.type.widget, step.type.text);
      await quiet(frames);
      // A late answer to the first keystrokes can re-render the field after it looked right: look
      // again once the websocket has been quiet for longer.
      if (await holds()) {
        await quiet(frames, 800);
        if (await holds()) break;
      }
      if (attempt === 4) break;
      await field.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await quiet(frames);
    }
  }
  for (const text of step.click ?? []) {
    await widget.getByText(text, {exact: true}).first().click({timeout: 5000});
    await quiet(frames);
  }
  for (const option of step.choose ?? []) {
    await widget
      .locator('.p-autocomplete-dropdown, .p-dropdown-trigger')
      .first()
      .click({timeout: 5000});
    await page.locator('[role=option]').filter({hasText: option}).first().click({timeout: 5000});
    await quiet(frames);
  }
  if (step.upload) {
    await upload(
      page,
      widget,
      step.upload.map((file) => ({
        name: file.name,
        mimeType: file.name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        buffer: Buffer.alloc(file.bytes, 0x5a),
      })),
    );
    await quiet(frames);
  }
  if (step.frameClick) {
    await widget.frameLocator('iframe').getByText(step.frameClick).click({timeout: 5000});
  }
  for (const selector of step.select ?? []) {
    await widget.locator(selector).first().click({timeout: 5000});
    await quiet(frames);
  }
}

const navigations = (frames: Frames) =>
  frames.sentTexts.filter((text) => text.includes('"form:navigation"')).length;

/**
 * Clicks Next until the browser sends the navigation. The player ignores a click while the page
 * holds an error, and on a loaded machine the page function's answer to the last keystroke (which
 * clears the error) can arrive after the click: the click is then dropped, and a person would click
 * again. A click that was sent is never repeated.
 */
async function clickNext(page: Page, frames: Frames, n: number, seen: () => string): Promise<void> {
  const before = navigations(frames);
  const next = page.locator('.next-button').first();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await next.click({timeout: 5000}).catch((error: unknown) => {
      throw new Error(`page ${n + 1}: no Next button (${String(error).split('\n')[0]})`);
    });
    const deadline = Date.now() + 2000;
    while (navigations(frames) === before && Date.now() < deadline) await sleep(50);
    if (navigations(frames) > before) {
      await quiet(frames);
      return;
    }
    await quiet(frames, 1000);
  }
  const shown = await page
    .locator('body')
    .innerText()
    .catch(() => '');
  throw new Error(
    `page ${n + 1}: Next was clicked 5 times and the browser sent no navigation; the page shows:\n${shown.slice(0, 800)}\n${seen()}`,
  );
}

export async function runForm(
  browser: Browser,
  runtime: Runtime,
  stageId: string,
  fixture: ExampleFixture,
): Promise<{executionId: string; stdout: string; url: string; link: string; log: string}> {
  const before = new Set((await executions(runtime, stageId)).map((e) => e.id));
  // The viewport of a common laptop screen, which the execute_js example prints.
  const context = await browser.newContext({viewport: {width: 1440, height: 900}});
  // Addresses outside the editor (a redirect's target) answer with an empty page: the machine has
  // no network, and the test is where the browser goes, not what is there.
  await context.route(
    (url) => !url.href.startsWith(runtime.baseUrl),
    (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<title>outside</title>'}),
  );
  const page = await context.newPage();
  const frames = new Frames();
  frames.attach(page);
  // What a broken run is reported with: the page's address, its script errors and the form's
  // websocket closing, and the last messages each way.
  const events: string[] = [];
  page.on('pageerror', (error) => events.push(`script error: ${String(error).slice(0, 300)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') events.push(`console error: ${message.text().slice(0, 300)}`);
  });
  page.on('websocket', (ws) => ws.on('close', () => events.push(`websocket closed: ${ws.url()}`)));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) events.push(`went to ${frame.url()}`);
  });
  const seen = () =>
    [
      `address: ${page.url()}`,
      `last seq sent ${frames.seqSent}, last answered ${frames.seqAnswered}`,
      ...events.slice(-12),
      ...frames.sentTexts.slice(-3).map((text) => `sent: ${text.slice(0, 300)}`),
      ...frames.texts.slice(-3).map((text) => `received: ${text.slice(0, 700)}`),
    ].join('\n');
  let link = '';
  try {
    await page.goto(`${runtime.baseUrl}/${stageId}`);
    for (const [n, steps] of (fixture.pages ?? []).entries()) {
      await page.locator('.form-wrapper .widget').first().waitFor({timeout: 20_000});
      await quiet(frames);
      for (const step of steps) {
        const widget = (
          step.item === undefined
            ? page.locator('.form-wrapper .widget')
            : page.locator('.form-wrapper .list-item').nth(step.item).locator('.list-widget')
        )
          .filter({hasText: step.label})
          .first();
        await act(page, widget, step, frames).catch(async (error: unknown) => {
          if (process.env.EXAMPLES_SCREENSHOTS) {
            const html = await page
              .locator('.form-wrapper')
              .evaluate((el) => el.outerHTML)
              .catch(() => '');
            writeFileSync(`${process.env.EXAMPLES_SCREENSHOTS}/${stageId}.html`, html);
          }
          throw new Error(`page ${n + 1}, "${step.label}": ${String(error).split('\n')[0]}`);
        });
        await quiet(frames);
      }
      if (fixture.compare === 'link') {
        link = (await page.locator('.form-wrapper a[href]').first().getAttribute('href')) ?? '';
      }
      // Let the last keystrokes reach the server and the page function run on them.
      await quiet(frames, 700);
      await clickNext(page, frames, n, seen);
    }
    const deadline = Date.now() + 30_000;
    let run: Execution | undefined;
    while (Date.now() < deadline) {
      run = (await executions(runtime, stageId)).find((e) => !before.has(e.id));
      if (run && !['running', 'queued', 'pending'].includes(run.status)) break;
      await sleep(200);
    }
    if (!run) throw new Error(`the form ${stageId} started no run`);
    if (['running', 'queued', 'pending'].includes(run.status)) {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '');
      throw new Error(
        `the form's run was still ${run.status} 30 s after the last Next; the page shows:\n${shown.slice(0, 800)}`,
      );
    }
    if (fixture.compare === 'url') {
      // A redirect reaches the browser after the run ends: wait for it to leave the form.
      await page
        .waitForURL((url) => !url.href.startsWith(runtime.baseUrl), {timeout: 15_000})
        .catch(() => undefined);
    }
    await page.waitForLoadState('load').catch(() => undefined);
    return {
      executionId: run.id,
      stdout: await runLog(runtime, run.id, fixture.stream ?? 'stdout'),
      url: page.url(),
      link,
      log: `run ${run.status}; log:\n${await runLog(runtime, run.id, 'terminal')}`,
    };
  } finally {
    await context.close();
  }
}
