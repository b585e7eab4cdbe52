import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTP request with nothing added: no decompression, no redirect following, and a connection
 * of its own (`agent: false`). Node's global agent keeps connections alive, and a request sent on
 * one the server was closing failed with "socket hang up" (wrangler, at the start of a test that
 * followed another on the same server, in a CI run of 2026-11-28).
 */
export function rawRequest(
  origin: string,
  target: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawResponse> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {host: hostname, port, path: target, method, headers, agent: false},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
