import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {htmlWritten, writesHtml} from '../../../plugins/security-headers/htmlWriters';

type PostBuildProps = Parameters<NonNullable<Plugin<void>['postBuild']>>[0];

const context = (outDir: string) => ({outDir}) as LoadContext;
const props = (outDir: string) => ({outDir}) as PostBuildProps;

/** A promise and the function that resolves it, to order steps without any timer. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {open, opened};
}

describe('writesHtml / htmlWritten', () => {
  it('waits for every declared writer, even one whose postBuild starts after the wait', async () => {
    const steps: string[] = [];
    const slow = gate();
    const writer = writesHtml({
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
    const csp = htmlWritten('/out/a').then(() => steps.push('csp written'));
    const build = plugin.postBuild!(props('/out/a'));
    steps.push('writer started');
    slow.open();
    await Promise.all([csp, build]);
    expect(steps).toEqual(['writer started', 'redirect pages written', 'csp written']);
  });

  it('keeps builds in different folders apart, and passes validateOptions through', async () => {
    const validateOptions = () => ({checked: true});
    const slow = gate();
    const writer = writesHtml({
      default: (): Plugin<void> => ({name: 'w', postBuild: () => slow.opened}),
      validateOptions,
    });
    expect(writer.validateOptions).toBe(validateOptions);
    const plugin = (await writer(context('/out/b'), {}))!;
    let otherDone = false;
    await htmlWritten('/out/other').then(() => (otherDone = true));
    expect(otherDone).toBe(true);
    const done = htmlWritten('/out/b');
    const build = plugin.postBuild!(props('/out/b'));
    slow.open();
    await Promise.all([done, build]);
  });

  it('settles when a writer has no postBuild, or when its postBuild fails', async () => {
    const none = writesHtml({default: (): Plugin<void> => ({name: 'quiet'})});
    await none(context('/out/c'), {});
    await htmlWritten('/out/c');
    const failing = writesHtml({
      default: (): Plugin<void> => ({
        name: 'broken',
        postBuild: () => Promise.reject(new Error('disk full')),
      }),
    });
    const plugin = (await failing(context('/out/d'), {}))!;
    await expect(plugin.postBuild!(props('/out/d'))).rejects.toThrow('disk full');
    await htmlWritten('/out/d');
  });
});
