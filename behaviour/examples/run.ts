/**
 * Executable examples: every ```python block of the docs that is followed by a ```text or ```json
 * block runs against the pinned package, and what it prints must match that block.
 *
 *   npm run api:examples                 run them all
 *   npm run api:examples -- --only KEY   run the examples whose key contains KEY
 *
 * Each example runs as a stage of a scratch project in the package's own `abstra editor`, so the
 * SDK calls go through the package's real execution context. Calls to Abstra Cloud go to a local
 * stub (cloudStub.ts) that answers from the example's fixture (fixtures/). Forms are opened in
 * Chromium and filled in as a person would (forms.ts). Every pair found in the docs must have a
 * fixture: one that runs it, or one that says why it is left out.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {repoRoot, startRuntime, type Runtime, type StageFile} from '../runtime';
import {startCloudStub, type CloudStub} from './cloudStub';
import {findBlock, findExamples, type ExamplePair} from './extract';
import {fixtures} from './fixtures/index';
import {runForm} from './forms';
import {api, runLog} from './log';
import {matchOutput} from './match';
import type {ExampleFixture} from './types';

const PORT = 3972;
/** The editor the examples run in; `http://localhost:3000` in an example's code stands for it. */
const EDITOR_URL = `http://localhost:${PORT}`;

/**
 * Runs the example's code with `date.today()` and `datetime.now()` on the fixture's day, and puts
 * the real classes back when it ends (the editor's executor processes run many examples). The code
 * stays in the stage's own file, indented under `try:`, since the package reads page functions'
 * source; so an example with a triple-quoted string (whose text indenting would change) cannot
 * run on a fixed day.
 */
