/**
 * The GitHub Pages workflow cannot run here; this checks it does what the README says: build,
 * stage with deploy/stage.mjs (which hostTargets.test.ts runs), upload that folder with the
 * official Pages actions, deploy with the permissions they need.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

const file = path.join(
  __dirname,
  '..',
  '..',
  '..',
  '.github',
  'workflows',
  'deploy-github-pages.yml',
);

interface Step {
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<string, {needs?: string; environment?: {name: string}; steps: Step[]}>;
}

describe('the GitHub Pages workflow', () => {
  const workflow = load(readFileSync(file, 'utf8')) as Workflow;
  const {build, deploy} = workflow.jobs;

  it('builds, stages for github-pages and uploads the staged folder', () => {
    const runs = build!.steps.map((step) => step.run).filter(Boolean);
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build',
      expect.stringMatching(/^node deploy\/stage\.mjs github-pages --out \S+$/),
    ]);
    const out = runs[2]!.split(' ').at(-1);
    const upload = build!.steps.find((step) =>
      step.uses?.startsWith('actions/upload-pages-artifact@'),
    );
    expect(upload?.with?.path).toBe(out);
    const uses = build!.steps.map((step) => step.uses).filter(Boolean);
    expect(uses.indexOf(upload!.uses)).toBeGreaterThan(
      uses.findIndex((u) => u!.startsWith('actions/configure-pages@')),
    );
  });

  it('deploys with the official action, the permissions it needs and its environment', () => {
    expect(workflow.permissions).toMatchObject({pages: 'write', 'id-token': 'write'});
    expect(deploy!.needs).toBe('build');
    expect(deploy!.environment?.name).toBe('github-pages');
    expect(deploy!.steps.map((step) => step.uses)).toEqual([
      expect.stringMatching(/^actions\/deploy-pages@v\d+$/),
    ]);
  });
});
