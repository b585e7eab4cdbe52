import {describe, expect, it} from 'vitest';
import {compareData} from '../../../behaviour/compare';

const committed = {
  abstra: '1',
  params: {
    TextInput: {params: {mask: {effect: 'none'}}},
    PhoneInput: {params: {hint: {effect: 'dom'}}},
  },
  lifecycles: {
    TextInput__lifecycle: {
      widget: 'TextInput',
      steps: [{step: 'untouched', python: {repr: 'None'}}],
    },
    PhoneInput__lifecycle: {widget: 'PhoneInput', steps: []},
  },
};

describe('compareData', () => {
  it('finds nothing when the observation equals the file', () => {
    expect(compareData('forms', committed, structuredClone(committed))).toEqual([]);
  });
  it('names the file, the widget, the scenario and both values', () => {
    const observed = structuredClone(committed);
    observed.lifecycles.TextInput__lifecycle.steps[0].python.repr = "''";
    const drifts = compareData('forms', committed, observed);
    expect(drifts).toEqual([
      {
        file: 'api/behaviour/forms.json',
        where: 'lifecycles › TextInput__lifecycle › steps › 0 › python › repr',
        expected: '"None"',
        observed: '"\'\'"',
      },
    ]);
  });
  it('reports a value that disappeared', () => {
    const observed = structuredClone(committed) as {params: Record<string, unknown>};
    delete observed.params.PhoneInput;
    const [drift] = compareData('forms', committed, observed);
    expect(drift.where).toBe('params › PhoneInput');
    expect(drift.observed).toBe('(absent)');
  });
  it('with --only, compares the named widgets alone', () => {
    const observed = structuredClone(committed);
    observed.params.PhoneInput.params.hint.effect = 'none';
    expect(compareData('forms', committed, observed, new Set(['TextInput']))).toEqual([]);
    expect(compareData('forms', committed, observed, new Set(['PhoneInput']))).toHaveLength(1);
  });
});
