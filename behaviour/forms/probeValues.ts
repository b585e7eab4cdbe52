/**
 * The value each parameter takes in the parameter probe: a value that differs from the default and
 * that a person would notice if the parameter did anything. Parameters named in `unprobed` are
 * left out of the probe, with the reason recorded in the data file.
 */
import type {ContractParam} from '../contract';

const byName: Record<string, string> = {
  placeholder: '"Probe placeholder"',
  hint: '"Probe hint"',
  errors: '"Probe error"',
  mask: '"00-00"',
  max_length: '4',
  min_length: '3',
  currency: '"BRL"',
  invalid_message: '"Probe invalid"',
  columns: '3',
  layout: '"grid"',
  page_size: '2',
  min_hint: '"Probe low"',
  max_hint: '"Probe high"',
  value: '7',
  step: '5',
  max_value: '3',
  on_text: '"Probe on"',
  off_text: '"Probe off"',
  format: '"12hs"',
  language: '"python"',
  size: '7',
  pattern: '"[0-9]+"',
  autocomplete: '"off"',
  height: '123',
  width: '321',
  download_text: '"Probe download"',
  filename_override: '"probe-name.txt"',
  subtitle: '"Probe subtitle"',
  link_text: '"Probe link"',
  current: '20',
  total: '40',
  accepted_formats: '[".pdf"]',
  max_file_size: '1',
  min_date: 'datetime.date(2030, 1, 1)',
  max_date: 'datetime.date(2030, 12, 31)',
  add_button_text: '"Probe add"',
  label: '"Probe label"',
  text: '"Probe text"',
};

/** Values for min and max: counts for choice widgets, numbers for numeric ones. */
const minMax: Record<string, [string, string]> = {
  NumberInput: ['2', '3'],
  CurrencyInput: ['2', '3'],
  NumberSliderInput: ['10', '20'],
  NpsInput: ['1', '5'],
};

export const unprobed: Record<string, string> = {
  key: 'names the value in the state; it has no display',
  widgets: 'the widgets of the row are probed on their own',
  template: 'the item template is probed through its own widgets',
  change_event: 'a Python callback, not a display setting',
  html_body: 'the custom widget content itself',
  html_head: 'the custom widget content itself',
  css: 'the custom widget content itself',
  js: 'the custom widget content itself',
  actions: 'row actions need a handler; not part of this probe',
  full_width: 'observed on a page of its own, since it widens the whole form',
};

export function probeValue(widget: string, param: ContractParam): string | null {
  if (param.required || param.name in unprobed) return null;
  if (param.name === 'min' || param.name === 'max') {
    const pair = minMax[widget] ?? ['2', '2'];
    return param.name === 'min' ? pair[0] : pair[1];
  }
  if (param.name in byName) return byName[param.name];
  if (param.annotation === 'bool') return param.default === 'True' ? 'False' : 'True';
  if (param.name === 'required') return 'False';
  return null;
}
