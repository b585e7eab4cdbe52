/** Shapes shared by the build-time plugin and the browser components (types only). */
import type {EntryHistory, ParamHistory} from './history/types';

export type ParamKind =
  'positional_only' | 'positional_or_keyword' | 'var_positional' | 'keyword_only' | 'var_keyword';

export interface ContractParam {
  name: string;
  kind: ParamKind;
  annotation: string | null;
  default: string | null;
  required: boolean;
}

export interface ContractSignature {
  params: ContractParam[];
  returns: string | null;
}

export interface ContractMember {
  kind: 'function' | 'class' | 'constant';
  qualname: string;
  deprecated: boolean;
  signature?: ContractSignature | null;
  constructor?: ContractSignature | null;
  deprecated_params?: {name: string; replacement: string | null}[];
  [key: string]: unknown;
}

export interface ContractModule {
  name: string;
  importable: boolean;
  import_error: string | null;
  deprecated: boolean;
  has_all: boolean;
  members: Record<string, ContractMember>;
}

export interface Contract {
  package: string;
  version: string;
  modules: Record<string, ContractModule>;
}

/** One parameter as the components receive it: contract data plus our description. */
export interface ApiParamData extends ContractParam {
  description: string;
  deprecated: boolean;
  /** When the parameter came in and how it changed (null when built without a history). */
  history: ParamHistory | null;
}

/** What the remark plugin injects into <ApiSignature data> / <ApiParams data>. */
export interface ApiEntryData {
  /** Qualified name, e.g. `abstra.tables.select`. */
  name: string;
  /** Module the name is imported from, e.g. `abstra.tables`. */
  module: string;
  kind: 'function' | 'class';
  deprecated: boolean;
  /** abstra version the contract was generated from. */
  version: string;
  params: ApiParamData[];
  returns: string | null;
  summary: string | null;
  returnsDescription: string | null;
  /** When the name came in and when it was deprecated (null when built without a history). */
  history: {added: EntryHistory['added']; deprecated: EntryHistory['deprecated'] | null} | null;
}
