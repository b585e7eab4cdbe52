/**
 * plugins/search/bundler/noEvalProbe.cjs against the installed DocSearch: its bundled zod's eval
 * probe goes, nothing else changes, and a probe in an unknown form fails the build.
 */
import {describe, expect, it} from 'vitest';

import {distFiles, loaderPatch, modalSource as modal} from './docsearchDist';

const withoutEvalProbe = loaderPatch('noEvalProbe.cjs', 'withoutEvalProbe');

/** The probe as the installed dist writes it. */
const PROBE_TEXT = 'try{return new Function(""),!0}catch(e){return!1}';
const evalCall = /(?:new )?Function\(""\)/g;

describe('noEvalProbe (DocSearch’s bundled zod asks the CSP for eval)', () => {
  it('finds the probe in the installed DocSearch modal (else the loader is no longer needed)', () => {
    expect(modal.match(evalCall)?.length ?? 0).toBeGreaterThan(0);
  });

  it('leaves no Function("") call in any dist file that has the probe, and answers false', () => {
    for (const [file, source] of distFiles()) {
      const out = withoutEvalProbe(source, file);
      expect(out.match(evalCall), file).toBeNull();
      // Only the probe's try/catch changed.
      expect(out === source.split(PROBE_TEXT).join('return!1'), file).toBe(true);
    }
    expect(withoutEvalProbe(modal)).toContain('includes("Cloudflare"))return!1;return!1');
  });

  it('passes a file without the probe through unchanged', () => {
    const source = 'export const x = () => new Function("return 1");';
    expect(withoutEvalProbe(source)).toBe(source);
  });

  it('fails the build, naming itself, when the probe changed form', () => {
    const changed = modal.replace('try{return new Function(""),!0}', 'try{return Function(""),!0}');
    expect(() => withoutEvalProbe(changed, 'DocSearchModal.js')).toThrow(
      /noEvalProbe: DocSearchModal\.js holds zod's eval probe in a form this loader does not know/,
    );
  });
});
