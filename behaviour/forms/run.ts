/**
 * Drives the bundled player in Chromium through the form scenarios and returns what it observed.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, BrowserContext, Locator, Page, WebSocket} from 'playwright-core';
import {pythonBin, type Runtime} from '../runtime';
import {widgets} from './catalog';
import {collectFacts, diffFacts} from './facts';
import type {FormPlan, LifecycleScenario, ParamsScenario} from './scenarios';

// The data file's shapes are declared once, by the plugin that renders them.
export type {
  LifecycleResult,
  ParamEffect,
  PythonValue,
  StepObservation,
} from '../../plugins/widget-behaviour/server/types';
import type {
  LifecycleResult,
  ParamEffect,
  PythonValue,
  StepObservation,
} from '../../plugins/widget-behaviour/server/types';

/** Facts that are something a person can act on: a field, a button, a filter or search control. */
const CONTROL = /^(input|textarea|select|button)\b|\[role=(?!presentation)|filter|search/;

export interface WidgetParams {
  baseline: {box: string; main: string; controls: string[]; sizeNotRecorded?: string};
  params: Record<string, ParamEffect>;
  /** Other values of the required arguments, diffed against the baseline. */
  variants?: Record<string, {args: string; changes: string[]}>;
}

/** The `seq` field of a websocket message (of the given type, when one is given), if it has one. */
function seqOf(text: string, type?: string): number | null {
  if (!text.includes('"seq"')) return null;
  try {
    const message = JSON.parse(text) as {seq?: unknown; type?: unknown};
    if (type !== undefined && message.type !== type) return null;
    return typeof message.seq === 'number' ? message.seq : null;
  } catch {
    return null;
  }
}

export class Frames {
  texts: string[] = [];
  /** What the browser sent, as text: `form:input` and `form:navigation` messages. */
  sentTexts: string[] = [];
  sent = 0;
  received = 0;
  last = Date.now();
  lastSent = 0;
  lastReceived = 0;
  /**
   * The `seq` of the last `form:input` the browser sent, and the highest `seq` an answer carried.
   * The player numbers what it sends and applies only the render whose `seq` is its last: until
   * that answer comes, the page keeps the errors of an earlier render and ignores Next. (The last
   * page's navigation is answered by the end of the run, which carries none.)
   */
  seqSent = 0;
  seqAnswered = 0;
  /**
   * Waits until the page function has answered the last `form:input` the browser sent (its
   * `seq`), at most `limitMs`; says whether it did. The player shows only that answer, and until
   * it comes the page keeps an earlier one's errors and ignores Next. On a loaded machine the
   * answers come seconds apart, so a quiet period alone can end before the last one: a CI run
   * (24416a9) read no message under EmailInput after its blur, twice, where every other run
   * reads "This email is invalid.".
   */
  async answered(limitMs: number): Promise<boolean> {
    const by = Date.now() + limitMs;
    while (this.seqAnswered < this.seqSent && Date.now() < by) await sleep(25);
    return this.seqAnswered >= this.seqSent;
  }
  attach(page: Page) {
    page.on('websocket', (ws: WebSocket) => {
      ws.on('framereceived', (frame) => {
        this.last = Date.now();
        this.lastReceived = this.last;
        this.received++;
        if (typeof frame.payload === 'string') {
          this.texts.push(frame.payload);
          const seq = seqOf(frame.payload);
          if (seq !== null) this.seqAnswered = Math.max(this.seqAnswered, seq);
        }
      });
      ws.on('framesent', (frame) => {
        // The player sends a heartbeat every 2 s, which is never answered: counted, it made a
        // step that sent nothing wait out the time limit for an answer.
        if (typeof frame.payload === 'string' && frame.payload.includes('"execution:heartbeat"'))
          return;
        if (typeof frame.payload === 'string') {
          this.sentTexts.push(frame.payload);
          const seq = seqOf(frame.payload, 'form:input');
          if (seq !== null) this.seqSent = Math.max(this.seqSent, seq);
        }
        this.last = Date.now();
        this.lastSent = this.last;
        this.sent++;
      });
    });
  }
}

let keysByMessage: Map<string, string[]> | null = null;

/**
 * The player's English messages and their keys, read from the bundled player's own translation
 * table (`i18n_error_required_field:()=>({en:"This field is required.", ...})`): the server's
 * checks send the key, and the browser shows the text.
 */
export function messageKeys(): Map<string, string[]> {
  if (keysByMessage) return keysByMessage;
  keysByMessage = new Map();
  const site = path.dirname(path.dirname(pythonBin()));
  const libs = readdirSync(path.join(site, 'lib')).map((v) => path.join(site, 'lib', v));
  const assets = libs
    .map((lib) => path.join(lib, 'site-packages', 'abstra_statics', 'dist', 'assets'))
    .find((dir) => existsSync(dir));
  if (!assets) throw new Error('abstra_statics/dist/assets was not found in .behaviour-venv');
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(path.join(assets, file), 'utf8');
    for (const m of text.matchAll(/(i18n_[a-z0-9_]+):\(\)=>\(\{en:"((?:[^"\\]|\\.)*)"/g)) {
      const message = JSON.parse(`"${m[2]}"`) as string;
      keysByMessage.set(message, [...(keysByMessage.get(message) ?? []), m[1]]);
    }
  }
  if (!keysByMessage.size) throw new Error(`no translation table found in ${assets}`);
  return keysByMessage;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the server's answer to what the page just sent: when the browser sent a message after
 * `mark` (within 600 ms), waits until a message has come back (at most 8 s) and the last input is
 * answered (`Frames.answered`), then for 250 ms of quiet (at most 2 s) so that a second render
 * lands too. When the browser sent nothing, there is nothing to wait for.
 */
async function settle(frames: Frames, mark: {sent: number; received: number}): Promise<void> {
  const sentBy = Date.now() + 600;
  while (frames.sent === mark.sent && Date.now() < sentBy) await sleep(25);
  if (frames.sent === mark.sent) return;
  const answerBy = Date.now() + 8000;
  while (frames.lastReceived <= frames.lastSent && Date.now() < answerBy) await sleep(25);
  await frames.answered(30_000);
  const quietBy = Date.now() + 2000;
  while (Date.now() - frames.last < 250 && Date.now() < quietBy) await sleep(25);
}

/**
 * Waits until the scenario's log and the websocket have both been still for 700 ms and the last
 * input is answered (at most 8 s).
 */
async function logSettled(file: string, frames: Frames): Promise<void> {
  const deadline = Date.now() + 8000;
  let lines = readLog(file).length;
  let still = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = readLog(file).length;
    if (now !== lines) {
      lines = now;
      still = Date.now();
    }
    if (
      Date.now() - still >= 700 &&
      Date.now() - frames.last >= 700 &&
      frames.seqAnswered >= frames.seqSent
    )
      return;
  }
}

