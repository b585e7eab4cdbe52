/**
 * The form widgets the harness drives: for each, the Python arguments that make a minimal
 * instance (key "v" for inputs), how a person enters a value, and probe values for the
 * parameters whose effect is observed.
 *
 * The widget list itself comes from api/contract.json (every class of abstra.forms whose name ends
 * in Input or Output, plus Row); a widget missing here fails the run with its name.
 */

/** How the harness enters a value in the browser, as a person would. */
export type Driver =
  | {kind: 'type'; selector?: string} // click the field, type key by key
  | {kind: 'type-each'; selectors: string[]} // type the parts of the sample (split on |) into each field
  | {kind: 'click-text'} // click the option whose text is the sample
  | {kind: 'select'} // open the drop-down list, click the option whose text is the sample
  | {kind: 'editor'; selector: string} // click into a code or rich-text editor, type with the keyboard
  | {kind: 'click'; selector: string} // click the control
  | {kind: 'keys'; selector: string; keys: string[]} // focus the control, press keys
  | {kind: 'file'; selector?: string} // choose a file in the file input
  | {kind: 'none'; reason?: string}; // output widget, or a widget whose value the harness does not enter

export interface WidgetSpec {
  /** Python source of the constructor's arguments, without the key. */
  args: string;
  /** Python imports the arguments need, besides abstra.forms. */
  imports?: string[];
  driver: Driver;
  /** What the driver enters in the "typed" step (text typed, option text clicked). */
  sample?: string;
  /** Python probe values by parameter name, overriding the defaults in probeValues.ts. */
  probes?: Record<string, string>;
  /**
   * Other values of the required arguments, rendered beside the baseline and diffed against it:
   * label -> Python source of the arguments.
   */
  variants?: Record<string, string>;
  /**
   * The widget's rendered size depends on when it is read (a frame or an editor that resizes
   * itself after loading, at a moment that varies run to run): sizes are not recorded for it.
   */
  sizeVaries?: string;
}

const options = `["Alpha", "Beta", "Gamma"]`;
const dataFrame = `pd.DataFrame({"name": ["Ana", "Bruno", "Carla"], "city": ["Rio", "Lima", "Quito"]})`;

