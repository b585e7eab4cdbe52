/**
 * Flow scenarios: what happens to the script and in the browser when a form's flow is cut short,
 * jumps or ends. Each form writes what its script reached to its own log, and the browser records
 * what the person sees. The pages of ExitButton, end_page_step, execute_js, the form step types and
 * the form settings render these rows (`<ObservedScenarios file="player" prefix="flow_…" />`).
 */
import {existsSync, readFileSync} from 'node:fs';
import type {Page} from 'playwright-core';
import {Frames} from '../forms/run';
import type {Runtime, StageFile} from '../runtime';

/** How long a call that never answers is watched before it is recorded as not returned. */
const NO_ANSWER_MS = 8000;

const header = (id: string) => `import json, os
from abstra.forms import *

def note(event):
    with open(os.path.join(os.environ["ABSTRA_HARNESS_DIR"], "logs", "${id}.jsonl"), "a") as log:
        log.write(json.dumps(event) + "\\n")

`;

interface Flow {
  id: string;
  /** The row's title in the docs (Markdown). */
  title: string;
  /** The form's Python code, after the `note` helper every flow shares. */
  body: string;
  /**
   * Drives the browser from the opened form; returns what the person saw at the end. `frames`
   * has the form's websocket messages since the page opened.
   */
  drive: (page: Page, frames: Frames) => Promise<Record<string, unknown>>;
}

const visible = (page: Page, text: string, timeout: number) =>
  page
    .getByText(text, {exact: true})
    .first()
    .waitFor({timeout})
    .then(() => true)
    .catch(() => false);

