#!/usr/bin/env node
// Runs every check of the project, in the order a failure is cheapest to find,
// and ends with one summary line: "N passed, M failed".
//
//   npm test                 everything (builds the site first)
//   npm test -- --no-build   reuse the existing build/ (faster when iterating)
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
const args = new Set(process.argv.slice(2));
const skipBuild = args.has('--no-build');

const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

function fail(message) {
  console.error(`\n${message}\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function checkPrerequisites() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) fail(`Node.js 20 or newer is needed (found ${process.versions.node}).`);
  const python = spawnSync('python3', ['--version'], {encoding: 'utf8'});
  if (python.status !== 0) {
    fail(
      'python3 was not found. The examples checker needs Python 3.9+ (standard library only).\n' +
        'Install it with "sudo apt-get install python3" (Debian/Ubuntu) or from python.org.',
    );
  }
  if (!chromiumCandidates.some((candidate) => candidate && existsSync(candidate))) {
    fail(
      'Chromium was not found. The end-to-end tests drive a system Chromium.\n' +
        'Install it with "sudo apt-get install chromium" (Debian/Ubuntu), or set CHROMIUM_PATH\n' +
        'to a Chromium or Chrome binary.',
    );
  }
}

function run(command, commandArgs, options = {}) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, {cwd: root, stdio: 'inherit', ...options});
  return result.status === 0;
}

function capture(command, commandArgs) {
  console.log(`\n$ ${[command, ...commandArgs].join(' ')}`);
  const result = spawnSync(command, commandArgs, {cwd: root, encoding: 'utf8'});
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  return {ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`};
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** One check that either passed or failed. */
function passFail(ok) {
  return ok ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
}

function vitestCounts(file, ok) {
  const report = readJson(file);
  if (!report) return {passed: 0, failed: 1};
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1),
  };
}

/** Must match the collector in tests/e2e/tracker.spec.ts. */
const trackerBuildEnv = {
  TRACKER_ENDPOINT: 'http://localhost:38199/collect',
  TRACKER_BATCH_SIZE: '5',
  TRACKER_FLUSH_INTERVAL_MS: '300',
};

const steps = [
  {
    name: 'type check',
    run: () => passFail(run('npx', ['tsc', '-p', '.'])),
  },
  {
    name: 'format',
    run: () => passFail(run('npx', ['prettier', '--check', '.'])),
  },
  {
    name: 'unit tests',
    run: () => {
      const out = path.join(resultsDir, 'unit.json');
      const ok = run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ]);
      return vitestCounts(out, ok);
    },
  },
  {
    name: 'examples checker',
    run: () => {
      const {ok, output} = capture('python3', ['api/check_examples.py', 'docs']);
      const match = output.match(/(\d+) blocks checked, (\d+) failed/);
      if (!match) return {passed: 0, failed: 1};
      const [checked, failed] = [Number(match[1]), Number(match[2])];
      return {passed: checked - failed, failed: failed + (ok || failed ? 0 : 1)};
    },
  },
  {
    name: 'production build',
    run: () => {
      if (skipBuild && existsSync(path.join(root, 'build', 'index.html'))) {
        console.log('\nReusing the existing build/ (--no-build).');
        return {passed: 1, failed: 0};
      }
      return passFail(run('npx', ['docusaurus', 'build']));
    },
    required: true,
  },
  {
    // A second build with an HTTP sink, for tests/e2e/tracker.spec.ts (its collector listens on
    // TRACKER_E2E_PORT). The default build has no sink, so the tracker must be tested on this one.
    name: 'tracker build',
    run: () => {
      if (skipBuild && existsSync(path.join(root, 'build-tracker', 'index.html'))) {
        console.log('\nReusing the existing build-tracker/ (--no-build).');
        return {passed: 1, failed: 0};
      }
      const ok = run('npx', ['docusaurus', 'build', '--out-dir', 'build-tracker', '--no-minify'], {
        env: {...process.env, ...trackerBuildEnv},
      });
      return ok ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
    },
  },
  {
    name: 'build checks',
    run: () => {
      const out = path.join(resultsDir, 'build.json');
      const ok = run('npx', [
        'vitest',
        'run',
        '-c',
        'vitest.build.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ]);
      return vitestCounts(out, ok);
    },
  },
  {
    name: 'end-to-end tests',
    run: () => {
      const ok = run('npx', ['playwright', 'test']);
      const report = readJson(path.join(resultsDir, 'e2e-results.json'));
      if (!report) return {passed: 0, failed: 1};
      const {expected = 0, unexpected = 0, flaky = 0} = report.stats ?? {};
      return {passed: expected, failed: unexpected + flaky + (ok || unexpected ? 0 : 1)};
    },
  },
];

checkPrerequisites();
rmSync(resultsDir, {recursive: true, force: true});
mkdirSync(resultsDir, {recursive: true});

const summary = [];
for (const step of steps) {
  const started = Date.now();
  const counts = step.run();
  summary.push({step: step.name, ...counts, seconds: Math.round((Date.now() - started) / 1000)});
  if (step.required && counts.failed > 0) {
    console.error(`\n${step.name} failed; the steps after it need it and were not run.`);
    break;
  }
}

console.log('\nSummary');
for (const row of summary) {
  const status = row.failed > 0 ? 'FAIL' : 'ok  ';
  console.log(
    `  ${status} ${row.step.padEnd(18)} ${row.passed} passed, ${row.failed} failed (${row.seconds}s)`,
  );
}
const passed = summary.reduce((sum, row) => sum + row.passed, 0);
const failed =
  summary.reduce((sum, row) => sum + row.failed, 0) + (summary.length < steps.length ? 1 : 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
