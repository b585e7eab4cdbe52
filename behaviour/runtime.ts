/**
 * Starts the pinned `abstra` package's local editor server on a loopback port, in a scratch
 * project written from the scenarios: one form stage per form scenario, one hook stage per hook
 * scenario. The editor serves the bundled player (`abstra_statics`) and runs the stages exactly as
 * a developer's `abstra editor` does.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');

export interface StageFile {
  /** Stage id and file stem; also the URL path of a form and a hook. */
  id: string;
  kind: 'form' | 'hook' | 'tasklet' | 'job';
  code: string;
  /** Task transitions to other stages of the scratch project. */
  transitions?: Array<{target: string; targetType: string; taskType: string}>;
}

export interface Workspace {
  /** Main colour, font colour, background, font family: written into abstra.json as they are. */
  main_color?: string | null;
  font_color?: string | null;
  font_family?: string | null;
  theme?: string | null;
  favicon_url?: string | null;
  logo_url?: string | null;
}

export interface Runtime {
  baseUrl: string;
  dir: string;
  logFile(id: string): string;
  /** The editor's terminal output (its last 20,000 characters). */
  output(): string;
  /** The editor's stdout and stderr, each kept apart (their last 400,000 characters). */
  streams(): {stdout: string; stderr: string};
  /** Rewrites the workspace settings of abstra.json and waits until the server reports them. */
  setWorkspace(workspace: Workspace): Promise<void>;
  stop(): Promise<void>;
}

function abstraJson(stages: StageFile[], workspace: Workspace): string {
  const access = {is_public: true, required_roles: []};
  const base = (s: StageFile, i: number) => ({
    id: s.id,
    file: `${s.id}.py`,
    path: s.id,
    title: s.id,
    workflow_position: [i * 300, 0],
    workflow_transitions: [],
    transitions: (s.transitions ?? []).map((t, n) => ({
      id: `${s.id}-t${n}`,
      target_id: t.target,
      target_type: t.targetType,
      type: 'task',
      task_type: t.taskType,
    })),
    is_initial: true,
  });
  const project = {
    components: [],
    forms: stages
      .map((s, i) => ({s, i}))
      .filter(({s}) => s.kind === 'form')
      .map(({s, i}) => ({...base(s, i), auto_start: true, access_control: access})),
    home: {access_control: access},
    hooks: stages
      .map((s, i) => ({s, i}))
      .filter(({s}) => s.kind === 'hook')
      .map(({s, i}) => ({...base(s, i), enabled: true})),
    jobs: stages
      .map((s, i) => ({s, i}))
      .filter(({s}) => s.kind === 'job')
      .map(({s, i}) => ({...base(s, i), schedule: '0 9 * * 1-5'})),
    pages: [],
    scripts: stages
      .map((s, i) => ({s, i}))
      .filter(({s}) => s.kind === 'tasklet')
      .map(({s, i}) => base(s, i)),
    version: '18.0',
    workspace: {
      brand_name: 'Behaviour harness',
      favicon_url: null,
      font_color: null,
      font_family: null,
      language: 'en',
      logo_url: null,
      main_color: null,
      name: 'Workspace',
      theme: null,
      ...workspace,
    },
  };
  return JSON.stringify(project, null, 2);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `abstra editor exited with ${child.exitCode} before it was ready:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/_healthcheck`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`abstra editor did not answer ${url}/_healthcheck within 60 s:\n${output()}`);
}

const venv = path.join(repoRoot, '.behaviour-venv');
const venvPython = path.join(
  venv,
  process.platform === 'win32' ? 'Scripts/python.exe' : 'bin/python',
);
const stampFile = path.join(venv, 'requirements.stamp');

function requirementsStamp(): string {
  return ['api/requirements.txt', 'api/constraints.txt', 'behaviour/requirements.txt']
    .map((f) => readFileSync(path.join(repoRoot, f), 'utf8'))
    .join('\n');
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {cwd: repoRoot, encoding: 'utf8'});
  if (result.error || result.status !== 0) {
    throw new Error(
      `"${command} ${args.join(' ')}" failed (${result.error?.message ?? `exit ${result.status}`}):\n` +
        `${(result.stderr ?? '').slice(-2000)}\nThe harness needs Python 3.9+ with venv and pip, and PyPI.`,
    );
  }
}

