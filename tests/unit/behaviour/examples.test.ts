import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractBlocks, findExamples} from '../../../behaviour/examples/extract';
import {fixtures} from '../../../behaviour/examples/fixtures/index';
import {matchOutput, untag} from '../../../behaviour/examples/match';

const runId = '9f3cad4d-4e1d-49c0-b8b8-f6780e1c67e4';
const context = {executionId: runId, editorUrl: 'http://localhost:3972'};

describe('matchOutput', () => {
  it('takes the terminal tag off each line and binds the run id to this run', () => {
    const block = '[RUN 9f3cad4d] Started 9f3cad4d-4e1d-49c0-b8b8-f6780e1c67e4\n';
    expect(untag(block)).toEqual({text: `Started ${runId}`, shortId: '9f3cad4d'});
    const other = {...context, executionId: '11111111-2222-4333-8444-555555555555'};
    expect(matchOutput(block, `Started ${other.executionId}`, 'text', other).ok).toBe(true);
    // Another run's id does not pass for this run's.
    expect(matchOutput(block, `Started ${runId}`, 'text', other).ok).toBe(false);
  });

  it('lets the clock and the editor address vary, and nothing else', () => {
    const block = '[2026-11-21 09:00:04,551][INFO][abstra] at http://localhost:3000/_public/x\n';
    const run = '[2026-11-26 14:39:17,611][INFO][abstra] at http://localhost:3972/_public/x';
    expect(matchOutput(block, run, 'text', context).ok).toBe(true);
    expect(matchOutput(block, run.replace('INFO', 'WARNING'), 'text', context).ok).toBe(false);
    expect(matchOutput(block, `${run}\nextra line`, 'text', context).ok).toBe(false);
  });

  it('lets ids and timestamps the run makes vary only when the fixture says so', () => {
    const block =
      'Request 9b1f6a52-3c1e-4d0b-8f7e-2a6d1c4e5f70 created at 2025-03-05T10:22:47.918Z';
    const run = 'Request 6a6a9625-42b3-4a50-973b-743ab26bef99 created at 2026-11-26T14:39:22.190Z';
    expect(matchOutput(block, run, 'text', context).ok).toBe(false);
    expect(matchOutput(block, run, 'text', context, {anyIds: true}).ok).toBe(false);
    expect(matchOutput(block, run, 'text', context, {anyIds: true, anyTimes: true}).ok).toBe(true);
  });

  it('compares JSON as JSON values', () => {
    expect(matchOutput('{"a": 1, "b": [true]}', '{"b":[true],"a":1}', 'json', context).ok).toBe(
      true,
    );
    expect(matchOutput('{"a": 1}', '{"a": 1.5}', 'json', context).ok).toBe(false);
  });
});

describe('findExamples', () => {
  it('pairs a python block with the output blocks right after it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'examples-'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(
      path.join(root, 'docs', 'page.mdx'),
      [
        '```python title="jobs/a.py"',
        'print(1)',
        '```',
        '',
        '```json',
        '{"a": 1}',
        '```',
        '',
        '```text',
        'total 1',
        '```',
        '',
        'Prose between blocks ends the output.',
        '',
        '```text',
        'not output',
        '```',
        '',
        '```python',
        'x = 1',
        '```',
      ].join('\n'),
    );
    const [pair, ...rest] = findExamples(root);
    expect(rest).toEqual([]);
    expect(pair.key).toBe('docs/page.mdx#jobs/a.py');
    expect(pair.output.lang).toBe('text');
    expect(pair.output.code).toBe('{"a": 1}\ntotal 1\n');
  });

  it('strips the fence indentation of blocks nested in lists', () => {
    const [block] = extractBlocks('1. Run it:\n\n   ```python\n   print(1)\n   ```\n');
    expect(block.code).toBe('print(1)\n');
  });
});

describe('the fixtures', () => {
  it('cover every example of the docs, and name only examples that exist', () => {
    const keys = findExamples(path.resolve(__dirname, '../../..')).map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => !fixtures[k])).toEqual([]);
    expect(Object.keys(fixtures).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('give a reason for every example left out', () => {
    for (const [key, fixture] of Object.entries(fixtures)) {
      if ('skip' in fixture) expect(fixture.skip?.length ?? 0, key).toBeGreaterThan(30);
    }
  });
});
