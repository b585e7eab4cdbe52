/** The shape of api/behaviour/forms.json, as written by behaviour/forms/run.ts. */
export interface PythonValue {
  repr?: string;
  type?: string;
  raises?: string;
}

export interface StepObservation {
  step: 'untouched' | 'next' | 'type' | 'blur' | 'clear' | 'retype';
  python: PythonValue | null;
  submitted: boolean;
  messages: string[];
  fromServer: string[];
  shown?: string;
  formError?: string;
}

export interface LifecycleResult {
  widget: string;
  title: string;
  extra: string;
  sample: string | null;
  steps: StepObservation[];
}

export interface ParamEffect {
  probe: string | null;
  effect?: 'none' | 'dom' | 'size' | 'dom+size' | 'form-width';
  changes?: string[];
  onHover?: string | null;
  size?: {baseline: string; probe: string};
  skipped?: string;
}

export interface FormsData {
  abstra: string;
  params: Record<
    string,
    {
      baseline: {box: string; main: string; controls?: string[]; sizeNotRecorded?: string};
      params: Record<string, ParamEffect>;
    }
  >;
  lifecycles: Record<string, LifecycleResult>;
}
