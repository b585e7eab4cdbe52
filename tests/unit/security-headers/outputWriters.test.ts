import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {outputWritten, writesOutput} from '../../../plugins/security-headers/outputWriters';

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

const context = (outDir: string) => ({outDir}) as LoadContext;
const props = (outDir: string) => ({outDir}) as PostBuildProps;

/** A promise and the function that resolves it, to order steps without any timer. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {open, opened};
}

describe('writesOutput / outputWritten', () => {
  it('waits for every declared writer, even one whose postBuild starts after the wait', async () => {
    const steps: string[] = [];
    const slow = gate();
    const writer = writesOutput({
      default: (): Plugin<void> => ({
        name: 'slow-writer',
        async postBuild() {
          await slow.opened;
          steps.push('redirect pages written');
        },
      }),
    });
    const plugin = (await writer(context('/out/a'), {}))!;
    // The CSP writer starts waiting before the writer's postBuild is even called.
    const csp = outputWritten('/out/a').then(() => steps.push('csp written'));
    const build = plugin.postBuild!(props('/out/a'));
    steps.push('writer started');
    slow.open();
    await Promise.all([csp, build]);
    expect(steps).toEqual(['writer started', 'redirect pages written', 'csp written']);
  });

  it('keeps builds in different folders apart, and passes validateOptions through', async () => {
    const validateOptions = () => ({checked: true});
    const slow = gate();
    const writer = writesOutput({
      default: (): Plugin<void> => ({name: 'w', postBuild: () => slow.opened}),
      validateOptions,
    });
    expect(writer.validateOptions).toBe(validateOptions);
    const plugin = (await writer(context('/out/b'), {}))!;
    let otherDone = false;
    await outputWritten('/out/other').then(() => (otherDone = true));
    expect(otherDone).toBe(true);
    const done = outputWritten('/out/b');
    const build = plugin.postBuild!(props('/out/b'));
    slow.open();
    await Promise.all([done, build]);
  });

  it('settles when a writer has no postBuild, or when its postBuild fails', async () => {
    const none = writesOutput({default: (): Plugin<void> => ({name: 'quiet'})});
    await none(context('/out/c'), {});
    await outputWritten('/out/c');
    const failing = writesOutput({
      default: (): Plugin<void> => ({
        name: 'broken',
        postBuild: () => Promise.reject(new Error('disk full')),
      }),
    });
    const plugin = (await failing(context('/out/d'), {}))!;
    await expect(plugin.postBuild!(props('/out/d'))).rejects.toThrow('disk full');
    await outputWritten('/out/d');
  });
});
