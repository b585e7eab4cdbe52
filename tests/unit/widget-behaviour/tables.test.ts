import {describe, expect, it} from 'vitest';
import {
  behaviourMarkdown,
  describeChanges,
  parseFact,
  scenariosMarkdown,
} from '../../../plugins/widget-behaviour/server/tables';
import type {FormsData} from '../../../plugins/widget-behaviour/server/types';

const data: FormsData = {
  abstra: '9.9.9',
  params: {
    TextInput: {
      baseline: {box: '500x78', main: '500x44'},
      params: {
        key: {probe: null, skipped: 'names the value in the state; it has no display'},
        max_length: {
          probe: '4',
          effect: 'dom',
          changes: ['- input.input[placeholder=]', '+ input.input[maxlength=4][placeholder=]'],
        },
        mask: {probe: '"00-00"', effect: 'none'},
        min_length: {probe: '3', effect: 'none'},
        full_width: {
          probe: 'True',
          effect: 'form-width',
          size: {baseline: 'form 540px', probe: 'form 1192px'},
        },
      },
    },
  },
  lifecycles: {
    TextInput__lifecycle: {
      widget: 'TextInput',
      title: 'required',
      extra: '',
      sample: 'abc',
      steps: [
        {
          step: 'untouched',
          python: {repr: 'None', type: 'NoneType'},
          submitted: false,
          messages: [],
          fromServer: [],
        },
        {
          step: 'next',
          python: {repr: 'None', type: 'NoneType'},
          submitted: false,
          messages: ['This field is required.'],
          fromServer: [],
        },
        {
          step: 'type',
          python: {repr: "'abc'", type: 'str'},
          submitted: false,
          messages: [],
          fromServer: [],
        },
        {
          step: 'next',
          python: {repr: "'abc'", type: 'str'},
          submitted: true,
          messages: [],
          fromServer: [],
        },
      ],
    },
    TextInput__length: {
      widget: 'TextInput',
      title: 'length',
      extra: 'min_length=2',
      sample: 'a',
      steps: [
        {
          step: 'type',
          python: {repr: "'a'", type: 'str'},
          submitted: false,
          messages: ['Value is too short. Min length is 2'],
          fromServer: ['Value is too short. Min length is 2'],
        },
      ],
    },
  },
};

describe('parseFact', () => {
  it('reads the tag, classes, attributes and text', () => {
    const fact = parseFact('span.span-error[aria-disabled=true] "Probe error"');
    expect(fact.tag).toBe('span');
    expect(fact.classes).toEqual(['span-error']);
    expect(fact.attrs.get('aria-disabled')).toBe('true');
    expect(fact.text).toBe('Probe error');
  });
});

describe('describeChanges', () => {
  it('names an added attribute on the same element', () => {
    expect(
      describeChanges(['- input.input[placeholder=]', '+ input.input[maxlength=4][placeholder=]']),
    ).toBe('`<input>`: adds `maxlength="4"`');
  });
  it('names new text', () => {
    expect(describeChanges(['+ span.span-error "Probe error"'])).toBe('shows "Probe error"');
  });
});

describe('behaviourMarkdown', () => {
  const md = behaviourMarkdown(data, 'TextInput');
  it('lists what the page function receives at each step, with the type', () => {
    expect(md).toContain('| Before the person touches it | `None` | `NoneType` |');
    expect(md).toContain("| After Next, in the state `run()` returns | `'abc'` | `str` |");
  });
  it('says where each message comes from and when it first shows', () => {
    expect(md).toContain(
      '| This field is required. | when the person presses Next | the browser |',
    );
    expect(md).toContain(
      '| Value is too short. Min length is 2 | while the person types or picks (with `min_length=2`) | the package, in Python |',
    );
  });
  it('reports parameters with no effect, and page-wide effects', () => {
    expect(md).toContain('| `mask` | `mask="00-00"` | No visible change when the page shows. |');
    expect(md).toMatch(/\| `full_width` \| `full_width=True` \| Widens the whole form/);
    expect(md).not.toContain('`key`');
    expect(md).toContain(
      '| `min_length` | `min_length=3` | No change when the page shows; the cases above show what it does to an entered value. |',
    );
  });
  it('fails on a widget the data does not cover', () => {
    expect(() => behaviourMarkdown(data, 'NoSuchInput')).toThrow(/no observations of NoSuchInput/);
  });
});

describe('scenariosMarkdown', () => {
  const file = {
    abstra: '9.9.9',
    scenarios: {
      query_none: {url: '/f', values: {id: '<the form id>'}},
      query_own_id: {url: '/f?id=mine', formStarted: false},
      theme_default: {vars: {'--color-main': '#414a58'}},
    },
  };
  it('renders one row per scenario of the prefix, with dotted columns', () => {
    const md = scenariosMarkdown(file, 'query_', ['url', 'values.id', 'formStarted']);
    expect(md).toContain('| Scenario | Url | Values › id | Form started |');
    expect(md).toContain('| none | `"/f"` | `"<the form id>"` | - |');
    expect(md).toContain('| own id | `"/f?id=mine"` | - | `false` |');
    expect(md).not.toContain('theme');
  });
  it('fails when no scenario has the prefix', () => {
    expect(() => scenariosMarkdown(file, 'nothing_')).toThrow(/no scenario starts with "nothing_"/);
  });
});