/** The text of the form's area (the editor's list of stages beside it left out). */
const formText = async (page: Page) =>
  (
    await page
      .locator('.form-wrapper')
      .first()
      .innerText({timeout: 5000})
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    // An execution id is new on each run: record that it is shown, not its value.
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<execution id>')
    .trim();

/** Whether the page showing `label` went away after a click, and what the form shows then. */
async function afterLeaving(page: Page, label: string): Promise<Record<string, unknown>> {
  const left = await page
    .getByText(label, {exact: true})
    .first()
    .waitFor({state: 'detached', timeout: 20_000})
    .then(() => true)
    .catch(() => false);
  await page.waitForTimeout(2000);
  return {leftThePage: left, formShows: await formText(page)};
}

/** A form of three steps: a first page, the step `middle` (its Python def), and a last page. */
const aroundStep = (middle: string, last: string) => `def first(state):
    return [TextOutput("First page")]

${middle}

def last(state):
    return [TextOutput("${last}")]

run([first, middle, last])
`;

/** From the first page, Next to the page reading `last`, then Back; whether `last` showed. */
async function nextThenBack(page: Page, last: string): Promise<boolean> {
  await page.getByText('First page').first().waitFor({timeout: 20_000});
  await page.locator('.next-button').first().click({timeout: 5000});
  const reached = await visible(page, last, 20_000);
  await page.getByRole('button', {name: 'Back'}).click({timeout: 5000});
  return reached;
}

/**
 * A one-page form whose script runs `after` once `run` returns: the page the person sees once
 * they click Next, when the script ends normally or with an exception.
 */
function finishFlow(id: 'finishes' | 'raises', after: string): Flow {
  return {
    id: `flow_script_${id}`,
    title:
      id === 'finishes'
        ? 'Next on the last page, the script then ends normally'
        : 'Next on the last page, the script then raises `ValueError`',
    body: `note("script started")
run([[TextInput("Name", key="name", required=False)]])
${after}
`,
    async drive(page) {
      await page.getByText('Name').first().waitFor({timeout: 20_000});
      await page.locator('.next-button').first().click({timeout: 5000});
      return afterLeaving(page, 'Name');
    },
  };
}

/**
 * A form that calls execute_js with `js` at the top of its script, then shows "After the call":
 * whether that page comes within `waitMs` tells whether the call returned.
 */
function executeJsFlow(id: string, js: string, waitMs: number): Flow {
  return {
    id: `flow_execute_js_${id}`,
    title: `\`execute_js(${JSON.stringify(js)})\``,
    body: `note("calling execute_js")
value = execute_js(${JSON.stringify(js)})
note({"returned": value})
run([[TextOutput("After the call")]])
`,
    async drive(page) {
      return {nextPageShown: await visible(page, 'After the call', waitMs)};
    },
  };
}

/** The page function's pause, so that what the browser sends next goes before its answer. */
const SLOW_PAGE_SECONDS = 2;

/** Waits until the page function has answered the last input the browser sent (at most 60 s). */
async function answered(page: Page, frames: Frames): Promise<boolean> {
  await page.waitForTimeout(100);
  return frames.answered(60_000);
}

/**
 * A one-item `ListInput` whose page function takes SLOW_PAGE_SECONDS: "pen" entered in its first
 * field, then "x" in its second, either once the page function has answered "pen" (`waits`) or
 * at once (`hurries`: "x" goes out before the answer to "pen"). Records what each field shows
 * once every answer has come, and, from the script, the list `run` returned after Next.
 */
function listEditFlow(id: 'waits' | 'hurries'): Flow {
  return {
    id: `flow_list_input_${id}`,
    title:
      id === 'waits'
        ? '"pen" entered in Item, then "x" in Note once the page function has answered'
        : '"pen" entered in Item, then "x" in Note at once',
    body: `import time

def item_fields(item):
    return [TextInput("Item", key="item", required=False), TextInput("Note", key="note", required=False)]

def page(state):
    time.sleep(${SLOW_PAGE_SECONDS})
    return [ListInput("lines", item_fields, min=1)]

state = run([page])
note({"lines": state["lines"]})
`,
    async drive(page, frames) {
      const field = (label: string) =>
        page
          .locator('.list-item')
          .first()
          .locator('.list-widget')
          .filter({has: page.getByText(label, {exact: true})})
          .locator('input')
          .first();
      await field('Item').waitFor({timeout: 20_000});
      await field('Item').click({timeout: 5000});
      // One input event per field (as a paste would send), so the browser sends each value once: the
      // second goes out well within the page function's pause, even on a loaded machine.
      await field('Item').fill('pen');
      const answeredFirst = id === 'waits' ? await answered(page, frames) : false;
      await field('Note').click({timeout: 5000});
      await field('Note').fill('x');
      const answeredAll = await answered(page, frames);
      await page.waitForTimeout(500);
      const seen = {
        ...(id === 'waits' ? {answeredBeforeSecondField: answeredFirst} : {}),
        allAnswered: answeredAll,
        itemShows: await field('Item').inputValue({timeout: 5000}),
        noteShows: await field('Note').inputValue({timeout: 5000}),
      };
      await page.locator('.next-button').first().click({timeout: 5000});
      await page
        .getByText('Item', {exact: true})
        .first()
        .waitFor({state: 'detached', timeout: 30_000})
        .catch(() => undefined);
      await page.waitForTimeout(1000);
      return seen;
    },
  };
}

const flows: Flow[] = [
  {
    id: 'flow_exit_button',
    title: 'Cancel (an `ExitButton`) clicked, a required field left empty',
    body: `def page(state):
    return [TextInput("Reason", key="reason", required=True)], [ExitButton("Cancel"), NextButton()]

note("script started")
state = run([page])
note("code after run")
`,
    async drive(page) {
      await page.getByText('Reason').first().waitFor({timeout: 20_000});
      // The required field is left empty: a click that validated would stop on it.
      await page.getByRole('button', {name: 'Cancel'}).click({timeout: 5000});
      return afterLeaving(page, 'Reason');
    },
  },
  {
    id: 'flow_end_page',
    title: 'Next, to an end page',
    body: `@end_page_step
def done(state):
    return [TextOutput("All set")]

note("script started")
run([[TextInput("Name", key="name", required=False)], done])
note("code after run")
`,
    async drive(page) {
      await page.getByText('Name').first().waitFor({timeout: 20_000});
      await page.locator('.next-button').first().click({timeout: 5000});
      await visible(page, 'All set', 20_000);
      // The script has exited by now (its last note is not written): does the page stay?
      await page.waitForTimeout(3000);
      const buttons = await page.locator('.form-wrapper button:visible').count();
      return {formShowsLater: await formText(page), buttonsOnEndPage: buttons};
    },
  },
  {
    id: 'flow_computation_step_back',
    title: 'Next, Back and Next again around a computation step',
    body: aroundStep('def middle(state):\n    note("computation step ran")', 'Second page'),
    async drive(page) {
      await nextThenBack(page, 'Second page');
      const backShows = (await visible(page, 'First page', 10_000)) ? 'First page' : 'not it';
      await page.locator('.next-button').first().click({timeout: 5000});
      const again = (await visible(page, 'Second page', 20_000)) ? 'Second page' : 'not it';
      return {backFromSecondShows: backShows, nextAgainShows: again};
    },
  },
  {
    id: 'flow_generator_step',
    title: 'A generator step that yields two pages, 2 seconds apart',
    body: `import time

def progress(state):
    for n in (1, 2):
        yield [TextOutput(f"Working {n}")]
        time.sleep(2)
    note("generator finished")

run([progress, [TextOutput("Page after it")]])
`,
    async drive(page) {
      const first = await visible(page, 'Working 1', 20_000);
      const buttons = first ? await page.locator('.form-wrapper button:visible').count() : -1;
      const second = await visible(page, 'Working 2', 10_000);
      const after = await visible(page, 'Page after it', 20_000);
      return {
        yieldedPagesShown: [first, second],
        buttonsOnYieldedPage: buttons,
        movedOnByItself: after,
      };
    },
  },
  finishFlow('finishes', 'note("code after run")'),
  finishFlow('raises', 'note("code after run")\nraise ValueError("probe failure")'),
  executeJsFlow('returns', '1 + 1', 20_000),
  executeJsFlow('throws', "throw new Error('probe')", NO_ANSWER_MS),
  executeJsFlow('rejects', "Promise.reject(new Error('probe'))", NO_ANSWER_MS),
  listEditFlow('waits'),
  listEditFlow('hurries'),
  {
    id: 'flow_skipped_page_back',
    title: 'Back, on the page after one that returned `None`',
    body: aroundStep('def middle(state):\n    return None', 'Third page'),
    async drive(page) {
      const third = await nextThenBack(page, 'Third page');
      await page.waitForTimeout(3000);
      const first = await page.getByText('First page', {exact: true}).isVisible();
      const stillThird = await page.getByText('Third page', {exact: true}).isVisible();
      return {
        nextFromFirstShows: third ? 'Third page' : 'not the third page',
        backFromThirdShows: first ? 'First page' : stillThird ? 'Third page' : 'neither',
      };
    },
  },
];

/** The flows' forms; `only`: the flows whose id contains it (to look at a few while writing one). */
export function flowStages(only?: string): StageFile[] {
  return flows
    .filter((f) => !only || f.id.includes(only))
    .map((f) => ({id: f.id, kind: 'form', code: header(f.id) + f.body}));
}

/**
 * Opens each flow's form in a fresh page, drives it, and records what the script reached (its
 * notes, in order) beside what the browser showed and what it logged as errors. `only`: as in
 * `flowStages`.
 */
export async function runFlows(
  newPage: () => Promise<Page>,
  runtime: Runtime,
  only?: string,
): Promise<Record<string, unknown>> {
  const scenarios: Record<string, unknown> = {};
  for (const flow of flows.filter((f) => !only || f.id.includes(only))) {
    const page = await newPage();
    // What the probe's JavaScript left in the page: messages logged as console errors, and
    // errors nothing caught (a rejected promise, an exception out of a handler).
    const consoleErrors: string[] = [];
    const uncaught: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('probe')) {
        consoleErrors.push(message.text().replace(/, context: .*/, ''));
      }
    });
    page.on('pageerror', (error) => {
      if (error.message.includes('probe')) uncaught.push(`${error.name}: ${error.message}`);
    });
    const frames = new Frames();
    frames.attach(page);
    await page.goto(`${runtime.baseUrl}/${flow.id}`);
    const seen = await flow.drive(page, frames);
    const log = runtime.logFile(flow.id);
    const reached = existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown)
      : [];
    scenarios[flow.id] = {
      title: flow.title,
      code: flow.body.trim(),
      scriptReached: reached,
      ...seen,
      ...(consoleErrors.length ? {consoleError: consoleErrors[0]} : {}),
      ...(uncaught.length ? {uncaughtInPage: uncaught[0]} : {}),
    };
    await page.close();
  }
  return scenarios;
}
