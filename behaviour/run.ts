/**
 * The behaviour harness. Runs the pinned abstra package (its local editor server and bundled
 * player) on a loopback port, drives it as a person and as an HTTP client would, and writes what
 * it observed to api/behaviour/*.json.
 *
 *   npm run api:behaviour                    observe and write the data files
 *   npm run api:behaviour -- --check         observe and fail on any difference with the files
 *   npm run api:behaviour -- --only TextInput,PhoneInput   form widgets to run (with --check: only those)
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from 'playwright-core';
import {compareData, type Drift} from './compare';
import {runForms} from './forms/run';
import {planForms} from './forms/scenarios';
import {runHooks} from './hooks/run';
import {hookStages} from './hooks/scenarios';
import {planPlayer, runPlayer} from './player/run';
import {runPython} from './python/run';
import {repoRoot, startRuntime, type Runtime, type StageFile} from './runtime';
import {runTasks, taskStages} from './tasks/run';

const dataDir = path.join(repoRoot, 'api', 'behaviour');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8Dwn4GBgYGJgYGBAQAZ5AIBZVlVUAAAAABJRU5ErkJggg==',
  'base64',
);

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((c): c is string => Boolean(c) && existsSync(c as string));
  if (!found) {
    throw new Error(
      'Chromium was not found: install it ("sudo apt-get install chromium") or set CHROMIUM_PATH.',
    );
  }
  return found;
}

function version(): string {
  const requirement = readFileSync(path.join(repoRoot, 'api', 'requirements.txt'), 'utf8');
  return /abstra==([\w.]+)/.exec(requirement)?.[1] ?? 'unknown';
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1].split(',')) : undefined;
  const started = Date.now();

  const forms = planForms(only);
  const player = planPlayer();
  const stages: StageFile[] = [...forms.stages, ...hookStages(), ...taskStages(), ...player.stages];
  const port = Number(process.env.BEHAVIOUR_PORT ?? 3971);
  const runtime = await startRuntime(
    stages,
    port,
    {},
    {'sample.txt': 'harness sample file\n', 'sample.png': PNG},
  );
  const browser = await chromium.launch({executablePath: chromiumPath()});
  const observed: Record<string, unknown> = {};
  const errors: string[] = [];
  // How long each part took, printed at the end: the harness is one of CI's two longest steps.
  const took: string[] = [];
  const timed = async <T>(name: string, part: () => Promise<T> | T): Promise<T> => {
    const partStarted = Date.now();
    try {
      return await part();
    } finally {
      took.push(`${name} ${((Date.now() - partStarted) / 1000).toFixed(0)} s`);
    }
  };
  took.push(`start ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    const formResult = await timed('forms', () => runForms(browser, runtime, forms));
    errors.push(...formResult.errors);
    observed['forms'] = {
      abstra: version(),
      params: formResult.params,
      lifecycles: formResult.lifecycles,
    };
    if (!only) {
      if (process.env.BEHAVIOUR_PROGRESS) console.error('forms done; hooks, tasks, player');
      observed['hooks'] = {abstra: version(), ...(await timed('hooks', () => runHooks(runtime)))};
      observed['tasks'] = {abstra: version(), ...(await timed('tasks', () => runTasks(runtime)))};
      observed['player'] = {
        abstra: version(),
        ...(await timed('player', () => runPlayer(browser, runtime, player))),
      };
      observed['python'] = {abstra: version(), ...(await timed('python', runPython))};
    }
    if (check) {
      // A scenario that could not run on the first pass (a click that timed out on a loaded
      // machine) is observed once more with the drifted ones; only a second failure counts.
      const failed = new Set(errors.map((e) => e.split('__')[0]));
      const again = await timed('second look', async () => {
        if (!only) await recheckPlayer(browser, runtime, observed, player.stages);
        return recheckDrifted(browser, runtime, observed, only, failed);
      });
      errors.splice(0, errors.length, ...again);
    }
  } finally {
    await browser.close();
    await runtime.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`behaviour: ${took.join(', ')}`);
  if (errors.length) {
    console.error(
      `The harness could not run ${errors.length} scenario(s):\n- ${errors.join('\n- ')}`,
    );
    process.exitCode = 1;
  }
  const counts = countScenarios(observed);
  if (check) {
    const drifts: Drift[] = [];
    for (const [name, data] of Object.entries(observed)) {
      const file = path.join(dataDir, `${name}.json`);
      const committed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      drifts.push(...compareData(name, committed, data, only));
    }
    if (drifts.length) {
      console.error(`Behaviour drift: ${drifts.length} observation(s) differ from api/behaviour/.`);
      for (const d of drifts.slice(0, 40)) {
        console.error(
          `- ${d.file}: ${d.where}\n    file says: ${d.expected}\n    observed:  ${d.observed}`,
        );
      }
      console.error(
        'If the package changed on purpose, run "npm run api:behaviour" and review the diff.',
      );
      process.exitCode = 1;
    }
    console.log(
      `behaviour: ${counts} scenarios observed in ${seconds} s, ${drifts.length} drift(s)`,
    );
    return;
  }
  mkdirSync(dataDir, {recursive: true});
  if (only) {
    // Only some widgets were observed: replace their entries in the committed forms file.
    const file = path.join(dataDir, 'forms.json');
    const committed = JSON.parse(readFileSync(file, 'utf8')) as {
      params: Record<string, unknown>;
      lifecycles: Record<string, {widget: string}>;
    };
    const fresh = observed['forms'] as typeof committed;
    for (const widget of only) committed.params[widget] = fresh.params[widget];
    for (const [id, value] of Object.entries(committed.lifecycles)) {
      if (only.has(value.widget)) delete committed.lifecycles[id];
    }
    Object.assign(committed.lifecycles, fresh.lifecycles);
    observed['forms'] = committed;
  }
  for (const [name, data] of Object.entries(observed)) {
    writeFileSync(path.join(dataDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(`behaviour: ${counts} scenarios observed in ${seconds} s, written to api/behaviour/`);
}

/**
 * A browser run on a loaded machine can catch a widget mid-draw. Before reporting drift, the
 * widgets whose form observations differ from the file, or whose scenarios could not run, are
 * observed once more, alone and one form at a time, with more time to render
 * (`FIRST_RENDER_MS`); the second observation is the one compared, and its errors are the ones
 * reported. A real change in the package differs both times.
 */
