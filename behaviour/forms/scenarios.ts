/**
 * The form scenarios: Python form scripts generated from the widget catalog, and the steps a person
 * takes in each. Three kinds:
 *  - `params`:    one page per widget with a baseline instance and one instance per probed
 *                 parameter; the harness diffs what each renders against the baseline.
 *  - `fullWidth`: one page per widget with full_width flipped (it widens the whole form).
 *  - `lifecycle`: one widget with key "v"; the harness enters a value, clears it, presses Next, and
 *                 records what the page function received after each step, and what was shown.
 */
import {formWidgets, loadContract, type ContractParam} from '../contract';
import {repoRoot, type StageFile} from '../runtime';
import {widgets} from './catalog';
import {probeValue, unprobed} from './probeValues';

export type Step = 'untouched' | 'next' | 'type' | 'blur' | 'clear' | 'retype';

export interface LifecycleScenario {
  id: string;
  widget: string;
  title: string;
  /** Extra keyword arguments, Python source. */
  extra: string;
  steps: Step[];
  /** Overrides the catalog's sample text. */
  sample?: string;
  /** For the 'retype' step: what to type into the first field after clearing it. */
  retype?: string;
}

export interface ParamProbe {
  param: string;
  value: string | null;
  reason?: string;
}

export interface ParamsScenario {
  id: string;
  widget: string;
  probes: ParamProbe[];
  /** Python value of full_width in the fullWidth page; null when the widget has no full_width. */
  fullWidth: string | null;
  /** Other values of the required arguments: label -> Python arguments. */
  variants: Record<string, string>;
}

const PRELUDE = `import datetime, json, os
from abstra.forms import *
HARNESS_DIR = os.environ["ABSTRA_HARNESS_DIR"]
FILE_PATH = os.path.join(HARNESS_DIR, "sample.txt")
IMAGE_PATH = os.path.join(HARNESS_DIR, "sample.png")
`;

function imports(widget: string): string {
  return (widgets[widget]?.imports ?? []).join('\n');
}

function call(widget: string, key: string | null, extra: string, args?: string): string {
  const spec = widgets[widget];
  const parts = [args ?? spec.args];
  if (key && widget !== 'ListInput') parts.push(`key=${JSON.stringify(key)}`);
  if (key && widget === 'ListInput') parts.unshift(JSON.stringify(key));
  if (extra) parts.push(extra);
  return `${widget}(${parts.filter(Boolean).join(', ')})`;
}

const isInput = (widget: string) => /Input$/.test(widget);

export function paramsPage(scenario: ParamsScenario): string {
  const items = [call(scenario.widget, isInput(scenario.widget) ? 'base' : null, '')];
  for (const probe of scenario.probes) {
    if (probe.value === null) continue;
    const key = isInput(scenario.widget) ? `p_${probe.param}` : null;
    items.push(call(scenario.widget, key, `${probe.param}=${probe.value}`));
  }
  for (const [label, args] of Object.entries(scenario.variants)) {
    const key = isInput(scenario.widget) ? `variant_${items.length}` : null;
    items.push(call(scenario.widget, key, '', args));
  }
  return `${PRELUDE}${imports(scenario.widget)}

def page(state):
    return [
        ${items.join(',\n        ')},
    ]

run([page])
`;
}

export function fullWidthPage(scenario: ParamsScenario): string {
  const key = isInput(scenario.widget) ? 'v' : null;
  return `${PRELUDE}${imports(scenario.widget)}

def page(state):
    return [${call(scenario.widget, key, `full_width=${scenario.fullWidth}`)}]

run([page])
`;
}

export function lifecyclePage(scenario: LifecycleScenario): string {
  return `${PRELUDE}${imports(scenario.widget)}
LOG = os.path.join(HARNESS_DIR, "logs", ${JSON.stringify(`${scenario.id}.jsonl`)})


def _note(event, state):
    try:
        value = state["v"]
        entry = {"event": event, "repr": repr(value), "type": type(value).__name__}
    except Exception as error:
        entry = {"event": event, "raises": type(error).__name__}
    with open(LOG, "a") as log:
        log.write(json.dumps(entry) + "\\n")


def page(state):
    _note("render", state)
    return [${call(scenario.widget, 'v', scenario.extra)}]


state = run([page])
_note("submitted", state)
`;
}

