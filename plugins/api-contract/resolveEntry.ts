import {documentedSignature, type Notes} from './loadNotes';
import type {EntryHistory} from './history/types';
import type {ApiEntryData, Contract} from './types';

/**
 * History of each contract's names, registered by loadApiData, so every caller of resolveEntry
 * (the remark plugin, the Markdown export) renders the same version notes.
 */
const histories = new WeakMap<Contract, Map<string, EntryHistory>>();

export function attachHistory(contract: Contract, entries: Map<string, EntryHistory>): void {
  histories.set(contract, entries);
}

/**
 * Resolve a qualified name to the data a page renders. Throws (with `where`, usually
 * "file:line") when the name is unknown or a parameter has no description.
 */
export function resolveEntry(
  contract: Contract,
  notes: Notes,
  name: string,
  where: string,
  history: Map<string, EntryHistory> | undefined = histories.get(contract),
): ApiEntryData {
  const dot = name.lastIndexOf('.');
  const moduleName = name.slice(0, dot);
  const member = dot > 0 ? contract.modules[moduleName]?.members[name.slice(dot + 1)] : undefined;
  if (!member) {
    throw new Error(
      `api-contract: ${where}: "${name}" is not in the API contract (abstra ${contract.version}). ` +
        `Check the spelling, or regenerate api/contract.json with "npm run api:contract".`,
    );
  }
  if (member.kind === 'constant') {
    throw new Error(
      `api-contract: ${where}: "${name}" is a constant; it has no signature to render`,
    );
  }
  const signature = documentedSignature(contract, name);
  if (!signature) {
    throw new Error(
      `api-contract: ${where}: "${name}" has no introspectable signature in the contract`,
    );
  }
  const note = notes.entries.get(name);
  const deprecatedParams = new Set((member.deprecated_params ?? []).map((d) => d.name));
  const missing: string[] = [];
  const nameHistory = history?.get(name);
  if (history && !nameHistory) {
    throw new Error(
      `api-contract: ${where}: "${name}" is not in the API history. Run "npm run api:history".`,
    );
  }
  const params = signature.params.map((param) => {
    const description = note?.params[param.name] ?? notes.shared.get(param.name);
    if (!description) missing.push(param.name);
    return {
      ...param,
      description: description?.trim() ?? '',
      deprecated: deprecatedParams.has(param.name),
      history: nameHistory?.params[param.name] ?? null,
    };
  });
  if (missing.length) {
    throw new Error(
      `api-contract: ${where}: no description for parameter(s) ${missing.map((m) => `"${m}"`).join(', ')} ` +
        `of ${name}. Add them under "${name}.params" in api/notes/*.yml, or to api/notes/_shared.yml.`,
    );
  }
  return {
    name,
    module: moduleName,
    kind: member.kind,
    deprecated: member.deprecated,
    version: contract.version,
    params,
    returns: signature.returns,
    summary: note?.summary ?? null,
    returnsDescription: note?.returns ?? null,
    history: nameHistory
      ? {added: nameHistory.added, deprecated: nameHistory.deprecated ?? null}
      : null,
  };
}
