/**
 * Turns the harness's observations of one widget into Markdown: what the page function receives,
 * which messages show and when, and what each parameter changes in the browser. The same Markdown
 * is spliced into the HTML page (remark) and into its Markdown twin.
 */
import type {FormsData, LifecycleResult, ParamEffect, StepObservation} from './types';

interface Fact {
  tag: string;
  classes: string[];
  attrs: Map<string, string>;
  text: string;
}

/** Parses one harness fact: `input.input[maxlength=4][placeholder=] "text"`. */
export function parseFact(fact: string): Fact {
  const textMatch = / "(.*)"$/.exec(fact);
  const text = textMatch ? textMatch[1] : '';
  const head = textMatch ? fact.slice(0, textMatch.index) : fact;
  const attrs = new Map<string, string>();
  for (const m of head.matchAll(/\[([\w-]+)=([^\]]*)\]/g)) attrs.set(m[1], m[2]);
  const base = head.replace(/\[.*$/, '');
  const [tag, ...classes] = base.split('.');
  return {tag, classes, attrs, text};
}

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One change between a removed and an added fact of the same element. */
function describePair(before: Fact, after: Fact): string[] {
  const out: string[] = [];
  for (const [name, value] of after.attrs) {
    const old = before.attrs.get(name);
    if (old === undefined)
      out.push(value === '' ? `adds ${code(name)}` : `adds ${code(`${name}="${value}"`)}`);
    else if (old !== value) out.push(`${code(name)} becomes ${code(value || '""')}`);
  }
  for (const name of before.attrs.keys())
    if (!after.attrs.has(name)) out.push(`drops ${code(name)}`);
  for (const c of after.classes)
    if (!before.classes.includes(c)) out.push(`adds the ${code(c)} style`);
  if (before.text !== after.text)
    out.push(after.text ? `shows "${after.text}"` : `no longer shows "${before.text}"`);
  return out;
}

/** Human words for a list of `+ fact` / `- fact` lines. */
export function describeChanges(changes: string[]): string {
  const removed = changes.filter((c) => c.startsWith('- ')).map((c) => parseFact(c.slice(2)));
  const added = changes.filter((c) => c.startsWith('+ ')).map((c) => parseFact(c.slice(2)));
  const parts: string[] = [];
  for (const a of added) {
    const i = removed.findIndex((r) => r.tag === a.tag);
    if (i >= 0) {
      const [r] = removed.splice(i, 1);
      const words = describePair(r, a);
      if (words.length) parts.push(`${code(`<${a.tag}>`)}: ${words.join(', ')}`);
    } else {
      parts.push(a.text ? `shows "${a.text}"` : `adds a ${code(`<${a.tag}>`)} element`);
    }
  }
  for (const r of removed)
    parts.push(r.text ? `no longer shows "${r.text}"` : `removes a ${code(`<${r.tag}>`)} element`);
  return [...new Set(parts)].join('; ');
}

function describeParam(
  name: string,
  effect: ParamEffect,
  exercised: boolean,
  sizeNotRecorded?: string,
): string {
  if (effect.skipped) return `Not observed: ${effect.skipped}.`;
  if (effect.effect === 'none' && sizeNotRecorded) {
    return `No change to the elements. Sizes are not compared for this widget: ${sizeNotRecorded}.`;
  }
  switch (effect.effect) {
    case 'none':
      return exercised
        ? 'No change when the page shows; the cases above show what it does to an entered value.'
        : 'No visible change when the page shows.';
    case 'form-width':
      return `Widens the whole form, not only this widget (${effect.size?.baseline ?? ''} → ${effect.size?.probe.replace('form ', '') ?? ''} in a 1280 px window).`;
    default: {
      const words: string[] = [];
      if (effect.changes?.length) words.push(describeChanges(effect.changes));
      if (name === 'hint' && effect.onHover)
        words.push(`the text shows in a tooltip when the pointer rests on the icon`);
      if (effect.size)
        words.push(
          `rendered size ${effect.size.baseline} → ${effect.size.probe} (widget / main element)`,
        );
      else if (effect.effect === 'dom') words.push('rendered size unchanged');
      return `${words.join('; ')}.`;
    }
  }
}

const stepLabel = (step: StepObservation, l: LifecycleResult): string => {
  switch (step.step) {
    case 'untouched':
      return 'Before the person touches it';
    case 'type':
      return l.sample
        ? `After entering ${code(l.sample.replace('|', ' '))}`
        : 'After entering a value';
    case 'blur':
      return 'After leaving the field';
    case 'clear':
      return 'After clearing it';
    case 'retype':
      return 'After retyping the first field';
    case 'next':
      if (step.formError) return 'After Next';
      return step.submitted
        ? 'After Next, in the state `run()` returns'
        : 'After Next (the form stays on the page)';
  }
};

const pythonCell = (step: StepObservation) =>
  step.formError
    ? `the form stops with "${step.formError}"`
    : step.python?.raises
      ? `raises ${code(step.python.raises)}`
      : code(step.python?.repr ?? '(nothing recorded)');

const messageWhen: Record<StepObservation['step'], string> = {
  untouched: 'as soon as the page shows',
  type: 'while the person types or picks',
  blur: 'when the person leaves the field',
  clear: 'when the person clears the field',
  retype: 'when the person retypes the first field',
  next: 'when the person presses Next',
};

