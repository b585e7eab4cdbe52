/**
 * Hook scenarios: HTTP requests sent to hook stages of the scratch project, and what the hook's
 * Python code received (through get_request and get_raw_request) and what the client got back.
 */
import type {StageFile} from '../runtime';

/** A hook that reports, in its response, what the package handed it. */
const ECHO = `import hashlib
from abstra.hooks import get_raw_request, get_request, send_json

raw = get_raw_request()
parsed = get_request()


def describe(value):
    if isinstance(value, list):
        return {"type": "list", "length": len(value), "items": [describe(v) for v in value[:3]]}
    if isinstance(value, dict):
        return {"type": "dict", "keys": sorted(value)[:12]}
    return {"type": type(value).__name__, "repr": repr(value)[:300]}


def holds(value):
    # Which request part a tuple element carries: the query string's keys or the headers' names.
    if hasattr(value, "keys") and "X-Probe" in value:
        return "headers"
    if hasattr(value, "keys") and "page" in value:
        return "query"
    return describe(value)


send_json({
    "get_request": {
        "length": len(parsed),
        "body": describe(parsed[0]),
        "second": holds(parsed[1]),
        "third": holds(parsed[2]),
    },
    "get_raw_request": {
        "length": len(raw),
        "body": describe(raw[0]),
        "second": holds(raw[1]),
        "third": holds(raw[2]),
        "sha256_of_utf8": hashlib.sha256(raw[0].encode("utf-8")).hexdigest(),
    },
    "query": dict(parsed[1]) if "X-Probe" not in parsed[1] else dict(parsed[2]),
    "custom_header": next((p.get("X-Probe") for p in parsed[1:] if "X-Probe" in p), None),
    "custom_header_lowercase": next((p.get("x-probe") for p in parsed[1:] if "X-Probe" in p), None),
})
`;

const STATUS = `from abstra.hooks import get_request, send_response

# get_request() gives (body, query, headers): see the hooks scenarios "get_query" and "headers".
body, query, headers = get_request()
send_response("created", status_code=int(query.get("status", "200")), headers={"X-Reply": "yes"})
`;

const SILENT = `x = 1 + 1
`;

const FAILING = `raise RuntimeError("hook failed on purpose")
`;

export interface HookRequest {
  id: string;
  title: string;
  stage: string;
  method: string;
  query?: string;
  headers?: Record<string, string>;
  /** Body as text, or bytes given in hex. */
  body?: string;
  bodyHex?: string;
}

export const hookRequests: HookRequest[] = [
  {
    id: 'json',
    title: 'JSON body',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: '{"amount": 12.5, "items": [1, 2]}',
  },
  {
    id: 'json_array',
    title: 'JSON array body',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: '[{"id": 1}, {"id": 2}]',
  },
  {
    id: 'invalid_json',
    title: 'Content-Type JSON, body not JSON',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: 'not json',
  },
  {
    id: 'form',
    title: 'URL-encoded form body',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: 'name=Ana&city=Rio&city=Lima',
  },
  {
    id: 'multipart',
    title: 'multipart/form-data body',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'multipart/form-data; boundary=XyZ'},
    body: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna\r\n--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--XyZ--\r\n',
  },
  {
    id: 'text_utf8',
    title: 'plain text, UTF-8',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
    body: 'olá, ação',
  },
  {
    id: 'invalid_utf8',
    title: 'bytes that are not UTF-8 (Latin-1 "olá")',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'Content-Type': 'application/octet-stream'},
    bodyHex: '6f6ce1',
  },
  {
    id: 'no_content_type',
    title: 'JSON text with no Content-Type',
    stage: 'hook_echo',
    method: 'POST',
    body: '{"a": 1}',
  },
  {
    id: 'get_query',
    title: 'GET with a repeated query parameter',
    stage: 'hook_echo',
    method: 'GET',
    query: '?page=2&tag=a&tag=b',
  },
  {
    id: 'headers',
    title: 'a custom header',
    stage: 'hook_echo',
    method: 'POST',
    headers: {'X-Probe': 'abc', 'Content-Type': 'application/json'},
    body: '{}',
  },
  {
    id: 'status_201',
    title: 'send_response with status_code=201',
    stage: 'hook_status',
    method: 'POST',
    query: '?status=201',
  },
  {
    id: 'no_response',
    title: 'a hook that never calls send_response',
    stage: 'hook_silent',
    method: 'POST',
  },
  {id: 'exception', title: 'a hook that raises', stage: 'hook_failing', method: 'POST'},
  {id: 'unknown_path', title: 'a path with no hook', stage: 'no_such_hook', method: 'POST'},
  {
    id: 'put',
    title: 'PUT request',
    stage: 'hook_echo',
    method: 'PUT',
    headers: {'Content-Type': 'application/json'},
    body: '{"a": 1}',
  },
];

/** Every request carries X-Probe and ?page=1 (unless it sets its own), so the report can tell which element is which. */
export function withMarkers(r: HookRequest): HookRequest {
  return {
    ...r,
    query: r.query ?? '?page=1',
    headers: {'X-Probe': 'abc', ...(r.headers ?? {})},
  };
}

export function hookStages(): StageFile[] {
  return [
    {id: 'hook_echo', kind: 'hook', code: ECHO},
    {id: 'hook_status', kind: 'hook', code: STATUS},
    {id: 'hook_silent', kind: 'hook', code: SILENT},
    {id: 'hook_failing', kind: 'hook', code: FAILING},
  ];
}
