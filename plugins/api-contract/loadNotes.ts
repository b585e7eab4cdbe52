import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import type {Contract, ContractSignature} from './types';

export interface Note {
  summary?: string;
  params: Record<string, string>;
  returns?: string;
  /** File the note came from, for error messages. */
  file: string;
}

export interface Notes {
  /** Specific notes keyed by qualified name. */
  entries: Map<string, Note>;
  /** Shared parameter descriptions keyed by parameter name. */
  shared: Map<string, string>;
}

const SHARED_FILE = '_shared.yml';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown, where: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw new Error(`api-contract: ${where}: "params" must be a mapping`);
  for (const [key, text] of Object.entries(value)) {
    if (typeof text !== 'string' || text.trim() === '') {
      throw new Error(`api-contract: ${where}: parameter "${key}" needs a non-empty description`);
    }
  }
  return value as Record<string, string>;
}

/** The signature a page documents for a member: functions' own, classes' constructor. */
export function documentedSignature(contract: Contract, name: string): ContractSignature | null {
  const dot = name.lastIndexOf('.');
  const member = contract.modules[name.slice(0, dot)]?.members[name.slice(dot + 1)];
  if (!member) return null;
  if (member.kind === 'function') return member.signature ?? null;
  if (member.kind === 'class') return member.constructor ?? null;
  return null;
}

/** Read every notes file and check it against the contract. Throws on any stray note. */
export function loadNotes(notesDir: string, contract: Contract): Notes {
  const entries = new Map<string, Note>();
  const shared = new Map<string, string>();
  if (!fs.existsSync(notesDir)) return {entries, shared};
  const files = fs
    .readdirSync(notesDir)
    .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
    .sort();

  const allParamNames = new Set<string>();
  for (const module of Object.values(contract.modules)) {
    for (const member of Object.values(module.members)) {
      for (const sig of [member.signature, member.constructor]) {
        if (sig && typeof sig === 'object' && Array.isArray(sig.params)) {
          for (const p of sig.params) allParamNames.add(p.name);
        }
      }
    }
  }

  for (const file of files) {
    const full = path.join(notesDir, file);
    const rel = path.join(path.basename(notesDir), file);
    let data: unknown;
    try {
      data = load(fs.readFileSync(full, 'utf8')) ?? {};
    } catch (error) {
      throw new Error(`api-contract: ${rel} is not valid YAML: ${(error as Error).message}`);
    }
    if (!isRecord(data))
      throw new Error(`api-contract: ${rel}: expected a mapping at the top level`);

    if (file === SHARED_FILE) {
      for (const [param, text] of Object.entries(stringRecord(data.params, rel))) {
        if (!allParamNames.has(param)) {
          throw new Error(
            `api-contract: ${rel}: shared note for parameter "${param}", which no callable in the contract has`,
          );
        }
        shared.set(param, text.trim());
      }
      continue;
    }

    for (const [name, raw] of Object.entries(data)) {
      const where = `${rel}: ${name}`;
      if (!isRecord(raw)) throw new Error(`api-contract: ${where}: expected a mapping`);
      const unknownKeys = Object.keys(raw).filter(
        (k) => !['summary', 'params', 'returns'].includes(k),
      );
      if (unknownKeys.length) {
        throw new Error(`api-contract: ${where}: unknown key(s) ${unknownKeys.join(', ')}`);
      }
      if (entries.has(name)) {
        throw new Error(
          `api-contract: ${where}: duplicate note (also in ${entries.get(name)!.file})`,
        );
      }
      const signature = documentedSignature(contract, name);
      if (!signature) {
        throw new Error(
          `api-contract: ${where}: "${name}" is not a function or class in the contract (abstra ${contract.version})`,
        );
      }
      const params = stringRecord(raw.params, where);
      const known = new Set(signature.params.map((p) => p.name));
      for (const param of Object.keys(params)) {
        if (!known.has(param)) {
          throw new Error(
            `api-contract: ${where}: note describes parameter "${param}", which ${name} does not have`,
          );
        }
      }
      for (const key of ['summary', 'returns'] as const) {
        if (raw[key] !== undefined && typeof raw[key] !== 'string') {
          throw new Error(`api-contract: ${where}: "${key}" must be a string`);
        }
      }
      entries.set(name, {
        summary: (raw.summary as string | undefined)?.trim(),
        returns: (raw.returns as string | undefined)?.trim(),
        params,
        file: rel,
      });
    }
  }
  return {entries, shared};
}