const markOf = (frames: Frames) => ({sent: frames.sent, received: frames.received});

function readLog(file: string): Array<PythonValue & {event: string}> {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PythonValue & {event: string});
}

/**
 * How long a form may take to show its first widget: `first` on the first pass, `patient` on the
 * second look at what failed or drifted (run.ts), one form at a time. In the CI run of `4a3e836`,
 * beside the end-to-end tests at a load average of 15, PlotlyOutput's first render passed 20 s on
 * both passes, three forms at a time. A limit bounds a hang; a form that renders is not slower.
 */
export const FIRST_RENDER_MS = {first: 20_000, patient: 60_000};

async function openForm(
  context: BrowserContext,
  runtime: Runtime,
  id: string,
  firstRenderMs = FIRST_RENDER_MS.first,
) {
  const page = await context.newPage();
  const frames = new Frames();
  frames.attach(page);
  await page.goto(`${runtime.baseUrl}/${id}`);
  await page.locator('.form-wrapper .widget').first().waitFor({timeout: firstRenderMs});
  // The first render is in; let a second one (the page function runs twice) land.
  const quietBy = Date.now() + 2000;
  while (Date.now() - frames.last < 150 && Date.now() < quietBy) await sleep(25);
  return {page, frames};
}

async function field(widget: Locator, selector?: string): Promise<Locator> {
  return widget.locator(selector ?? 'input:not([type=hidden]):not([type=file]), textarea').first();
}

