// How scripts/test.mjs runs one step: a command with its output in a log file, in its own
// process group, so that whatever it starts can be stopped with it.
import {spawn, spawnSync} from 'node:child_process';
import {createWriteStream, readFileSync} from 'node:fs';

/** Process groups of the steps now running, so that an interrupted run stops them all. */
const runningGroups = new Set();

/** `ps` lines of a process group, to show what a step left running. */
function groupProcesses(pgid) {
  const ps = spawnSync('ps', ['-o', 'pid=,etimes=,args=', '-g', String(pgid)], {encoding: 'utf8'});
  return (ps.stdout ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `  ${line.trim().slice(0, 160)}`)
    .join('\n');
}

function killGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group has already ended.
  }
}

/** Stops every step still running (the run itself was interrupted). */
export function killRunningSteps() {
  for (const pgid of runningGroups) killGroup(pgid, 'SIGKILL');
}

/**
 * Runs `command` with its output in `log`; resolves to {ok, timedOut, output}.
 * - When the command exits but a process it started still holds its output open (a server left
 *   behind), the group is stopped after `graceMs` and the log says what was left. The step's
 *   result is the command's own exit status.
 * - When it runs past `limitSeconds`, the group is stopped, the log says what was running, and
 *   the step fails. A hang then costs one step, not the whole run.
 * - With `nice` (1 to 19), the command and what it starts run at that lower CPU priority
 *   (coreutils' `nice`), unless a process sets its own: Chromium run as root does.
 */
export function runStep(
  log,
  name,
  command,
  commandArgs,
  {cwd, env = {}, limitSeconds = 900, graceMs = 15_000, nice = 0} = {},
) {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    out.write(`$ ${[command, ...commandArgs].join(' ')}\n`);
    const [file, args] =
      nice > 0 ? ['nice', ['-n', String(nice), command, ...commandArgs]] : [command, commandArgs];
    const child = spawn(file, args, {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const pgid = child.pid;
    if (pgid) runningGroups.add(pgid);
    let timedOut = false;
    let exitCode = null;
    let graceTimer;
    let settled = false;
    const finish = (code) => {
      if (settled) return;
      settled = true;
      clearTimeout(limitTimer);
      clearTimeout(graceTimer);
      if (pgid) runningGroups.delete(pgid);
      const status = exitCode ?? code;
      out.end(() =>
        resolve({ok: status === 0 && !timedOut, timedOut, output: readFileSync(log, 'utf8')}),
      );
    };
    const stop = (why) => {
      const left = pgid ? groupProcesses(pgid) : '';
      out.write(`\n${why}${left ? `\nStill running:\n${left}` : ''}\n`);
      if (pgid) {
        killGroup(pgid, 'SIGTERM');
        setTimeout(() => killGroup(pgid, 'SIGKILL'), 5_000).unref();
      }
      // A process outside the group (one that made its own) may still hold the output open: the
      // step ends anyway, 10 s later.
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        finish(null);
      }, 10_000).unref();
    };
    const limitTimer = setTimeout(() => {
      timedOut = true;
      stop(`${name} did not end within ${limitSeconds} s, so its processes were stopped.`);
    }, limitSeconds * 1000);
    child.stdout.pipe(out, {end: false});
    child.stderr.pipe(out, {end: false});
    child.on('error', (error) => out.write(`\n${error.message}\n`));
    child.on('exit', (code) => {
      exitCode = code;
      if (timedOut) return;
      graceTimer = setTimeout(
        () => stop(`${name} exited, but processes it started still held its output open.`),
        graceMs,
      );
    });
    child.on('close', (code) => finish(code));
  });
}

/** The last line a step wrote, for the progress lines, without colour codes. */
export function lastLine(log) {
  try {
    const lines = readFileSync(log, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim());
    return (lines.at(-1) ?? '')
      .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '')
      .trim()
      .slice(0, 120);
  } catch {
    return '';
  }
}
