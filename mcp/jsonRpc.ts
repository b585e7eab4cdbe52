/**
 * The gate every incoming line passes before the MCP SDK sees it. The SDK drops what it cannot
 * parse without a word (the client then waits forever) and answers bad params with -32603 and a
 * raw Zod dump; here each malformed message gets its JSON-RPC error instead:
 *   -32700 the line is not JSON;
 *   -32600 not a JSON-RPC 2.0 request (no method, bad id, `params` not an object, batches);
 *   -32602 params that do not fit the method (the SDK's own schema for it).
 * Messages are forwarded rebuilt from the fields JSON-RPC defines, so the SDK never rejects them.
 */
import {
  ClientNotificationSchema,
  ClientRequestSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResponseSchema,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

import {describeIssues, INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, quote} from './rpcErrors';

export type Checked =
  | {ok: true; message: JSONRPCMessage}
  /** `reply` is null when JSON-RPC forbids an answer (a notification or a response). */
  | {ok: false; reply: JSONRPCErrorResponse | null; reason: string};

type ParamsSchema = {
  safeParse(value: unknown): {
    success: boolean;
    error?: {issues: ReadonlyArray<{path: PropertyKey[]; message: string}>};
  };
};

/** The SDK's schema of each request a client may send, by method. */
const REQUEST_SCHEMAS: ReadonlyMap<string, ParamsSchema> = new Map(
  ClientRequestSchema.options.map((schema) => [schema.shape.method.value, schema as ParamsSchema]),
);
const NOTIFICATION_SCHEMAS: ReadonlyMap<string, ParamsSchema> = new Map(
  ClientNotificationSchema.options.map((schema) => [
    schema.shape.method.value,
    schema as ParamsSchema,
  ]),
);

function errorReply(id: RequestId | null, code: number, message: string): JSONRPCErrorResponse {
  // The SDK's type requires an id, but JSON-RPC answers with null when the id is unknown.
  return {jsonrpc: '2.0', id: id as RequestId, error: {code, message}};
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

function refuse(id: RequestId | null, code: number, reason: string): Checked {
  return {ok: false, reply: errorReply(id, code, reason), reason};
}

/** Checks one parsed JSON value. */
export function checkMessage(value: unknown): Checked {
  if (Array.isArray(value)) {
    return refuse(
      null,
      INVALID_REQUEST,
      'Invalid request: batches are not supported; send one JSON-RPC message per line.',
    );
  }
  if (!isPlainObject(value)) {
    return refuse(null, INVALID_REQUEST, 'Invalid request: a JSON-RPC message is a JSON object.');
  }
  const hasId = 'id' in value;
  if (hasId && !validId(value.id)) {
    return refuse(
      null,
      INVALID_REQUEST,
      'Invalid request: "id" must be a string or an integer (not null, a fraction, a boolean, an object or an array).',
    );
  }
  const id = hasId ? (value.id as RequestId) : null;
  if (value.jsonrpc !== '2.0') {
    return refuse(id, INVALID_REQUEST, 'Invalid request: "jsonrpc" must be "2.0".');
  }

  if (!('method' in value)) {
    if (hasId && ('result' in value || 'error' in value)) {
      const response = JSONRPCResponseSchema.safeParse(value);
      if (response.success) return {ok: true, message: response.data};
      // JSON-RPC never answers a response, even a malformed one.
      return {ok: false, reply: null, reason: 'Ignored a malformed response from the client.'};
    }
    return refuse(id, INVALID_REQUEST, 'Invalid request: "method" is missing.');
  }
  const {method} = value;
  if (typeof method !== 'string' || method === '') {
    return refuse(id, INVALID_REQUEST, 'Invalid request: "method" must be a non-empty string.');
  }
  const hasParams = 'params' in value;
  const {params} = value;
  if (hasParams && !isPlainObject(params) && !Array.isArray(params)) {
    return refuse(
      id,
      INVALID_REQUEST,
      `Invalid request: "params" must be an object when present (got ${params === null ? 'null' : typeof params}).`,
    );
  }

  if (!hasId) {
    // A notification: JSON-RPC forbids any answer, so a bad one is only logged.
    const schema = NOTIFICATION_SCHEMAS.get(method);
    const notification = {jsonrpc: '2.0', method, ...(hasParams ? {params} : {})};
    const envelope = JSONRPCNotificationSchema.safeParse(notification);
    if (!envelope.success || (schema && !schema.safeParse(notification).success)) {
      return {
        ok: false,
        reply: null,
        reason: `Ignored notification ${quote(method)}: its params do not fit the method.`,
      };
    }
    return {ok: true, message: envelope.data};
  }

  const requestId = id as RequestId;
  if (Array.isArray(params)) {
    return refuse(
      requestId,
      INVALID_PARAMS,
      `Invalid params for ${quote(method)}: MCP takes named params, an object, not an array.`,
    );
  }
  const request = {jsonrpc: '2.0', id: requestId, method, ...(hasParams ? {params} : {})};
  // The method's own schema when the SDK knows the method, else the generic one (`_meta`).
  const schema = REQUEST_SCHEMAS.get(method);
  const parsed = schema ? schema.safeParse(request) : JSONRPCRequestSchema.safeParse(request);
  const envelope = JSONRPCRequestSchema.safeParse(request);
  if (!parsed.success || !envelope.success) {
    const issues = parsed.error?.issues ?? envelope.error?.issues ?? [];
    return refuse(
      requestId,
      INVALID_PARAMS,
      `Invalid params for ${schema ? method : quote(method)}: ${describeIssues(issues)}.`,
    );
  }
  return {ok: true, message: envelope.data};
}

/** Checks one line of the stdio stream. */
export function checkLine(line: string): Checked {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return refuse(null, PARSE_ERROR, 'Parse error: the message is not valid JSON.');
  }
  return checkMessage(value);
}
