import {describe, expect, it} from 'vitest';

import {checkLine} from '../../../mcp/jsonRpc';
import {MAX_ECHO, quote} from '../../../mcp/rpcErrors';

const init = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: {name: 'c', version: '1'},
};

/** [line, expected error code (null: forwarded), expected reply id]. */
const CASES: Array<[string, string, number | null, unknown]> = [
  ['not JSON', 'nonsense', -32700, null],
  ['truncated JSON', '{"jsonrpc":"2.0","id":1,"method":"ping"', -32700, null],
  ['trailing garbage', '{"jsonrpc":"2.0","id":1,"method":"ping"} x', -32700, null],
  ['JSON with a BOM-less control byte', '\u0001', -32700, null],
  ['a number', '42', -32600, null],
  ['a string', '"ping"', -32600, null],
  ['null', 'null', -32600, null],
  ['an empty batch', '[]', -32600, null],
  ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"ping"}]', -32600, null],
  ['no jsonrpc', '{"id":1,"method":"ping"}', -32600, 1],
  ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":1,"method":"ping"}', -32600, 1],
  ['jsonrpc as a number', '{"jsonrpc":2,"id":"a","method":"ping"}', -32600, 'a'],
  ['an object id', '{"jsonrpc":"2.0","id":{},"method":"ping"}', -32600, null],
  ['an array id', '{"jsonrpc":"2.0","id":[1],"method":"ping"}', -32600, null],
  ['a boolean id', '{"jsonrpc":"2.0","id":true,"method":"ping"}', -32600, null],
  ['a null id', '{"jsonrpc":"2.0","id":null,"method":"ping"}', -32600, null],
  ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"ping"}', -32600, null],
  ['no method', '{"jsonrpc":"2.0","id":2}', -32600, 2],
  ['no method, no id', '{"jsonrpc":"2.0"}', -32600, null],
  ['an empty object', '{}', -32600, null],
  ['a numeric method', '{"jsonrpc":"2.0","id":3,"method":7}', -32600, 3],
  ['an empty method', '{"jsonrpc":"2.0","id":3,"method":""}', -32600, 3],
  ['params: null', '{"jsonrpc":"2.0","id":4,"method":"ping","params":null}', -32600, 4],
  ['params: a string', '{"jsonrpc":"2.0","id":4,"method":"tools/list","params":"x"}', -32600, 4],
  ['params: null on a notification', '{"jsonrpc":"2.0","method":"x","params":null}', -32600, null],
  ['params: an array', '{"jsonrpc":"2.0","id":5,"method":"tools/list","params":[]}', -32602, 5],
  ['tools/call without params', '{"jsonrpc":"2.0","id":6,"method":"tools/call"}', -32602, 6],
  [
    'tools/call without a name',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{}}',
    -32602,
    6,
  ],
  [
    'tools/call with a numeric name',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":1}}',
    -32602,
    6,
  ],
  [
    'tools/call with array arguments',
    '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"get_page","arguments":[]}}',
    -32602,
    6,
  ],
  [
    'resources/read without a uri',
    '{"jsonrpc":"2.0","id":7,"method":"resources/read","params":{}}',
    -32602,
    7,
  ],
  ['initialize without params', '{"jsonrpc":"2.0","id":8,"method":"initialize"}', -32602, 8],
  [
    'a bad _meta on an unknown method',
    '{"jsonrpc":"2.0","id":9,"method":"x/y","params":{"_meta":{"progressToken":{}}}}',
    -32602,
    9,
  ],
  ['ping', '{"jsonrpc":"2.0","id":10,"method":"ping"}', null, 10],
  [
    'an unknown method (the SDK answers -32601)',
    '{"jsonrpc":"2.0","id":11,"method":"x"}',
    null,
    11,
  ],
  [
    'a valid initialize',
    JSON.stringify({jsonrpc: '2.0', id: 12, method: 'initialize', params: init}),
    null,
    12,
  ],
  ['extra members are dropped', '{"jsonrpc":"2.0","id":13,"method":"ping","x":1}', null, 13],
];

describe('the JSON-RPC gate', () => {
  it.each(CASES)('%s', (_name, line, code, id) => {
    const checked = checkLine(line);
    if (code === null) {
      expect(checked.ok).toBe(true);
      if (checked.ok) expect(checked.message).toMatchObject({jsonrpc: '2.0', id});
      return;
    }
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.reply).toMatchObject({jsonrpc: '2.0', id, error: {code}});
    expect(checked.reply!.error.message).not.toMatch(/\[\s*\{\s*"(code|expected)"/);
  });

  it('never answers a notification or a response, even a malformed one', () => {
    for (const line of [
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":{}}}',
      '{"jsonrpc":"2.0","method":"x","params":[1]}',
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      '{"jsonrpc":"2.0","id":1,"error":"bad"}',
    ]) {
      const checked = checkLine(line);
      if (!checked.ok) expect(checked.reply, line).toBeNull();
    }
    expect(checkLine('{"jsonrpc":"2.0","method":"notifications/initialized"}').ok).toBe(true);
    expect(checkLine('{"jsonrpc":"2.0","id":1,"result":{}}').ok).toBe(true);
  });

  it('quotes at most 200 characters of input', () => {
    expect(quote('short')).toBe('"short"');
    const q = quote('x'.repeat(5_000_000));
    expect(q).toBe(`"${'x'.repeat(MAX_ECHO)}"… (5000000 characters)`);
    // A cut never leaves half a surrogate pair.
    expect(quote(`${'a'.repeat(MAX_ECHO - 1)}😀😀`)).toBe(
      `"${'a'.repeat(MAX_ECHO - 1)}"… (203 characters)`,
    );
    // Control characters stay escaped: a quote cannot forge a new line of the protocol.
    expect(quote('a\nb')).toBe('"a\\nb"');
  });

  it('answers every generated malformed line, briefly and within the echo limit', () => {
    // Deterministic fuzz: mutations of valid messages (seeded, so a failure is reproducible).
    let seed = 1234567;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      1e308,
      1.5,
      '',
      'x'.repeat(5_000),
      [],
      [1, 2],
      {},
      {a: {b: {c: 'd'.repeat(2_000)}}},
      '__proto__',
      {__proto__: {polluted: true}},
    ];
    const keys = [
      'jsonrpc',
      'id',
      'method',
      'params',
      'result',
      'error',
      '__proto__',
      'x'.repeat(500),
    ];
    const base = () => ({
      jsonrpc: '2.0',
      id: 1,
      method: pick(['tools/call', 'ping', 'initialize', 'resources/read', 'x'.repeat(1000)]),
      params: {name: pick(['search_docs', 'get_page', 1]), arguments: {query: 'q'}},
    });
    let answered = 0;
    for (let i = 0; i < 2000; i++) {
      const message: Record<string, unknown> = base();
      for (let m = 0; m < 1 + Math.floor(random() * 3); m++) {
        const key = pick(keys);
        if (random() < 0.3) delete message[key];
        else message[key] = pick(values);
      }
      let line = JSON.stringify(message);
      if (random() < 0.2) line = line.slice(0, Math.floor(random() * line.length));
      const checked = checkLine(line);
      if (checked.ok || checked.reply === null) continue;
      answered++;
      const {id, error} = checked.reply;
      expect(id === null || typeof id === 'string' || Number.isSafeInteger(id)).toBe(true);
      expect([-32700, -32600, -32602]).toContain(error.code);
      expect(error.message.length).toBeLessThanOrEqual(400);
      expect(error.message).not.toMatch(/x{201}|d{201}/);
    }
    expect(answered).toBeGreaterThan(500);
  }, 30_000);
});