function onDay(code: string, day: string): string {
  if (/"""|'''/.test(code)) {
    throw new Error('an example with a triple-quoted string cannot run on a fixed day (today)');
  }
  const [y, m, d] = day.split('-').map(Number);
  const body = code
    .trimEnd()
    .split('\n')
    .map((line) => (line.trim() ? `    ${line}` : ''))
    .join('\n');
  return `import datetime as _harness_datetime

_harness_real = (_harness_datetime.date, _harness_datetime.datetime)


class _HarnessDate(_harness_real[0]):
    @classmethod
    def today(cls):
        return cls(${y}, ${m}, ${d})


class _HarnessDateTime(_harness_real[1]):
    @classmethod
    def now(cls, tz=None):
        real = _harness_real[1].now(tz)
        return cls.combine(_HarnessDate(${y}, ${m}, ${d}), real.timetz())

    @classmethod
    def today(cls):
        return cls.now()


_harness_datetime.date, _harness_datetime.datetime = _HarnessDate, _HarnessDateTime
try:
${body}
finally:
    _harness_datetime.date, _harness_datetime.datetime = _harness_real
`;
}

function stageCode(pair: ExamplePair, fixture: ExampleFixture): string {
  const code = pair.python.code.replaceAll('http://localhost:3000', EDITOR_URL);
  return fixture.today ? onDay(code, fixture.today) : code;
}

interface Planned {
  pair: ExamplePair;
  fixture: ExampleFixture;
  stage: StageFile;
}

interface Outcome {
  key: string;
  ok: boolean;
  detail?: string;
  seconds: number;
}

async function finished(base: string, stageId: string, executionId: string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const list = await api<{executions: Array<{id: string; status: string}>}>(
      base,
      `/_editor/api/executions/?stageId=${stageId}&limit=5`,
    );
    const run = list.executions.find((e) => e.id === executionId);
    if (run && !['running', 'queued', 'lock-failed', 'pending'].includes(run.status))
      return run.status;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`run ${executionId} of ${stageId} did not finish within 90 s`);
}

async function runScript(
  runtime: Runtime,
  plan: Planned,
): Promise<{executionId: string; status: string; out: string; all: string}> {
  const base = runtime.baseUrl;
  let executionId: string;
  if (plan.stage.kind === 'tasklet') {
    const task = await api<{id: string}>(base, '/_editor/api/tasks/', {
      method: 'POST',
      body: JSON.stringify({
        stage_id: plan.stage.id,
        payload: plan.fixture.task ?? {},
        name: 'example',
      }),
    });
    ({execution_id: executionId} = await api<{execution_id: string}>(
      base,
      `/_editor/api/scripts/${plan.stage.id}/run`,
      {method: 'POST', body: JSON.stringify({task_id: task.id})},
    ));
  } else {
    ({execution_id: executionId} = await api<{execution_id: string}>(
      base,
      `/_editor/api/jobs/${plan.stage.id}/run`,
      {method: 'POST', body: '{}'},
    ));
  }
  const status = await finished(base, plan.stage.id, executionId);
  const which = plan.fixture.stream ?? 'stdout';
  return {
    executionId,
    status,
    out: await runLog(runtime, executionId, which),
    all: await runLog(runtime, executionId, 'terminal'),
  };
}

/** What a form example is compared on: the page it went to, the link it showed, or what it printed. */
function formOutput(
  result: {url: string; link: string; stdout: string},
  fixture: ExampleFixture,
): string {
  if (fixture.compare === 'url') return result.url;
  if (fixture.compare === 'link') return result.link;
  return result.stdout;
}

/** Empties the persistent folder and writes the files the example's project holds. */
function placeFiles(dir: string, fixture: ExampleFixture) {
  rmSync(path.join(dir, '.abstra', 'persistent'), {recursive: true, force: true});
  for (const [name, content] of Object.entries(fixture.files ?? {})) {
    const target = path.join(dir, name);
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(
      target,
      typeof content === 'string' ? content : Buffer.from(content.base64, 'base64'),
    );
  }
}

function sqlOf(stub: CloudStub): string {
  const last = stub
    .requests()
    .filter((r) => r.path === '/cli/tables/execute')
    .pop();
  if (!last) return '(no statement was sent)';
  const {query, params} = last.body as {query: string; params: unknown[]};
  return `${query}\nparams: ${JSON.stringify(params).replace(/,/g, ', ')}`;
}

async function runExamples(
  only: string | null,
): Promise<{outcomes: Outcome[]; skipped: Array<[string, string]>}> {
  const pairs = findExamples(repoRoot);
  const keys = new Set(pairs.map((p) => p.key));
  const problems: string[] = [];
  if (keys.size !== pairs.length)
    problems.push('two examples share a key: give them different titles');
  for (const p of pairs)
    if (!fixtures[p.key])
      problems.push(
        `${p.key} (line ${p.python.line}) has no fixture in behaviour/examples/fixtures/`,
      );
  for (const k of Object.keys(fixtures))
    if (!keys.has(k)) problems.push(`the fixture ${k} names no example in the docs`);
  if (problems.length)
    throw new Error(`examples and fixtures disagree:\n  ${problems.join('\n  ')}`);

  const skipped: Array<[string, string]> = [];
  const planned: Planned[] = [];
  const env: string[] = [];
  const companions: StageFile[] = [];
  pairs.forEach((pair, i) => {
    const fixture = fixtures[pair.key];
    if (fixture.skip) {
      skipped.push([pair.key, fixture.skip]);
      return;
    }
    if (only && !pair.key.includes(only)) return;
    const kind = fixture.stage ?? 'job';
    // Stage ids are UUIDs, as in a project the editor makes (the run log names the stage by id).
    const id = `e0a30000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
    planned.push({
      pair,
      fixture,
      stage: {
        id,
        kind,
        code: stageCode(pair, fixture),
        transitions: (fixture.sendsTasks ?? []).map((taskType) => ({
          target: id,
          targetType: kind === 'tasklet' ? 'script' : kind,
          taskType,
        })),
      },
    });
    for (const companion of fixture.companions ?? []) {
      companions.push({
        id: companion.id,
        kind: companion.kind,
        code: findBlock(repoRoot, companion.block),
      });
    }
    for (const [k, v] of Object.entries(fixture.env ?? {})) env.push(`${k}=${v}`);
  });
  const files = {'.env': `${env.join('\n')}\n`};

  const stub = await startCloudStub();
  const runtime = await startRuntime(
    [...planned.map((p) => p.stage), ...companions],
    PORT,
    {},
    files,
    {
      CLOUD_API_ENDPOINT: stub.endpoint,
      ABSTRA_API_TOKEN: 'examples-harness-token',
    },
  );
  let browser: Browser | null = null;
  const outcomes: Outcome[] = [];
  try {
    for (const plan of planned) {
      const started = Date.now();
      await stub.load(plan.fixture);
      placeFiles(runtime.dir, plan.fixture);
      for (const payload of plan.fixture.pendingTasks ?? []) {
        await api(runtime.baseUrl, '/_editor/api/tasks/', {
          method: 'POST',
          body: JSON.stringify({stage_id: plan.stage.id, payload, name: 'example'}),
        });
      }
      let match: {ok: boolean; expected: string; actual: string};
      let context = '';
      let retried = '';
      try {
        const lang = plan.pair.output.lang;
        let actual: string;
        let executionId = '';
        if (plan.stage.kind === 'form') {
          browser ??= await chromium.launch({
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          });
          const run = () => runForm(browser!, runtime, plan.stage.id, plan.fixture);
          const result = await run().catch(async (error: unknown) => {
            // Driving the player can break on a loaded machine (a click it drops while it waits
            // for the page function). As the harness looks at a scenario once more before it
            // reports it, the form is run again from a fresh page and a fresh stub; only a
            // second break counts, and the output says there was a first.
            retried = `it broke: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`;
            await stub.load(plan.fixture);
            return run();
          });
          executionId = result.executionId;
          actual = formOutput(result, plan.fixture);
          context = result.log;
        } else {
          const result = await runScript(runtime, plan);
          executionId = result.executionId;
          actual = plan.fixture.compare === 'sql' ? sqlOf(stub) : result.out;
          context = `run ${result.status}; log:\n${result.all}`;
        }
        let expected = plan.pair.output.code;
        for (const [readerPath, stands] of Object.entries(plan.fixture.paths ?? {})) {
          expected = expected.replaceAll(
            readerPath,
            stands === 'PROJECT' ? runtime.dir : EDITOR_URL,
          );
        }
        const compare = () =>
          matchOutput(
            expected,
            actual,
            lang,
            {executionId, editorUrl: EDITOR_URL},
            {anyIds: plan.fixture.anyIds, anyTimes: plan.fixture.anyTimes},
          );
        match = compare();
        if (!match.ok && plan.stage.kind === 'form' && !retried) {
          // A form whose output differs is run once more, from a fresh page and a fresh stub, as
          // the harness looks at a drifted widget again: a loaded machine can drop what the
          // browser typed (a CI run got a unit price of 0.04 for 489.00, once in many runs), and
          // a wrong page differs both times. The output says there was a first run.
          retried = `its output differed: ${match.actual.split('\n')[0]}`;
          await stub.load(plan.fixture);
          const result = await runForm(browser!, runtime, plan.stage.id, plan.fixture);
          executionId = result.executionId;
          actual = formOutput(result, plan.fixture);
          context = result.log;
          match = compare();
        }
      } catch (error) {
        // A run that breaks (a form that never shows, an editor call that fails) is a failed
        // example, with what the editor's terminal said.
        match = {
          ok: false,
          expected: plan.pair.output.code,
          actual: `(the example broke: ${String(error instanceof Error ? error.message : error).split('\n')[0]})`,
        };
        const terminal = runtime
          .output()
          .split('\n')
          .filter((line) => !line.includes('sentry.io'))
          .join('\n');
        // The rest of the message (what the page showed, its errors) comes before the terminal.
        const detail = String(error instanceof Error ? error.message : error)
          .split('\n')
          .slice(1)
          .join('\n');
        context = `${detail ? `${detail.slice(0, 3000)}\n--- ` : ''}editor terminal:\n${terminal.slice(-2500)}`;
      }
      const seconds = (Date.now() - started) / 1000;
      outcomes.push({
        key: plan.pair.key,
        ok: match.ok,
        seconds,
        detail: match.ok
          ? undefined
          : `expected (${plan.pair.file}:${plan.pair.output.line}):\n${match.expected}\n--- got:\n${match.actual}\n--- ${context.slice(-3000)}\n--- Cloud requests: ${JSON.stringify(stub.requests()).slice(0, 1500)}`,
      });
      const again = retried ? `; run twice, the first time ${retried}` : '';
      console.log(
        `${match.ok ? 'ok  ' : 'FAIL'} ${plan.pair.key} (${seconds.toFixed(1)} s${again})`,
      );
    }
  } finally {
    await browser?.close();
    await runtime.stop();
    await stub.close();
  }
  return {outcomes, skipped};
}

async function main() {
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : null;
  const started = Date.now();
  const {outcomes, skipped} = await runExamples(only);
  const failed = outcomes.filter((o) => !o.ok);
  for (const f of failed) console.log(`\nFAIL ${f.key}\n${f.detail}`);
  console.log(`\nLeft out (${skipped.length}):`);
  for (const [key, reason] of skipped) console.log(`  ${key}: ${reason}`);
  console.log(
    `\nexamples: ${outcomes.length} run, ${outcomes.length - failed.length} match their output, ` +
      `${failed.length} do not; ${skipped.length} left out; ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed.length) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
