/**
 * A local stand-in for Abstra Cloud's API, for the executable examples. The pinned package's own
 * client talks to it (CLOUD_API_ENDPOINT), so every request is built by the package, and every
 * answer is read back by the package, in the shapes its client code expects:
 *
 *   POST /cli/tables/execute                         {query, params} → {errors, returns: {result}}
 *                                                    run on a real Postgres (PGlite, in process)
 *   POST /cli/ai-v2/prompt                           → {content} or {tool_calls: [{function: {arguments}}]}
 *   POST /cli/ai-v2/parse-document/<model>           → the fields the model read
 *   POST /cli/ai-v2/extract-text                     → {text}
 *   GET  /cli/connectors/connection/<name>/access-token → AccessTokenDTO fields
 *   POST /cli/connectors/connection/<name>/execute   {connectionName, actionName, parameters}
 *                                                    → {status: "success", data}
 *   POST /cli/email                                  → {}
 *
 * What the Cloud holds for one example (rows, the model's answers, a provider's answers) comes from
 * that example's fixture. Every request is recorded; a request the fixture does not answer gets a
 * 404 whose text names it, so a failing example says what it asked for.
 */
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {PGlite, types} from '@electric-sql/pglite';
import type {ConnectorAnswer, ExampleFixture} from './types';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface CloudStub {
  endpoint: string;
  /** Resets the database and loads one example's fixture; returns when the SQL setup ran. */
  load(fixture: ExampleFixture): Promise<void>;
  requests(): RecordedRequest[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function matches(answer: ConnectorAnswer, connection: string, action: string, params: unknown) {
  if (answer.connection !== connection || answer.action !== action) return false;
  const p = (params ?? {}) as Record<string, unknown>;
  if (answer.url !== undefined && p._url !== answer.url) return false;
  if (answer.where) {
    for (const [k, v] of Object.entries(answer.where)) {
      if (JSON.stringify((p[k] ?? null) as unknown) !== JSON.stringify(v)) return false;
    }
  }
  return true;
}

export async function startCloudStub(): Promise<CloudStub> {
  // Values come back as a Node service on node-postgres writes them with JSON.stringify (the
  // package's own tests show timestamps in that ISO form, ending in Z): numeric and bigint values as
  // strings ("2340.00", "31"), timestamps and dates as ISO 8601 UTC with milliseconds, other
  // numbers as JSON numbers, json and jsonb as JSON. Parameters arrive JSON-decoded, as they
  // would in such a service.
  const isoUtc = (x: string) => {
    const iso = x.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
    return new Date(/([+-]\d\d:\d\d|Z)$/.test(iso) ? iso : `${iso}Z`).toISOString();
  };
  const db = await PGlite.create({
    parsers: {
      [types.DATE]: (x: string) => `${x}T00:00:00.000Z`,
      [types.TIMESTAMP]: isoUtc,
      [types.TIMESTAMPTZ]: isoUtc,
      [types.NUMERIC]: (x: string) => x,
      [types.INT8]: (x: string) => x,
    },
  });
  let fixture: ExampleFixture = {};
  let recorded: RecordedRequest[] = [];
  let aiAnswers: NonNullable<ExampleFixture['ai']> = [];

  async function answer(method: string, route: string, raw: Buffer, type: string) {
    const json =
      type.includes('json') && raw.length ? (JSON.parse(raw.toString()) as unknown) : null;
    recorded.push({
      method,
      path: route,
      body: json ?? (raw.length ? `<${raw.length} bytes of ${type || 'unknown type'}>` : null),
    });
    if (method === 'POST' && route === '/cli/tables/execute') {
      const {query, params} = json as {query: string; params: unknown[]};
      try {
        const result = await db.query(query, params);
        return {
          status: 200,
          body: {
            errors: [],
            returns: {result: result.rows, fields: result.fields.map((f) => ({name: f.name}))},
          },
        };
      } catch (error) {
        return {status: 200, body: {errors: [String((error as Error).message)], returns: null}};
      }
    }
    if (method === 'POST' && route === '/cli/ai-v2/prompt') {
      const next = aiAnswers.shift();
      if (!next) return null;
      if ('format' in next) {
        return {
          status: 200,
          body: {tool_calls: [{function: {arguments: JSON.stringify(next.format)}}]},
        };
      }
      return {status: 200, body: {content: next.text}};
    }
    const parse = /^\/cli\/ai-v2\/parse-document\/([\w-]+)$/.exec(route);
    if (method === 'POST' && parse) {
      const fields = fixture.documents?.[parse[1]];
      return fields ? {status: 200, body: fields} : null;
    }
    if (method === 'POST' && route === '/cli/ai-v2/extract-text') {
      return fixture.extractedText !== undefined
        ? {status: 200, body: {text: fixture.extractedText}}
        : null;
    }
    const token = /^\/cli\/connectors\/connection\/([^/]+)\/access-token$/.exec(route);
    if (method === 'GET' && token) {
      const t = fixture.accessTokens?.[decodeURIComponent(token[1])];
      if (!t) return null;
      return {
        status: 200,
        body: {
          connectionName: decodeURIComponent(token[1]),
          connectorType: t.connectorType,
          projectId: 'harness-project',
          token: t.token,
          // The form the package's own DTO carries: ISO 8601 UTC with milliseconds.
          expiresAt: new Date(Date.now() + t.expiresInMinutes * 60_000).toISOString(),
        },
      };
    }
    const execute = /^\/cli\/connectors\/connection\/([^/]+)\/execute$/.exec(route);
    if (method === 'POST' && execute) {
      const body = json as {actionName: string; parameters: unknown};
      const found = (fixture.connectors ?? []).find((a) =>
        matches(a, decodeURIComponent(execute[1]), body.actionName, body.parameters),
      );
      if (!found) return null;
      return {
        status: 200,
        body:
          'error' in found
            ? {status: 'error', message: found.error}
            : {status: 'success', data: found.data},
      };
    }
    if (method === 'POST' && route === '/cli/email') return {status: 200, body: {}};
    return null;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const route = (req.url ?? '/').split('?')[0];
      let reply: {status: number; body: unknown} | null;
      try {
        reply = await answer(req.method ?? 'GET', route, raw, req.headers['content-type'] ?? '');
      } catch (error) {
        reply = {status: 500, body: {error: `stub: ${(error as Error).message}`}};
      }
      const out = reply ?? {
        status: 404,
        body: {error: `the example's fixture does not answer ${req.method} ${route}`},
      };
      res.writeHead(out.status, {'content-type': 'application/json'});
      res.end(JSON.stringify(out.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    async load(next) {
      fixture = next;
      recorded = [];
      aiAnswers = [...(next.ai ?? [])];
      await db.exec(
        'DROP SCHEMA IF EXISTS abstra CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
      );
      if (next.sql) await db.exec(next.sql);
    },
    requests: () => recorded,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}
