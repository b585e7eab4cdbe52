import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {lastLine, runStep} from '../../scripts/test/runStep.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'run-step-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Whether a process with this pid is still running (a zombie waiting to be reaped is not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('a step of npm test', () => {
  it('passes with its output when the command succeeds, and fails when it does not', async () => {
    const log = path.join(dir, 'plain.log');
    const ok = await runStep(log, 'plain', 'sh', ['-c', 'echo hello; echo oops >&2']);
    expect(ok.ok).toBe(true);
    expect(ok.timedOut).toBe(false);
    expect(ok.output).toContain('hello');
    expect(ok.output).toContain('oops');
    expect(lastLine(log)).toBe('oops');
    const failed = await runStep(path.join(dir, 'fail.log'), 'fail', 'sh', ['-c', 'exit 3']);
    expect(failed.ok).toBe(false);
  });

  it('runs the command and what it starts at a lower CPU priority with nice', async () => {
    // `nice` with no argument prints the niceness it runs at; the child shell's own child reports.
    const own = await runStep(path.join(dir, 'own.log'), 'own', 'sh', ['-c', 'nice']);
    const lower = await runStep(path.join(dir, 'nice.log'), 'lower', 'sh', ['-c', 'sh -c nice'], {
      nice: 10,
    });
    expect(lower.ok).toBe(true);
    const niceness = (output: string) => Number(output.trim().split('\n').at(-1));
    expect(niceness(lower.output)).toBe(Math.min(19, niceness(own.output) + 10));
    expect(lower.output.split('\n')[0]).toBe('$ sh -c sh -c nice');
  });

  it('is stopped, and fails with a message, when it runs past its limit', async () => {
    const startedAt = Date.now();
    const result = await runStep(
      path.join(dir, 'hang.log'),
      'hang',
      'sh',
      ['-c', 'echo started; sleep 60'],
      {limitSeconds: 1},
    );
    expect(result.ok).toBe(false);
    expect(result.timedOut).toBe(true);
    expect(result.output).toContain('hang did not end within 1 s');
    expect(result.output).toMatch(/Still running:\n.*sleep 60/);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  });

  it('ends when the command has exited but left a process holding its output', async () => {
    const startedAt = Date.now();
    // The background sleep inherits the output pipe, as a server left running would.
    const result = await runStep(
      path.join(dir, 'leak.log'),
      'leak',
      'sh',
      ['-c', 'sleep 60 & echo "leaked $!"; exit 0'],
      {graceMs: 500},
    );
    expect(result.ok).toBe(true);
    expect(result.output).toContain('leak exited, but processes it started still held its output');
    const pid = Number(result.output.match(/leaked (\d+)/)?.[1]);
    expect(pid).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alive(pid)).toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(20_000);
  });

  it('ends 10 s after stopping its group even when a process outside the group holds its output', async () => {
    // setsid puts the sleep in a session of its own, out of reach of the group's kill.
    const result = await runStep(
      path.join(dir, 'escaped.log'),
      'escaped',
      'sh',
      ['-c', 'setsid sleep 60 & echo "escaped $!"; exit 0'],
      {graceMs: 500},
    );
    const pid = Number(result.output.match(/escaped (\d+)/)?.[1]);
    if (pid > 0) process.kill(pid, 'SIGKILL');
    expect(result.ok).toBe(true);
    expect(result.output).toContain(
      'escaped exited, but processes it started still held its output',
    );
  }, 20_000);

  it('shows the last line a step wrote without colour codes, and nothing for no log', () => {
    const log = path.join(dir, 'colour.log');
    writeFileSync(log, 'first\n\x1b[32m  ✓ 12 [site] search.spec.ts\x1b[39m\n\n');
    expect(lastLine(log)).toBe('✓ 12 [site] search.spec.ts');
    expect(lastLine(path.join(dir, 'missing.log'))).toBe('');
  });
});
