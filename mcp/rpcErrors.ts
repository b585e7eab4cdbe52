/**
 * JSON-RPC error codes and the rules every error message of the server follows: short, readable,
 * and never repeating more than `MAX_ECHO` characters of what the client sent.
 */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;

/** Most characters of client input an error message repeats. */
export const MAX_ECHO = 200;
/** Longest error message sent; our own words plus at most `MAX_ECHO` characters of input. */
export const MAX_ERROR_MESSAGE = 400;

/** An error the SDK turns into a JSON-RPC error response with this code and message as is. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair. */
export function headOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(head) ? head.slice(0, -1) : head;
}

/** Cuts `text` at `max` characters, marking the cut. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${headOf(text, max - 1)}…`;
}

/**
 * Client input, quoted for an error message: its first `MAX_ECHO` characters, JSON-escaped (so
 * control characters cannot forge lines), then its length when it was longer.
 */
export function quote(input: unknown): string {
  let text: string;
  try {
    text = typeof input === 'string' ? input : (JSON.stringify(input) ?? String(input));
  } catch {
    text = String(input);
  }
  if (text.length <= MAX_ECHO) return JSON.stringify(text);
  return `${JSON.stringify(headOf(text, MAX_ECHO))}… (${text.length} characters)`;
}

/** One `path: message` line per problem, at most three, none echoing input. */
export function describeIssues(
  issues: ReadonlyArray<{path: ReadonlyArray<PropertyKey>; message: string}>,
): string {
  const lines = issues.slice(0, 3).map((issue) => {
    const where = issue.path.map((p) => cut(String(p), 40)).join('.');
    return `${where === '' ? '(root)' : where}: ${cut(issue.message, 100)}`;
  });
  if (issues.length > 3) lines.push(`and ${issues.length - 3} more`);
  return lines.join('; ');
}
