/**
 * plugins/search/bundler/storageProbeOnce.cjs against the installed DocSearch: the stores' storage
 * test runs once per page, and a test in an unknown form fails the build.
 */
import {describe, expect, it} from 'vitest';

import {distFiles, loaderPatch, modalSource as modal} from './docsearchDist';

const withStorageProbeOnce = loaderPatch('storageProbeOnce.cjs', 'withStorageProbeOnce');

/** DocSearch's store factory (`ua` in the dist), cut out of a source and run against `storage`. */
function storeFactory(source: string, storage: Storage): (key: string) => {getItem(): unknown[]} {
  const start = source.indexOf('function ua(e){');
  const end = source.indexOf('var aa=', start);
  // `na` clears old entries on a full quota; the test's storage never fills.
  const body = source.slice(start, end);
  const prelude = source.startsWith('var __abstraStorageUsable;')
    ? 'var __abstraStorageUsable;'
    : '';
  return new Function('window', `${prelude}function na(){}${body};return ua;`)({
    localStorage: storage,
  }) as never;
}

function countingStorage(): {storage: Storage; writes: () => number} {
  const map = new Map<string, string>();
  let writes = 0;
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      writes++;
      map.set(k, v);
    },
    removeItem: (k: string) => {
      writes++;
      map.delete(k);
    },
  } as unknown as Storage;
  return {storage, writes: () => writes};
}

describe('storageProbeOnce (DocSearch tests localStorage on every render)', () => {
  it('finds the test in the installed modal, once (else the loader is no longer needed)', () => {
    expect(modal.match(/"__TEST_KEY__"/g)?.length).toBe(1);
    expect(modal).toContain('function ua(e){');
  });

  it('as shipped, each store made costs two writes; patched, only the first store does', () => {
    const shipped = countingStorage();
    const make = storeFactory(modal, shipped.storage);
    for (let i = 0; i < 6; i++) make(`key${i}`);
    expect(shipped.writes()).toBe(12);

    const patched = countingStorage();
    const makePatched = storeFactory(withStorageProbeOnce(modal), patched.storage);
    for (let i = 0; i < 6; i++) makePatched(`key${i}`);
    expect(patched.writes()).toBe(2);
  });

  it('keeps the stores working: what one store writes, a later one reads', () => {
    const {storage} = countingStorage();
    storage.setItem('__DOCSEARCH_RECENT_SEARCHES__docs', JSON.stringify([{objectID: 'a'}]));
    const make = storeFactory(withStorageProbeOnce(modal), storage);
    expect(make('__DOCSEARCH_RECENT_SEARCHES__docs').getItem()).toEqual([{objectID: 'a'}]);
  });

  it('changes every dist file that has the test, and only there', () => {
    for (const [file, source] of distFiles()) {
      const out = withStorageProbeOnce(source, file);
      if (!source.includes('"__TEST_KEY__"')) expect(out, file).toBe(source);
      else expect(out.match(/__abstraStorageUsable=function\(\)\{/g)?.length, file).toBe(1);
    }
  });

  it('fails the build, naming itself, when the test changed form', () => {
    const changed = modal.replace(
      'window.localStorage.removeItem(e),!0',
      'localStorage.removeItem(e),!0',
    );
    expect(() => withStorageProbeOnce(changed, 'DocSearchModal.js')).toThrow(
      /storageProbeOnce: DocSearchModal\.js tests localStorage in a form this loader does not know/,
    );
  });
});