export const widgets: Record<string, WidgetSpec> = {
  AppointmentInput: {
    args: `"Label", slots=[{"begin": "2030-03-04T10:00:00", "end": "2030-03-04T11:00:00"}, {"begin": "2030-03-05T14:00:00", "end": "2030-03-05T15:00:00"}]`,
    // The calendar opens on the first day with slots, and each slot of that day is a button.
    driver: {kind: 'click-text'},
    sample: '10:00 AM - 11:00 AM',
  },
  CameraInput: {args: `"Label"`, driver: {kind: 'none'}},
  CardsInput: {
    args: `"Label", options=[{"title": "Alpha", "subtitle": "first"}, {"title": "Beta", "subtitle": "second"}, {"title": "Gamma", "subtitle": "third"}]`,
    driver: {kind: 'click', selector: '.card >> nth=1'},
  },
  CheckboxInput: {
    args: `"Label"`,
    driver: {kind: 'click', selector: 'input[type=checkbox], .ant-checkbox'},
  },
  ChecklistInput: {
    args: `"Label", options=${options}`,
    driver: {kind: 'click-text'},
    sample: 'Beta',
  },
  CnpjInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '11222333000181'},
  CodeInput: {
    sizeVaries: 'the code editor lays itself out after the form renders',
    args: `"Label"`,
    driver: {kind: 'editor', selector: '.monaco-editor .view-lines'},
    sample: 'x = 1',
  },
  CpfInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '52998224725'},
  CurrencyInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '1234.5'},
  CustomInput: {
    sizeVaries: 'its frame takes its height after its own page loads, at a moment that varies',
    args: `html_body="<input id='custom' />", js="document.getElementById('custom').addEventListener('input', e => changeEvent(e.target.value))"`,
    driver: {kind: 'none'},
  },
  // The picker's field takes the date as MM/DD/YYYY, typed digit by digit.
  DateInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '03/04/2030'},
  DropdownInput: {args: `"Label", options=${options}`, driver: {kind: 'select'}, sample: 'Beta'},
  EmailInput: {args: `"Label"`, driver: {kind: 'type'}, sample: 'ana@example.com'},
  FileInput: {args: `"Label"`, driver: {kind: 'file'}},
  FileOutput: {
    args: `FILE_PATH`,
    driver: {kind: 'none'},
    variants: {
      'an https URL with filename_override': `"https://example.com/files/report.pdf", filename_override="renamed.pdf"`,
      'an https URL': `"https://example.com/files/report.pdf"`,
    },
  },
  HtmlOutput: {args: `"<p>Hello</p>"`, driver: {kind: 'none'}},
  IframeOutput: {
    args: `"<p>Hello</p>"`,
    driver: {kind: 'none'},
    variants: {
      'a public https URL': `"https://example.com/report"`,
      'a localhost URL': `"http://localhost:8000/report"`,
      'a single-label host': `"http://intranet/report"`,
      'a relative path': `"/reports/42"`,
    },
  },
  ImageInput: {args: `"Label"`, driver: {kind: 'file'}},
  ImageOutput: {args: `IMAGE_PATH`, driver: {kind: 'none'}},
  LatexOutput: {args: `"x^2"`, driver: {kind: 'none'}},
  LinkOutput: {args: `"https://example.com/report"`, driver: {kind: 'none'}},
  ListInput: {args: `template=[TextInput("Item", key="item")]`, driver: {kind: 'none'}},
  MarkdownOutput: {args: `"**Hello**"`, driver: {kind: 'none'}},
  MultipleChoiceInput: {
    args: `"Label", options=${options}`,
    driver: {kind: 'click-text'},
    sample: 'Beta',
  },
  NpsInput: {args: `"Label"`, driver: {kind: 'click-text'}, sample: '7'},
  NumberInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '42'},
  NumberSliderInput: {
    args: `"Label"`,
    driver: {kind: 'keys', selector: '[role=slider]', keys: ['ArrowRight', 'ArrowRight']},
  },
  PandasOutput: {args: dataFrame, imports: ['import pandas as pd'], driver: {kind: 'none'}},
  PandasRowSelectionInput: {
    args: dataFrame,
    imports: ['import pandas as pd'],
    driver: {kind: 'click', selector: 'tr[data-row-key="1"] .ant-radio-wrapper'},
  },
  PasswordInput: {args: `"Label"`, driver: {kind: 'type'}, sample: 'Secret1!'},
  PhoneInput: {
    args: `"Label"`,
    driver: {kind: 'type-each', selectors: ['input.select', 'input:not(.select)']},
    sample: '55|21999998888',
  },
  PlotlyOutput: {
    args: `go.Figure(data=[go.Bar(x=["a", "b"], y=[1, 2])])`,
    imports: ['import plotly.graph_objects as go'],
    driver: {kind: 'none'},
  },
  ProgressOutput: {args: ``, driver: {kind: 'none'}},
  RatingInput: {
    args: `"Label"`,
    driver: {kind: 'click', selector: '.ant-rate-star:nth-child(4) > div'},
  },
  RichTextInput: {
    args: `"Label"`,
    driver: {kind: 'editor', selector: '[contenteditable=true]'},
    sample: 'Hello',
  },
  Row: {args: `[TextInput("Inner", key="inner")]`, driver: {kind: 'none'}},
  TagInput: {args: `"Label"`, driver: {kind: 'type'}, sample: 'red'},
  TextInput: {args: `"Label"`, driver: {kind: 'type'}, sample: 'abcdefg'},
  TextOutput: {args: `"Hello"`, driver: {kind: 'none'}},
  TextareaInput: {
    args: `"Label"`,
    driver: {kind: 'type', selector: 'textarea'},
    sample: 'line one',
  },
  TimeInput: {args: `"Label"`, driver: {kind: 'type'}, sample: '09:30'},
  ToggleInput: {
    args: `"Label"`,
    driver: {kind: 'click', selector: 'button[role=switch], .ant-switch'},
  },
  VideoInput: {args: `"Label"`, driver: {kind: 'file'}},
};
