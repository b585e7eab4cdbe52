/**
 * Tool arguments. Each tool's Joi schema (plugins/shared/validation.ts: the one validation library
 * of our code) checks a call's arguments, and is what `tools/list` publishes as the tool's JSON
 * Schema `inputSchema`, converted here. The conversion knows what the tools use (an object of
 * strings and integers, with min, max, default and description) and throws on anything else, so a
 * rule cannot be left out of the published schema unnoticed.
 */
import {checkData, Joi, type DataProblem} from '../plugins/shared/validation';

export {Joi};

/** A tool's arguments: unknown keys are dropped (clients may send more), not refused. */
export function toolArgs<A>(keys: Joi.PartialSchemaMap<A>): Joi.ObjectSchema<A> {
  return Joi.object<A>(keys).prefs({convert: false, stripUnknown: true});
}

export function checkArgs<A>(
  schema: Joi.ObjectSchema<A>,
  args: unknown,
): {ok: true; value: A} | {ok: false; problems: DataProblem[]} {
  return checkData(schema, args);
}

interface Description {
  type: string;
  flags?: {presence?: string; default?: unknown; description?: string};
  rules?: Array<{name: string; args?: {limit?: number}}>;
  keys?: Record<string, Description>;
}

type JsonSchema = Record<string, unknown>;

const RULES: Record<string, Record<string, (schema: JsonSchema, limit?: number) => void>> = {
  string: {
    min: (s, limit) => (s.minLength = limit),
    max: (s, limit) => (s.maxLength = limit),
  },
  number: {
    integer: (s) => (s.type = 'integer'),
    min: (s, limit) => (s.minimum = limit),
    max: (s, limit) => (s.maximum = limit),
  },
};

function convert(description: Description, where: string): JsonSchema {
  const {type, flags = {}, rules = []} = description;
  const known = new Set(['presence', 'default', 'description']);
  const extra = Object.keys(flags).filter((flag) => !known.has(flag));
  if (type !== 'object' && !RULES[type])
    throw new Error(`toolArgs: ${where}: no JSON Schema for a ${type}`);
  if (extra.length) throw new Error(`toolArgs: ${where}: no JSON Schema for ${extra.join(', ')}`);
  const schema: JsonSchema = {type};
  if (flags.description !== undefined) schema.description = flags.description;
  if (flags.default !== undefined) schema.default = flags.default;
  for (const rule of rules) {
    const apply = RULES[type]?.[rule.name];
    if (!apply) throw new Error(`toolArgs: ${where}: no JSON Schema for ${type}.${rule.name}()`);
    apply(schema, rule.args?.limit);
  }
  if (type === 'object') {
    const keys = Object.entries(description.keys ?? {});
    schema.properties = Object.fromEntries(
      keys.map(([name, key]) => [name, convert(key, `${where}.${name}`)]),
    );
    schema.required = keys.filter(([, key]) => key.flags?.presence === 'required').map(([n]) => n);
  }
  return schema;
}

/** The JSON Schema of a tool's arguments, for `inputSchema`. */
export function jsonSchemaOf(schema: Joi.ObjectSchema, tool: string): {type: 'object'} {
  const {prefs: _prefs, ...description} = schema.describe() as Description & {prefs?: unknown};
  return convert(description, tool) as {type: 'object'};
}