function lifecyclesOf(data: FormsData, widget: string): LifecycleResult[] {
  return Object.entries(data.lifecycles)
    .filter(([, l]) => l.widget === widget)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, l]) => l);
}

/** Markdown for one widget; throws when the data has nothing on it. */
export function behaviourMarkdown(data: FormsData, widget: string): string {
  const params = data.params[widget];
  if (!params)
    throw new Error(`widget-behaviour: api/behaviour/forms.json has no observations of ${widget}`);
  const out: string[] = [];
  const lifecycles = lifecyclesOf(data, widget);
  const main = data.lifecycles[`${widget}__lifecycle`];
  const optional = data.lifecycles[`${widget}__optional`];
  if (main) {
    out.push(`Observed in the browser with abstra ${data.abstra}, with \`key="v"\`:`, '');
    out.push('| When | `state["v"]` holds | Python type |', '| --- | --- | --- |');
    for (const step of main.steps) {
      if (step.step === 'blur') continue;
      out.push(
        `| ${cell(stepLabel(step, main))} | ${cell(pythonCell(step))} | ${cell(code(step.python?.type ?? '-'))} |`,
      );
    }
    const last = optional?.steps.at(-1);
    if (last) {
      const label = last.submitted
        ? 'Optional (`required=False`), left empty, after Next'
        : 'Optional (`required=False`), left empty: Next does not go on';
      out.push(
        `| ${cell(label)} | ${cell(pythonCell(last))} | ${cell(code(last.python?.type ?? '-'))} |`,
      );
    }
    out.push('');
  }
  const extras = lifecycles.filter((l) => l !== main && l !== optional);
  if (extras.length) {
    out.push(
      '| Case | `state["v"]` after the last step | The field showed |',
      '| --- | --- | --- |',
    );
    for (const l of extras) {
      const last = l.steps.at(-1);
      const shownStep = [...l.steps].reverse().find((st) => st.shown !== undefined);
      if (!last) continue;
      const lastLabel = `${pythonCell(last)}${last.submitted ? ' (submitted)' : ''}`;
      out.push(
        `| ${cell(`${l.title}${l.extra ? ` (${code(l.extra)})` : ''}`)} | ${cell(lastLabel)} | ${cell(shownStep?.shown ? code(shownStep.shown) : '-')} |`,
      );
    }
    out.push('');
  }
  const seen = new Map<string, string>();
  for (const l of lifecycles) {
    for (const step of l.steps) {
      for (const message of step.messages) {
        if (message === 'Probe error' || seen.has(message)) continue;
        const setting = l.extra ? ` (with ${code(l.extra)})` : '';
        const source = step.fromServer.includes(message) ? 'the package, in Python' : 'the browser';
        seen.set(
          message,
          `| ${cell(message)} | ${cell(messageWhen[step.step] + setting)} | ${source} |`,
        );
      }
    }
  }
  if (seen.size) {
    out.push('| Message | First shows | Checked by |', '| --- | --- | --- |', ...seen.values(), '');
  }
  const controls = params.baseline.controls ?? [];
  if (controls.length) {
    out.push(
      'With only its required arguments, the widget renders these controls (element, classes and attributes):',
      '',
      ...controls.map((c) => `- ${code(c)}`),
      '',
    );
  }
  const rows = Object.entries(params.params).filter(([name]) => name !== 'key');
  if (rows.length) {
    out.push('| Parameter | Tried with | What changes in the browser |', '| --- | --- | --- |');
    for (const [name, effect] of rows) {
      const tried = effect.probe === null ? '-' : code(`${name}=${effect.probe}`);
      const exercised = lifecycles.some((l) => new RegExp(`\\b${name}=`).test(l.extra));
      out.push(
        `| ${code(name)} | ${cell(tried)} | ${cell(describeParam(name, effect, exercised, params.baseline.sizeNotRecorded))} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}

export interface ScenarioFile {
  abstra: string;
  scenarios: Record<
    string,
    {title?: string; status?: number; response?: unknown} & Record<string, unknown>
  >;
}

/** A compact, readable rendering of an observed value for a table cell. */
function compact(value: unknown): string {
  if (value === undefined) return '-';
  const text = JSON.stringify(value);
  return code(text.length > 220 ? `${text.slice(0, 217)}…` : text);
}

/**
 * Markdown for scenario files (hooks, tasks, player): one row per scenario whose id starts with
 * `prefix`, with what the code did and what came back.
 */
export function scenariosMarkdown(
  file: ScenarioFile,
  prefix = '',
  columns: string[] = ['response'],
): string {
  const rows = Object.entries(file.scenarios).filter(([id]) => id.startsWith(prefix));
  if (!rows.length) throw new Error(`widget-behaviour: no scenario starts with "${prefix}"`);
  const header = (c: string) =>
    c
      .replace(/^response\./, '')
      .replace(/\./g, ' › ')
      .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
      .replace(/^./, (x) => x.toUpperCase());
  const pick = (value: unknown, dotted: string): unknown =>
    dotted
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        value,
      );
  const out = [
    `Observed with abstra ${file.abstra}:`,
    '',
    `| Scenario | ${columns.map(header).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
  ];
  for (const [id, scenario] of rows) {
    const title =
      typeof scenario.title === 'string'
        ? scenario.title
        : id.replace(prefix, '').replace(/_/g, ' ');
    out.push(
      `| ${cell(title)} | ${columns.map((c) => cell(compact(pick(scenario, c)))).join(' | ')} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