/**
 * The harness's own virtualenv (.behaviour-venv/, gitignored): the pinned abstra with the
 * contract's constraints, plus behaviour/requirements.txt. Made or refreshed when a requirements
 * file changes; separate from .api-venv/, which the contract check installs at the same time in CI.
 */
export function pythonBin(): string {
  // The harness and the examples may start at the same time in `npm test`: one installs, the
  // other waits for it (a lock folder; a lock older than 10 minutes is a crashed run's).
  const lock = `${venv}.lock`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, {throwIfNoEntry: false})?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(lock, {recursive: true, force: true});
      if (Date.now() > deadline) throw new Error(`${lock} was held for 15 minutes; remove it`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return installedPython();
  } finally {
    rmSync(lock, {recursive: true, force: true});
  }
}

function installedPython(): string {
  if (
    existsSync(venvPython) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === requirementsStamp()
  ) {
    return venvPython;
  }
  const systemPython = process.env.PYTHON ?? (process.platform === 'win32' ? 'python' : 'python3');
  console.log(
    'behaviour: installing the pinned abstra and the scenario packages into .behaviour-venv/',
  );
  if (!existsSync(venvPython)) run(systemPython, ['-m', 'venv', venv]);
  run(venvPython, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '--disable-pip-version-check',
    '-r',
    'api/requirements.txt',
    '-c',
    'api/constraints.txt',
    '-r',
    'behaviour/requirements.txt',
  ]);
  writeFileSync(stampFile, requirementsStamp());
  return venvPython;
}

export async function startRuntime(
  stages: StageFile[],
  port: number,
  workspace: Workspace = {},
  files: Record<string, string | Buffer> = {},
  /** Extra environment for the editor and the runs it starts (the examples' Cloud stub). */
  env: Record<string, string> = {},
): Promise<Runtime> {
  const python = pythonBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'abstra-behaviour-'));
  mkdirSync(path.join(dir, 'logs'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), content);
  }
  for (const stage of stages) writeFileSync(path.join(dir, `${stage.id}.py`), stage.code);
  writeFileSync(path.join(dir, 'abstra.json'), abstraJson(stages, workspace));
  writeFileSync(path.join(dir, 'requirements.txt'), '');
  let output = '';
  const streams = {stdout: '', stderr: ''};
  const child = spawn(
    path.join(path.dirname(python), 'abstra'),
    ['editor', '--root_dir', dir, '--port', String(port), '--headless', 'True'],
    {
      cwd: dir,
      env: {
        // A developer's ABSTRA_PROJECT_URL would change what the editor reports: leave it out.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([k]) => k !== 'ABSTRA_PROJECT_URL'),
        ),
        ABSTRA_HARNESS_DIR: dir,
        PYTHONUNBUFFERED: '1',
        // The package's own executor-pool settings: more warm executors, and no recycling after
        // 8 runs, so the scenarios do not queue behind executor start-ups. Forms behave the same.
        ABSTRA_EXECUTOR_POOL_SIZE: '4',
        ABSTRA_EXECUTOR_MAX_EXECUTIONS: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    streams.stdout = (streams.stdout + d.toString()).slice(-400_000);
  });
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
    streams.stderr = (streams.stderr + d.toString()).slice(-400_000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dir,
    logFile: (id) => path.join(dir, 'logs', `${id}.jsonl`),
    output: () => output,
    streams: () => ({...streams}),
    async setWorkspace(next) {
      writeFileSync(path.join(dir, 'abstra.json'), abstraJson(stages, next));
      const deadline = Date.now() + 20_000;
      const wanted = JSON.stringify(next);
      while (Date.now() < deadline) {
        const res = await fetch(`${baseUrl}/_workspace`);
        const now = (await res.json()) as Record<string, unknown>;
        const picked = Object.fromEntries(Object.keys(next).map((k) => [k, now[k]]));
        if (JSON.stringify(picked) === wanted) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server did not pick up the workspace settings ${wanted} within 20 s`);
    },
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
