/**
 * plugins/search/bundler/selectionOnce.cjs against the installed DocSearch: the modal reads the
 * page's selection (a forced layout) on its first render only, with the same first value, and a
 * read in an unknown form fails the build.
 */
import {describe, expect, it} from 'vitest';

import {distFiles, loaderPatch, modalSource as modal} from './docsearchDist';

const withSelectionOnce = loaderPatch('selectionOnce.cjs', 'withSelectionOnce');

/** The modal's selection read, cut out of a source: `<React>.use…(…)…` up to its `,<next var>=`. */
function selectionRead(source: string): {react: string; expression: string} {
  const at = source.indexOf('window.getSelection().toString()');
  const start = source.lastIndexOf('=', source.lastIndexOf('.use', at)) + 1;
  const end = source.indexOf(',', source.indexOf(':""', at));
  const expression = source.slice(start, end);
  return {react: expression.slice(0, expression.indexOf('.')), expression};
}

/** Renders the read `renders` times with hooks kept as React keeps them; counts selection reads. */
function render(source: string, renders: number): {values: string[]; reads: number} {
  const {react, expression} = selectionRead(source);
  let reads = 0;
  const slots: Array<{current?: unknown; state?: unknown}> = [];
  let slot = 0;
  const hooks = {
    useRef(initial: unknown) {
      slots[slot] ??= {current: initial};
      return slots[slot++];
    },
    useState(initial: () => unknown) {
      slots[slot] ??= {state: initial()};
      return [slots[slot++]!.state, () => undefined];
    },
  };
  const fakeWindow = {
    getSelection: () => ({
      toString: () => {
        reads++;
        return 'selected words';
      },
    }),
  };
  const run = new Function(react, 'window', `return ${expression};`) as (
    r: typeof hooks,
    w: typeof fakeWindow,
  ) => string;
  const values: string[] = [];
  for (let i = 0; i < renders; i++) {
    slot = 0;
    values.push(run(hooks, fakeWindow));
  }
  return {values, reads};
}

describe('selectionOnce (DocSearch reads the selection on every render)', () => {
  it('finds the read in the installed modal, once (else the loader is no longer needed)', () => {
    expect(modal.match(/window\.getSelection\(\)\.toString\(\)/g)?.length).toBe(1);
    expect(selectionRead(modal).expression).toMatch(/^\w+\.useRef\(/);
  });

  it('as shipped, every render reads the selection; patched, only the first, with the same value', () => {
    const shipped = render(modal, 5);
    expect(shipped.reads).toBe(5);
    const patched = render(withSelectionOnce(modal), 5);
    expect(patched.reads).toBe(1);
    expect(patched.values).toEqual(shipped.values);
    expect(patched.values[0]).toBe('selected words');
  });

  it('changes every dist file that reads the selection, and only there', () => {
    for (const [file, source] of distFiles()) {
      const out = withSelectionOnce(source, file);
      if (!source.includes('window.getSelection().toString()')) expect(out, file).toBe(source);
      else {
        expect(
          out.match(/\.useState\(function\(\)\{return "undefined"!=typeof window\?/g)?.length,
          file,
        ).toBe(1);
        expect(out.length - source.length, file).toBeLessThan(40);
      }
    }
  });

  it('fails the build, naming itself, when the read changed form', () => {
    const changed = modal.replace('.slice(0,512)', '.substring(0,512)');
    expect(() => withSelectionOnce(changed, 'DocSearchModal.js')).toThrow(
      /selectionOnce: DocSearchModal\.js reads the page's selection in a form this loader does not know/,
    );
  });
});
