/** The parts of api/contract.json the harness reads: the form widgets and their parameters. */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export interface ContractParam {
  name: string;
  annotation: string | null;
  default: string | null;
  kind: string;
  required: boolean;
}

interface ContractMember {
  kind: string;
  bases?: string[];
  constructor?: {params: ContractParam[]};
}

interface Contract {
  version: string;
  modules: Record<string, {members: Record<string, ContractMember>}>;
}

export function loadContract(root: string): Contract {
  return JSON.parse(readFileSync(path.join(root, 'api', 'contract.json'), 'utf8')) as Contract;
}

/** Every widget class of abstra.forms: inputs, outputs, and Row. */
export function formWidgets(contract: Contract): Map<string, ContractParam[]> {
  const members = contract.modules['abstra.forms'].members;
  const out = new Map<string, ContractParam[]>();
  for (const name of Object.keys(members).sort()) {
    const member = members[name];
    if (member.kind !== 'class' || !member.constructor) continue;
    if (!/(Input|Output)$/.test(name) && name !== 'Row') continue;
    out.set(name, member.constructor.params);
  }
  return out;
}
