/**
 * plugins/search/bundler/scrollTopInFrame.cjs against the installed DocSearch: the modal's scroll
 * of its hits back to the top, on each new query, runs in the next animation frame instead of in
 * the key's task, and a scroll in an unknown form fails the build.
 */
import {describe, expect, it} from 'vitest';

import {distFiles, loaderPatch, modalSource as modal} from './docsearchDist';

const withScrollTopInFrame = loaderPatch('scrollTopInFrame.cjs', 'withScrollTopInFrame');

/** The body of the effect that scrolls the list: `var e;<ref>.current&&!<flag>&&(…)`. */
function scrollEffect(source: string): {ref: string; flag: string; body: string} {
  const at = source.indexOf('.current).scrollTo?');
  const anchor =
    at >= 0 ? at : source.indexOf('requestAnimationFrame(function(){"function"==typeof');
  const start = source.lastIndexOf('{var e;', anchor) + 1;
  const end = source.indexOf('},[', anchor);
  const body = source.slice(start, end);
  const [, ref, flag] = /^var e;(\w+)\.current&&!(\w+)&&/.exec(body)!;
  return {ref: ref!, flag: flag!, body};
}

/** Runs the effect with a list element; returns what was scrolled, now and after the frame. */
function runEffect(source: string): {now: string[]; afterFrame: string[]} {
  const {ref, flag, body} = scrollEffect(source);
  const calls: string[] = [];
  const frames: Array<() => void> = [];
  const list = {scrollTo: (options: {top: number}) => calls.push(`scrollTo top ${options.top}`)};
  new Function(ref, flag, 'requestAnimationFrame', body)({current: list}, false, (f: () => void) =>
    frames.push(f),
  );
  const now = [...calls];
  for (const frame of frames) frame();
  return {now, afterFrame: calls};
}

describe('scrollTopInFrame (DocSearch scrolls its list, a forced layout, in each key task)', () => {
  it('finds the scroll in the installed modal, once (else the loader is no longer needed)', () => {
    expect(modal.match(/\.current\)\.scrollTo\?/g)?.length).toBe(1);
  });

  it('as shipped, the list scrolls in the effect; patched, in the next frame, the same way', () => {
    const shipped = runEffect(modal);
    expect(shipped.now).toEqual(['scrollTo top 0']);
    const patched = runEffect(withScrollTopInFrame(modal));
    expect(patched.now).toEqual([]);
    expect(patched.afterFrame).toEqual(['scrollTo top 0']);
  });

  it('changes every dist file that has the scroll, and only there', () => {
    for (const [file, source] of distFiles()) {
      const out = withScrollTopInFrame(source, file);
      if (!source.includes('.current).scrollTo?')) expect(out, file).toBe(source);
      else
        expect(
          out.match(/requestAnimationFrame\(function\(\)\{"function"==typeof e\.scrollTo/g)?.length,
          file,
        ).toBe(1);
    }
  });

  it('fails the build, naming itself, when the scroll changed form', () => {
    const changed = modal.replace(
      '.current).scrollTo?e.scrollTo({top:0,behavior:"smooth"})',
      '.current).scrollTo?e.scrollTo(0,0)',
    );
    expect(changed).not.toBe(modal);
    expect(() => withScrollTopInFrame(changed, 'DocSearchModal.js')).toThrow(
      /scrollTopInFrame: DocSearchModal\.js scrolls the list of hits in a form this loader does not know/,
    );
  });
});