async function recheckDrifted(
  browser: Browser,
  runtime: Runtime,
  observed: Record<string, unknown>,
  only: Set<string> | undefined,
  failed: Set<string>,
): Promise<string[]> {
  const committed = JSON.parse(readFileSync(path.join(dataDir, 'forms.json'), 'utf8')) as unknown;
  const drifted = new Set(
    compareData('forms', committed, observed['forms'], only)
      .map((d) => /^(?:params › (\w+)|lifecycles › (\w+?)__)/.exec(d.where))
      .map((m) => (m ? (m[1] ?? m[2]) : null))
      .filter((w): w is string => Boolean(w)),
  );
  for (const widget of failed) drifted.add(widget);
  if (!drifted.size) return [];
  console.error(`behaviour: observing ${[...drifted].join(', ')} once more before comparing`);
  const plan = planForms(drifted);
  // The scenarios log to files named by their id: start the second observation from empty logs.
  for (const scenario of plan.lifecycles) rmSync(runtime.logFile(scenario.id), {force: true});
  const again = await runForms(browser, runtime, plan, {patient: true});
  const forms = observed['forms'] as {
    params: Record<string, unknown>;
    lifecycles: Record<string, unknown>;
  };
  for (const widget of drifted) {
    if (again.params[widget]) forms.params[widget] = again.params[widget];
  }
  Object.assign(forms.lifecycles, again.lifecycles);
  return again.errors;
}

/**
 * The player's flows wait for pages to come and go; on a loaded machine one can catch the player
 * late. When the player part differs from its file, it is observed once more, from empty logs,
 * and that observation is compared. (The hooks and tasks parts are not: the tasks a first pass
 * sent would still be there for a second.)
 */
async function recheckPlayer(
  browser: Browser,
  runtime: Runtime,
  observed: Record<string, unknown>,
  stages: StageFile[],
): Promise<void> {
  const committed = JSON.parse(readFileSync(path.join(dataDir, 'player.json'), 'utf8')) as unknown;
  if (!compareData('player', committed, observed['player']).length) return;
  console.error('behaviour: observing the player scenarios once more before comparing');
  for (const stage of stages) rmSync(runtime.logFile(stage.id), {force: true});
  observed['player'] = {abstra: version(), ...(await runPlayer(browser, runtime, {stages}))};
}

function countScenarios(observed: Record<string, unknown>): number {
  let n = 0;
  const forms = observed['forms'] as
    {params: Record<string, {params: object}>; lifecycles: object} | undefined;
  if (forms) {
    for (const w of Object.values(forms.params)) n += Object.keys(w.params).length;
    n += Object.keys(forms.lifecycles).length;
  }
  for (const name of ['hooks', 'tasks', 'player', 'python']) {
    const part = observed[name] as {scenarios?: object} | undefined;
    if (part?.scenarios) n += Object.keys(part.scenarios).length;
  }
  return n;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
