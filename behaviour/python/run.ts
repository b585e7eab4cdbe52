/** Runs behaviour/python/probes.py in the harness's virtualenv and returns its observations. */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {pythonBin} from '../runtime';

export function runPython(): {scenarios: Record<string, unknown>} {
  const result = spawnSync(pythonBin(), [path.join(__dirname, 'probes.py')], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `behaviour/python/probes.py failed (exit ${result.status}): ${result.stderr.slice(-1000)}`,
    );
  }
  return JSON.parse(result.stdout) as {scenarios: Record<string, unknown>};
}
