/** The shape of an executable example's fixture: what Abstra Cloud and the project hold for it. */

export type ConnectorAnswer = {
  connection: string;
  action: string;
  /** Matches the custom action's `_url` parameter. */
  url?: string;
  /** Parameters that must equal these values (compared as JSON). */
  where?: Record<string, unknown>;
} & ({data: unknown} | {error: string});

/** What a person does with one widget of a form page. The widget is found by its label. */
export interface FormStep {
  /** Text the widget shows (its label), to find it on the page. */
  label: string;
  /** For a field of a list widget's item: the item's position (0 is the first). */
  item?: number;
  /** Text typed into the widget's field, the way the behaviour harness types into that widget
   * class (behaviour/forms/catalog.ts); e.g. `{widget: 'DateInput', text: '2026-03-16'}`. */
  type?: {widget: string; text: string};
  /** Texts clicked in the widget, in order: options, cards, a score. */
  click?: string[];
  /** Options picked from the widget's drop-down list, in order. */
  choose?: string[];
  /** Files uploaded, by name and size in bytes. */
  upload?: Array<{name: string; bytes: number}>;
  /** A text clicked inside the widget's frame (a custom widget). */
  frameClick?: string;
  /** CSS selectors clicked inside the widget, in order (table rows). */
  select?: string[];
}

export interface ExampleFixture {
  /** Why this example is not run: the block after it is not its output, or it needs what the
   * machine cannot give (a third-party service, a person's browser). */
  skip?: string;
  /** The stage the code runs as; `job` unless said. */
  stage?: 'job' | 'tasklet' | 'form';
  /** SQL run on the stub's Postgres before the example: the tables and rows the project holds. */
  sql?: string;
  /** The model's answers to `prompt`, in order: plain text, or the object a `format` asks for. */
  ai?: Array<{text: string} | {format: unknown}>;
  /** The fields a parser model reads, by model name (the URL's last segment). */
  documents?: Record<string, Record<string, unknown>>;
  /** What `extract_text` reads from the file. */
  extractedText?: string;
  /** Access tokens by connection name; the token expires this many minutes after it is asked for. */
  accessTokens?: Record<string, {connectorType: string; token: string; expiresInMinutes: number}>;
  connectors?: ConnectorAnswer[];
  /** Files the project holds when the example starts, by path relative to the project folder:
   * text, or bytes given in base64. The persistent folder (`.abstra/persistent`) starts empty. */
  files?: Record<string, string | {base64: string}>;
  /** Environment variables of the project's .env. */
  env?: Record<string, string>;
  /** The payload of the task a tasklet runs for. */
  task?: Record<string, unknown>;
  /** Task types the stage sends on: each gets a transition (back to the stage itself), as in a
   * project whose workflow routes them. */
  sendsTasks?: string[];
  /** Tasks waiting for the example's stage before it runs (their payloads), oldest first. */
  pendingTasks?: Array<Record<string, unknown>>;
  /** Other stages the example talks to, with their code taken from a block of the docs
   * (`docs/...mdx#title`): a hook it calls, for instance. The id is the hook's URL path. */
  companions?: Array<{id: string; kind: 'hook'; block: string}>;
  /**
   * The calendar day the example runs on: `date.today()` and `datetime.now()` give this day (at
   * the current time of day). For examples whose output depends on the date.
   */
  today?: string;
  /** Where the block shows a path or address of the reader's machine, what stands for it here:
   * `PROJECT` (the project folder) or `EDITOR` (the editor's address). */
  paths?: Record<string, 'PROJECT' | 'EDITOR'>;
  /** Ids (UUIDs) in the block are made by the run (row ids, link ids): any UUID matches. */
  anyIds?: boolean;
  /** ISO timestamps in the block are the run's clock (a row's created_at): any such time matches. */
  anyTimes?: boolean;
  /** What the block shows: what the code printed (`stdout`, the default), its log records
   * (`stderr`), or the editor's terminal for the run: both, with the editor's own lines. */
  stream?: 'stdout' | 'stderr' | 'terminal';
  /**
   * What the output block shows: what the run prints (default), the statement the package sent
   * to Postgres (`sql`), the page the browser ends on (`url`), or the address of the link a form
   * shows (`link`).
   */
  compare?: 'stdout' | 'sql' | 'url' | 'link';
  /** For a form: what the person enters on each page before Next. */
  pages?: FormStep[][];
}
