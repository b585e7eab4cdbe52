import {describe, expect, it} from 'vitest';

import {checkArgs, Joi, jsonSchemaOf, toolArgs} from '../../../mcp/toolArgs';

const args = toolArgs<{query: string; limit: number}>({
  query: Joi.string().min(1).max(64).required().description('Words'),
  limit: Joi.number().integer().min(1).max(20).default(5).description('At most'),
});

describe('tool arguments', () => {
  it('publish the JSON Schema of what they check', () => {
    expect(jsonSchemaOf(args, 'search_docs')).toEqual({
      type: 'object',
      properties: {
        query: {type: 'string', minLength: 1, maxLength: 64, description: 'Words'},
        limit: {type: 'integer', minimum: 1, maximum: 20, default: 5, description: 'At most'},
      },
      required: ['query'],
    });
  });

  it('refuse to publish a rule they cannot say in JSON Schema', () => {
    const email = toolArgs({to: Joi.string().email()});
    expect(() => jsonSchemaOf(email, 'send')).toThrow(
      /send\.to: no JSON Schema for string\.email\(\)/,
    );
    const date = toolArgs({when: Joi.date()});
    expect(() => jsonSchemaOf(date, 'plan')).toThrow(/plan\.when: no JSON Schema for a date/);
  });

  it('apply defaults, drop unknown keys, convert nothing and name each bad field', () => {
    expect(checkArgs(args, {query: 'x', extra: 1})).toEqual({
      ok: true,
      value: {query: 'x', limit: 5},
    });
    expect(checkArgs(args, {query: 'x', limit: '3'})).toEqual({
      ok: false,
      problems: [{path: ['limit'], message: 'must be a number'}],
    });
  });
});