/** Lifecycle scenarios beyond the default ones, for checks that need a particular value. */
const extraLifecycles: LifecycleScenario[] = [
  {
    id: 'TextInput__length',
    widget: 'TextInput',
    title: 'min_length=2, max_length=5, typing seven characters',
    extra: 'min_length=2, max_length=5',
    steps: ['untouched', 'type', 'clear', 'next'],
  },
  {
    id: 'TextInput__optional_min_length',
    widget: 'TextInput',
    title: 'required=False, min_length=3, left blank',
    extra: 'required=False, min_length=3',
    steps: ['untouched', 'next'],
  },
  {
    id: 'TextInput__mask',
    widget: 'TextInput',
    title: 'mask="aa-0000"',
    extra: 'mask="aa-0000"',
    sample: 'ab1234',
    steps: ['type', 'next'],
  },
  {
    id: 'PhoneInput__change_country',
    widget: 'PhoneInput',
    title: 'country code 55 and a number, then the country code changed to 1',
    extra: '',
    retype: '1',
    steps: ['type', 'retype', 'next'],
  },
  {
    id: 'EmailInput__invalid',
    widget: 'EmailInput',
    title: 'a value with no domain',
    extra: '',
    sample: 'ana@',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'CpfInput__invalid',
    widget: 'CpfInput',
    title: 'a number with a wrong check digit',
    extra: '',
    sample: '52998224726',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'CnpjInput__invalid',
    widget: 'CnpjInput',
    title: 'a number with a wrong check digit',
    extra: '',
    sample: '11222333000182',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'NumberInput__range',
    widget: 'NumberInput',
    title: 'min=10, max=20, typing 42',
    extra: 'min=10, max=20',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'CurrencyInput__brl',
    widget: 'CurrencyInput',
    title: 'currency="BRL"',
    extra: 'currency="BRL"',
    steps: ['untouched', 'type', 'next'],
  },
  {
    id: 'CurrencyInput__digits',
    widget: 'CurrencyInput',
    title: 'typing the digits 125000',
    extra: '',
    sample: '125000',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'CurrencyInput__range',
    widget: 'CurrencyInput',
    title: 'min=10, max=20, typing 1234.5',
    extra: 'min=10, max=20',
    steps: ['type', 'blur', 'next'],
  },
  {
    id: 'EmailInput__length',
    widget: 'EmailInput',
    title: 'max_length=8, typing a longer address',
    extra: 'max_length=8',
    steps: ['type', 'next'],
  },
  {
    id: 'PasswordInput__rules',
    widget: 'PasswordInput',
    title: 'every rule on, typing "abc"',
    extra:
      'lowercase_required=True, uppercase_required=True, special_required=True, digit_required=True, min_length=6',
    sample: 'abc',
    steps: ['type', 'blur', 'next'],
  },
];

const defaultSteps: Step[] = ['untouched', 'next', 'type', 'blur', 'clear', 'type', 'next'];

export interface FormPlan {
  params: ParamsScenario[];
  lifecycles: LifecycleScenario[];
  stages: StageFile[];
}

export function planForms(only?: Set<string>): FormPlan {
  const contract = loadContract(repoRoot);
  const all = formWidgets(contract);
  const missing = [...all.keys()].filter((name) => !widgets[name]);
  if (missing.length) {
    throw new Error(
      `behaviour/forms/catalog.ts has no entry for ${missing.join(', ')}: add how to build and drive ` +
        'each widget the contract lists.',
    );
  }
  const params: ParamsScenario[] = [];
  const lifecycles: LifecycleScenario[] = [];
  for (const [widget, contractParams] of all) {
    if (only && !only.has(widget)) continue;
    const probes: ParamProbe[] = contractParams
      .filter(
        (p: ContractParam) =>
          !p.required && p.kind !== 'var_keyword' && p.kind !== 'var_positional',
      )
      .map((p) => {
        const value = probeValue(widget, p);
        return value === null
          ? {param: p.name, value: null, reason: unprobed[p.name] ?? 'no probe value for this type'}
          : {param: p.name, value};
      });
    const fw = contractParams.find((p) => p.name === 'full_width');
    params.push({
      id: `${widget}__params`,
      widget,
      probes,
      fullWidth: fw ? (fw.default === 'True' ? 'False' : 'True') : null,
      variants: widgets[widget].variants ?? {},
    });
    if (isInput(widget)) {
      // A widget whose value the harness does not enter still shows what it holds untouched.
      const steps: Step[] =
        widgets[widget].driver.kind === 'none' ? ['untouched', 'next'] : defaultSteps;
      lifecycles.push({
        id: `${widget}__lifecycle`,
        widget,
        title: 'required (the default)',
        extra: '',
        steps,
      });
      lifecycles.push({
        id: `${widget}__optional`,
        widget,
        title: 'required=False, left untouched',
        extra: 'required=False',
        steps: ['untouched', 'next'],
      });
    }
  }
  for (const scenario of extraLifecycles) {
    if (!only || only.has(scenario.widget)) lifecycles.push(scenario);
  }
  const stages: StageFile[] = [];
  for (const p of params) {
    stages.push({id: p.id, kind: 'form', code: paramsPage(p)});
    if (p.fullWidth)
      stages.push({id: `${p.widget}__full_width`, kind: 'form', code: fullWidthPage(p)});
  }
  for (const l of lifecycles) stages.push({id: l.id, kind: 'form', code: lifecyclePage(l)});
  return {params, lifecycles, stages};
}