/**
 * Uploads files through the widget's file field. The file goes up over HTTP (PUT /_files) before
 * the widget tells the server: wait for it.
 */
export async function upload(
  page: Page,
  widget: Locator,
  files: Array<{name: string; mimeType: string; buffer: Buffer}>,
): Promise<void> {
  const uploaded = page
    .waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/_files'), {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await widget.locator('input[type=file]').first().setInputFiles(files);
  await uploaded;
}

export async function enter(page: Page, widget: Locator, name: string, sample: string | null) {
  const driver = widgets[name].driver;
  switch (driver.kind) {
    case 'type': {
      const target = await field(widget, driver.selector);
      await target.click({timeout: 5000});
      await target.pressSequentially(sample ?? '', {delay: 20});
      if (name === 'TagInput' || name === 'DateInput' || name === 'TimeInput')
        await page.keyboard.press('Enter');
      return;
    }
    case 'type-each': {
      const parts = (sample ?? '').split('|');
      for (const [i, selector] of driver.selectors.entries()) {
        const target = widget.locator(selector).first();
        await target.click();
        await target.pressSequentially(parts[i] ?? '', {delay: 20});
      }
      return;
    }
    case 'click-text':
      await widget
        .getByText(sample ?? '', {exact: true})
        .first()
        .click({timeout: 5000});
      return;
    case 'select':
      await widget.locator('.p-autocomplete-dropdown').first().click({timeout: 5000});
      await page
        .locator('[role=option]')
        .filter({hasText: sample ?? ''})
        .first()
        .click({timeout: 5000});
      return;
    case 'editor':
      await widget.locator(driver.selector).first().click({timeout: 5000});
      await page.keyboard.type(sample ?? '', {delay: 20});
      return;
    case 'click':
      await widget.locator(driver.selector).first().click({timeout: 5000});
      return;
    case 'keys': {
      await widget.locator(driver.selector).first().focus();
      for (const key of driver.keys) await page.keyboard.press(key);
      return;
    }
    case 'file':
      await upload(page, widget, [
        {name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('harness sample file\n')},
      ]);
      return;
    case 'none':
      return;
  }
}

async function clear(page: Page, widget: Locator, name: string) {
  const driver = widgets[name].driver;
  if (driver.kind === 'type' || driver.kind === 'type-each') {
    const selectors = driver.kind === 'type' ? [driver.selector] : [...driver.selectors].reverse();
    for (const selector of selectors) {
      const target = await field(widget, selector);
      await target.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
    }
  } else if (driver.kind === 'editor') {
    await widget.locator(driver.selector).first().click({timeout: 5000});
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  } else if (driver.kind === 'click' || driver.kind === 'click-text' || driver.kind === 'select') {
    // Clicking the same choice again is how a person takes it back.
    await enter(page, widget, name, widgets[name].sample ?? null);
  }
}

/** Clears the widget's first field and types `text` into it, leaving the other fields as they are. */
async function retype(page: Page, widget: Locator, name: string, text: string) {
  const driver = widgets[name].driver;
  const selector =
    driver.kind === 'type-each'
      ? driver.selectors[0]
      : driver.kind === 'type'
        ? driver.selector
        : undefined;
  const target = await field(widget, selector);
  await target.click({timeout: 5000});
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await target.pressSequentially(text, {delay: 20});
}

/** Message lines under the widget: its text minus the label, the hint and the field's own text. */
async function messages(widget: Locator): Promise<string[]> {
  if (!(await widget.count())) return [];
  const found = await widget.evaluate((root) => {
    const skip = new Set<Element>();
    for (const el of Array.from(
      root.querySelectorAll('.label, .hint, input, textarea, option, .ant-select-selection-item'),
    ))
      skip.add(el);
    const lines: string[] = [];
    for (const el of Array.from(root.querySelectorAll('.error, .errors *, [class*=error]'))) {
      if (Array.from(skip).some((s) => s.contains(el))) continue;
      const text = (el as HTMLElement).innerText?.trim();
      if (text)
        lines.push(
          ...text
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
        );
    }
    return lines;
  });
  return [...new Set(found)];
}

