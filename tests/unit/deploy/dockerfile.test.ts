/**
 * The container image can only be built where a Docker daemon and Docker Hub are reachable (not
 * on the test machine). This ties the Dockerfile to what the tests do run: its nginx stage is
 * Debian's nginx-light with the recipe file and the production build where the recipe expects
 * them (tests/e2e/nginx-container.spec.ts runs that nginx with Debian's own nginx.conf), and its
 * build stage is `npm run build` with every variable the build reads.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {RECIPE, RECIPE_BUILD_DIR} from '../../e2e/nginx';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Stage {
  from: string;
  name: string;
  lines: string[];
}

/** The stages of a Dockerfile: `FROM image AS name` and their instructions (continuations joined). */
function stages(text: string): Stage[] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM (\S+) AS (\S+)$/i.exec(line);
    if (from) result.push({from: from[1]!, name: from[2]!, lines: []});
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  const [build, serve] = stages(read('Dockerfile'));

  it('builds the production site with every variable the build reads', () => {
    expect(build?.from).toMatch(/^node:20-bookworm/);
    expect(build?.lines).toEqual(
      expect.arrayContaining(['RUN npm ci --no-audit --no-fund', 'RUN npm run build']),
    );
    const readByBuild = [
      ...new Set(
        [read('plugins/tracker/options.ts'), read('src/config/search.ts')].flatMap((source) =>
          [...source.matchAll(/'((?:ALGOLIA|TRACKER|GA4|PLAUSIBLE)_[A-Z_]+)'/g)].map((m) => m[1]!),
        ),
      ),
      'SITE_URL',
    ].sort();
    const args = build!.lines
      .map((line) => /^ARG ([A-Z0-9_]+)=/.exec(line)?.[1])
      .filter(Boolean)
      .sort();
    expect(args).toEqual(readByBuild);
  });

  it('serves it with the tested recipe, on the nginx the tests run', () => {
    const codename = /^VERSION_CODENAME=(\w+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    expect(serve?.from).toBe(`debian:${codename}-slim`);
    expect(read('.ci/run')).toContain('nginx-light');
    const run = serve!.lines.find((line) => line.startsWith('RUN '))!;
    expect(run).toContain('apt-get install -y --no-install-recommends nginx-light');
    // The stock site would also listen on port 80; nginx-container.spec.ts runs without it.
    expect(run).toContain('rm -f /etc/nginx/sites-enabled/default');
    expect(serve!.lines).toContain(
      `COPY ${path.relative(root, RECIPE)} /etc/nginx/conf.d/${path.basename(RECIPE)}`,
    );
    expect(serve!.lines).toContain(`COPY --from=${build!.name} /site/build ${RECIPE_BUILD_DIR}`);
    expect(serve!.lines).toContain('CMD ["nginx", "-g", "daemon off;"]');
  });

  it('leaves out of the build context what the build makes itself', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', 'build', 'deploy/tools/node_modules', '.docusaurus']) {
      expect(ignored).toContain(entry);
    }
  });
});
