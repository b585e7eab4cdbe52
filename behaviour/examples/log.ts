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
  if (which === 'terminal') {
    // Both streams as the terminal received them.
    return mine(runtime.output()).join('\n');
  }
  return mine(stdout)
    .filter((line) => !line.startsWith('[ABSTRA] '))
    .join('\n');
}
