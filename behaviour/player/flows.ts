/**
 * Flow scenarios: what happens to the script and in the browser when a form's flow is cut short or
 * jumps. Each form writes what its script reached to its own log, and the browser records what the
 * person sees. The pages of ExitButton, end_page_step, execute_js and the form step types render
 * these rows (`<ObservedScenarios file="player" prefix="flow_…" />`).
 */
import {existsSync, readFileSync} from 'node:fs';
import type {Page} from 'playwright-core';
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
  /** The scenario, in words, as the table's first column shows it. */
  body: string;
  /** Drives the browser from the opened form; returns what the person saw at the end. */
  drive: (page: Page) => Promise<Record<string, unknown>>;
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
    .trim();

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
      const left = await page
        .getByText('Reason')
        .first()
        .waitFor({state: 'detached', timeout: 20_000})
        .then(() => true)
        .catch(() => false);
      await page.waitForTimeout(2000);
      return {leftThePage: left, formShows: await formText(page)};
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
  executeJsFlow('returns', '1 + 1', 20_000),
  executeJsFlow('throws', "throw new Error('probe')", NO_ANSWER_MS),
  executeJsFlow('rejects', "Promise.reject(new Error('probe'))", NO_ANSWER_MS),
  {
    id: 'flow_skipped_page_back',
    title: 'Back, on the page after one that returned `None`',
    body: `def first(state):
    return [TextOutput("First page")]

def skipped(state):
    return None

def third(state):
    return [TextOutput("Third page")]

run([first, skipped, third])
`,
    async drive(page) {
      await page.getByText('First page').first().waitFor({timeout: 20_000});
      await page.locator('.next-button').first().click({timeout: 5000});
      const third = await visible(page, 'Third page', 20_000);
      await page.getByRole('button', {name: 'Back'}).click({timeout: 5000});
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

export function flowStages(): StageFile[] {
  return flows.map((f) => ({id: f.id, kind: 'form', code: header(f.id) + f.body}));
}

/**
 * Opens each flow's form in a fresh page, drives it, and records what the script reached (its
 * notes, in order) beside what the browser showed and what it logged as errors.
 */
export async function runFlows(
  newPage: () => Promise<Page>,
  runtime: Runtime,
): Promise<Record<string, unknown>> {
  const scenarios: Record<string, unknown> = {};
  for (const flow of flows) {
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
    await page.goto(`${runtime.baseUrl}/${flow.id}`);
    const seen = await flow.drive(page);
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