/** The fields whose text the "shown" fact reads. */
const SHOWN_FIELDS =
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea, [contenteditable=true]';

/** The text the widget's fields show (several fields joined with " | "), or undefined. */
async function shownText(widget: Locator): Promise<string | undefined> {
  const values = await widget
    .locator(SHOWN_FIELDS)
    .evaluateAll((els) =>
      els.map((el) =>
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
          ? el.value
          : (el as HTMLElement).innerText,
      ),
    );
  return values.length ? values.join(' | ') : undefined;
}

function normaliseRepr(value: PythonValue | null, dir: string): PythonValue | null {
  if (!value?.repr) return value;
  return {
    ...value,
    repr: value.repr
      .split(dir)
      .join('<project>')
      .replace(/0x[0-9a-f]+/g, '0x…'),
  };
}

export async function runLifecycle(
  browser: BrowserContext,
  runtime: Runtime,
  scenario: LifecycleScenario,
  firstRenderMs?: number,
): Promise<LifecycleResult> {
  const {page, frames} = await openForm(browser, runtime, scenario.id, firstRenderMs);
  const widget = page.locator('.form-wrapper .widget').first();
  const sample = scenario.sample ?? widgets[scenario.widget].sample ?? null;
  const steps: StepObservation[] = [];
  let submitted = false;
  try {
    // The editors (code, rich text) draw themselves after the form renders, and their field
    // (what the "shown" fact reads) exists only then; on a loaded machine the first step came
    // before it.
    const {driver} = widgets[scenario.widget];
    if (driver.kind === 'editor') {
      await widget.locator(driver.selector).first().waitFor({state: 'attached', timeout: 15_000});
      await widget.locator(SHOWN_FIELDS).first().waitFor({state: 'attached', timeout: 15_000});
    }
    for (const step of scenario.steps) {
      const mark = markOf(frames);
      try {
        if (step === 'type') await enter(page, widget, scenario.widget, sample);
        if (step === 'clear') await clear(page, widget, scenario.widget);
        if (step === 'retype') await retype(page, widget, scenario.widget, scenario.retype ?? '');
        // Leaving the field: a click on the empty page margin, as a person would.
        if (step === 'blur') await page.mouse.click(8, 880);
        if (step === 'next') await page.locator('.next-button').first().click({timeout: 5000});
      } catch (error) {
        throw new Error(
          `step "${step}": ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
        );
      }
      // Nothing was done on the "untouched" step: there is no answer to wait for (the form's
      // first renders have landed in openForm).
      if (step !== 'untouched') await settle(frames, mark);
      // After typing, the browser may send the last keys' value a little later (it batches
      // keystrokes): wait until the page function has not run again for 700 ms (at most 8 s).
      if (step === 'type' || step === 'retype' || step === 'clear') {
        await logSettled(runtime.logFile(scenario.id), frames);
      }
      // The player replaces the form with a text when the form ends: its end message after a
      // submit (the script then logs "submitted", a moment later), or an error page.
      const ended = await page.evaluate(
        () =>
          document.querySelector('.form-wrapper > .text')?.firstChild?.textContent?.trim() || null,
      );
      let log = readLog(runtime.logFile(scenario.id));
      const loggedBy = Date.now() + 3000;
      while (ended && !log.some((e) => e.event === 'submitted') && Date.now() < loggedBy) {
        await sleep(50);
        log = readLog(runtime.logFile(scenario.id));
      }
      const last = log.at(-1) ?? null;
      submitted = submitted || log.some((e) => e.event === 'submitted');
      if (!submitted) {
        const failure = ended;
        if (failure) {
          steps.push({
            step,
            python: null,
            submitted: false,
            messages: [],
            fromServer: [],
            formError: failure,
          });
          break;
        }
      }
      const shownMessages = submitted ? [] : await messages(widget);
      // A message the server sent is in a websocket frame, as text or as the key the player
      // translates (i18n_error_required_field); one the browser made is not.
      const serverText = frames.texts.join('\n');
      const shown = submitted ? undefined : await shownText(widget);
      steps.push({
        step,
        python: last
          ? normaliseRepr({repr: last.repr, type: last.type, raises: last.raises}, runtime.dir)
          : null,
        submitted,
        messages: shownMessages,
        fromServer: shownMessages.filter(
          (m) =>
            serverText.includes(JSON.stringify(m).slice(1, -1)) ||
            (messageKeys().get(m) ?? []).some((key) => serverText.includes(`"${key}"`)),
        ),
        ...(shown !== undefined ? {shown} : {}),
      });
      if (submitted) break;
    }
  } finally {
    await page.close();
  }
  return {widget: scenario.widget, title: scenario.title, extra: scenario.extra, sample, steps};
}

/**
 * How long the facts of a form must stay the same before they are taken: `first` on the first
 * pass, `patient` on the second look. In the CI run of `4d30d43`, beside the end-to-end tests,
 * CodeInput's editor (Monaco, loaded after the widget's frame) had not drawn after 800 ms of no
 * change on either pass, so its controls were observed as none.
 */
export const SETTLE = {
  first: {everyMs: 400, times: 2, limitMs: 8000},
  patient: {everyMs: 1000, times: 4, limitMs: 20_000},
};

/**
 * The page's facts once every frame on it has loaded and `settle.times + 1` readings
 * `settle.everyMs` apart agree (at most `settle.limitMs`): some widgets (the code editor, custom
 * widgets and embedded pages in frames, charts) finish drawing or resize after the form's first
 * render.
 */
async function stableFacts(page: Page, settle = SETTLE.first) {
  await Promise.all(
    page
      .frames()
      .map((frame) => frame.waitForLoadState('load', {timeout: 8000}).catch(() => undefined)),
  );
  let before = await collectFacts(page);
  let agreeing = 0;
  const deadline = Date.now() + settle.limitMs;
  while (Date.now() < deadline && agreeing < settle.times) {
    await sleep(settle.everyMs);
    const now = await collectFacts(page);
    agreeing = JSON.stringify(now) === JSON.stringify(before) ? agreeing + 1 : 0;
    before = now;
  }
  return before;
}

/** Hovers the hint icon of the widget at `index` and returns the tooltip's text, if one shows. */
async function hoverText(page: Page, index: number): Promise<string | null> {
  const icon = page.locator('.form-wrapper > .widget').nth(index).locator('.hint').first();
  if (!(await icon.count())) return null;
  await icon.hover();
  const tip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden), [role=tooltip]').first();
  try {
    await tip.waitFor({timeout: 3000});
  } catch {
    return null;
  }
  return (await tip.innerText()).trim();
}

export async function runParams(
  browser: BrowserContext,
  runtime: Runtime,
  scenario: ParamsScenario,
  firstRenderMs?: number,
  settle = SETTLE.first,
): Promise<WidgetParams> {
  const {page} = await openForm(browser, runtime, scenario.id, firstRenderMs);
  const observed = await stableFacts(page, settle);
  const hintIndex =
    1 + scenario.probes.filter((p) => p.value !== null).findIndex((p) => p.param === 'hint');
  const hintText = hintIndex > 0 ? await hoverText(page, hintIndex) : null;
  await page.close();
  const sizeVaries = widgets[scenario.widget].sizeVaries;
  if (sizeVaries) {
    for (const w of observed.widgets) {
      w.box = 'not recorded';
      w.main = 'not recorded';
    }
  }
  const base = observed.widgets[0];
  const params: Record<string, ParamEffect> = {};
  let index = 1;
  for (const probe of scenario.probes) {
    if (probe.value === null) {
      params[probe.param] = {probe: null, skipped: probe.reason};
      continue;
    }
    const got = observed.widgets[index++];
    if (!got) {
      params[probe.param] = {probe: probe.value, skipped: 'the probe instance did not render'};
      continue;
    }
    const changes = diffFacts(base.facts, got.facts);
    const sized = got.box !== base.box || got.main !== base.main;
    params[probe.param] = {
      probe: probe.value,
      ...(probe.param === 'hint' ? {onHover: hintText} : {}),
      effect: changes.length ? (sized ? 'dom+size' : 'dom') : sized ? 'size' : 'none',
      ...(changes.length ? {changes: changes.slice(0, 12)} : {}),
      ...(sized
        ? {size: {baseline: `${base.box} / ${base.main}`, probe: `${got.box} / ${got.main}`}}
        : {}),
    };
  }
  const variants: Record<string, {args: string; changes: string[]}> = {};
  for (const [label, args] of Object.entries(scenario.variants)) {
    const got = observed.widgets[index++];
    variants[label] = {
      args,
      changes: got ? diffFacts(base.facts, got.facts).slice(0, 12) : ['(did not render)'],
    };
  }
  if (scenario.fullWidth) {
    const wide = await openForm(browser, runtime, `${scenario.widget}__full_width`, firstRenderMs);
    const facts = await stableFacts(wide.page, settle);
    await wide.page.close();
    params.full_width = {
      probe: scenario.fullWidth,
      effect: facts.formWidth !== observed.formWidth ? 'form-width' : 'none',
      size: {baseline: `form ${observed.formWidth}px`, probe: `form ${facts.formWidth}px`},
    };
  }
  // The controls the widget shows with no parameter set: fields, buttons, filters.
  const controls = [...new Set(base.facts.filter((f) => CONTROL.test(f)))].sort().slice(0, 20);
  return {
    baseline: {
      box: base.box,
      main: base.main,
      controls,
      ...(sizeVaries ? {sizeNotRecorded: sizeVaries} : {}),
    },
    params,
    ...(Object.keys(variants).length ? {variants} : {}),
  };
}

/** Runs every form scenario, two pages at a time. */
/**
 * Observes the plan's scenarios, three forms at a time; `patient`: one at a time, each allowed
 * `FIRST_RENDER_MS.patient` to render (the second look).
 */
export async function runForms(
  browser: Browser,
  runtime: Runtime,
  plan: FormPlan,
  {patient = false}: {patient?: boolean} = {},
) {
  const firstRenderMs = patient ? FIRST_RENDER_MS.patient : FIRST_RENDER_MS.first;
  // One context for all pages: the player's files are fetched once and then come from the cache.
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, locale: 'en-US'});
  const lifecycles: Record<string, LifecycleResult> = {};
  const params: Record<string, WidgetParams> = {};
  const jobs: Array<{id: string; run: () => Promise<void>}> = [
    ...plan.params.map((s) => ({
      id: s.id,
      run: async () => {
        params[s.widget] = await runParams(
          context,
          runtime,
          s,
          firstRenderMs,
          patient ? SETTLE.patient : SETTLE.first,
        );
      },
    })),
    ...plan.lifecycles.map((s) => ({
      id: s.id,
      run: async () => {
        lifecycles[s.id] = await runLifecycle(context, runtime, s, firstRenderMs);
      },
    })),
  ];
  const errors: string[] = [];
  const timings: Array<[string, number]> = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const started = Date.now();
      try {
        await job.run();
      } catch (error) {
        errors.push(
          `${job.id}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
        );
      }
      timings.push([job.id, Date.now() - started]);
      if (process.env.BEHAVIOUR_PROGRESS)
        console.error(`${next}/${jobs.length} ${job.id} ${Date.now() - started} ms`);
    }
  };
  await Promise.all(patient ? [worker()] : [worker(), worker(), worker()]);
  await context.close();
  if (process.env.BEHAVIOUR_TIMINGS) {
    for (const [id, ms] of timings.sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`${ms} ms  ${id}`);
  }
  return {lifecycles, params, errors};
}
