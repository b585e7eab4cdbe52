import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const repo = path.resolve(__dirname, '..', '..', '..');
const RECIPE = path.join(repo, 'deploy', 'nginx', 'abstra-docs.conf');
const MARKER = '<!-- The block below is deploy/nginx/abstra-docs.conf, verbatim';

describe('the nginx recipe in the README', () => {
  it('is deploy/nginx/abstra-docs.conf, verbatim (the file the nginx test runs)', () => {
    const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
    const start = readme.indexOf(MARKER);
    expect(start, 'README.md has no nginx recipe marker').toBeGreaterThan(-1);
    const block = /```nginx\n([\s\S]*?)```/.exec(readme.slice(start));
    expect(block, 'no ```nginx block after the marker').not.toBeNull();
    expect(block![1]).toBe(readFileSync(RECIPE, 'utf8'));
  });

  it('has no other nginx block that could drift from it', () => {
    const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
    expect(readme.match(/```nginx/g)?.length).toBe(1);
  });
});
