/** The editor's HTTP API as the examples use it, and what a run wrote to the terminal. */
import type {Runtime} from '../runtime';

export async function api<T>(base: string, route: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    ...init,
    headers: {'content-type': 'application/json'},
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) {
    throw new Error(
      `${init?.method ?? 'GET'} ${route} answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
    );
  }
  return (await res.json()) as T;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What one run wrote, read from the editor's terminal. The editor echoes a run's output whole
 * lines at a time, and tags each write with `[RUN <first part of the run id>] `, so one print() with
 * several arguments is one line with a tag before each piece (a piece of only spaces is not
 * tagged). Removing every tag gives back what the program wrote.
 *
 * `stdout`: what the code printed, without the editor's own `[ABSTRA] ` lines (run started, run
 * finished); `stderr`: the log records; `terminal`: both streams, with the editor's lines.
 */
export async function runLog(
  runtime: Runtime,
  executionId: string,
  which: 'stdout' | 'stderr' | 'terminal',
): Promise<string> {
  const tag = `[RUN ${executionId.split('-')[0]}] `;
  // The editor prints "[ABSTRA] ... Execution finished" (or failed) last; wait for it (at most 5 s).
  const deadline = Date.now() + 5000;
  while (
    Date.now() < deadline &&
    !runtime
      .streams()
      .stdout.split('\n')
      .some((line) => line.startsWith(`${tag}[ABSTRA] `) && / - Execution (?!started)/.test(line))
  ) {
    await sleep(50);
  }
  const {stdout, stderr} = runtime.streams();
  const mine = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.includes(tag))
      .map((line) => line.split(tag).join(''));
  if (which === 'stderr') return mine(stderr).join('\n');
  if (which === 'terminal') return interleave(runtime, executionId, tag);
  return mine(stdout)
    .filter((line) => !line.startsWith('[ABSTRA] '))
    .join('\n');
}

interface LogEntry {
  event: 'stdout' | 'stderr';
  payload: {text: string};
  sequence: number;
}

const count = (text: string, tag: string) => text.split(tag).length - 1;

/**
 * Both streams in the order the run wrote them. The editor's stdout and stderr reach this process
 * through two pipes, so their relative order here is not the run's; the run's log (the editor's
 * API) numbers every tagged write. Each terminal line holds as many tags as the writes it is made
 * of, so walking the log in order says when each line was completed.
 */
async function interleave(runtime: Runtime, executionId: string, tag: string): Promise<string> {
  const entries = (await api<LogEntry[]>(runtime.baseUrl, `/_editor/api/logs/${executionId}`)).sort(
    (a, b) => a.sequence - b.sequence,
  );
  // The log may know of writes whose lines have not come through the pipes yet: wait (3 s at most).
  const written = (s: 'stdout' | 'stderr') =>
    entries.filter((e) => e.event === s).reduce((n, e) => n + count(e.payload.text, tag), 0);
  const seen = (text: string) => count(text, tag);
  const deadline = Date.now() + 3000;
  while (
    Date.now() < deadline &&
    (seen(runtime.streams().stdout) < written('stdout') ||
      seen(runtime.streams().stderr) < written('stderr'))
  ) {
    await sleep(50);
  }
  const streams = runtime.streams();
  const lines = {
    stdout: streams.stdout.split('\n').filter((line) => line.includes(tag)),
    stderr: streams.stderr.split('\n').filter((line) => line.includes(tag)),
  };
  const at = {stdout: 0, stderr: 0};
  const left = {
    stdout: count(lines.stdout[0] ?? '', tag),
    stderr: count(lines.stderr[0] ?? '', tag),
  };
  const out: string[] = [];
  for (const entry of entries) {
    const s = entry.event;
    let writes = count(entry.payload.text, tag);
    while (writes > 0 && at[s] < lines[s].length) {
      const taken = Math.min(writes, left[s]);
      left[s] -= taken;
      writes -= taken;
      if (left[s] === 0) {
        out.push(lines[s][at[s]]);
        at[s] += 1;
        left[s] = count(lines[s][at[s]] ?? '', tag);
      }
    }
  }
  out.push(...lines.stdout.slice(at.stdout), ...lines.stderr.slice(at.stderr));
  return out.map((line) => line.split(tag).join('')).join('\n');
}
