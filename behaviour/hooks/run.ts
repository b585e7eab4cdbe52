/** Sends the hook scenarios' requests to the running package and records the answers. */
import type {Runtime} from '../runtime';
import {hookRequests, withMarkers} from './scenarios';

export interface HookObservation {
  title: string;
  request: {
    method: string;
    query?: string;
    headers?: Record<string, string>;
    body?: string;
    bodyHex?: string;
  };
  status: number;
  contentType: string | null;
  replyHeader: string | null;
  /** The response body: parsed JSON when it is JSON, else the text (first 300 characters). */
  response: unknown;
}

export async function runHooks(
  runtime: Runtime,
): Promise<{scenarios: Record<string, HookObservation>}> {
  const scenarios: Record<string, HookObservation> = {};
  for (const original of hookRequests) {
    const r = original.stage === 'hook_echo' ? withMarkers(original) : original;
    const body = r.bodyHex ? Buffer.from(r.bodyHex, 'hex') : r.body;
    const res = await fetch(`${runtime.baseUrl}/_hooks/${r.stage}${r.query ?? ''}`, {
      method: r.method,
      headers: r.headers,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let response: unknown = text.slice(0, 300);
    if ((res.headers.get('content-type') ?? '').includes('json')) {
      try {
        response = JSON.parse(text);
      } catch {
        // keep the text
      }
    }
    scenarios[r.id] = {
      title: r.title,
      request: {
        method: r.method,
        ...(r.query ? {query: r.query} : {}),
        ...(r.headers ? {headers: r.headers} : {}),
        ...(r.body ? {body: r.body} : {}),
        ...(r.bodyHex ? {bodyHex: r.bodyHex} : {}),
      },
      status: res.status,
      contentType: res.headers.get('content-type'),
      replyHeader: res.headers.get('x-reply'),
      response,
    };
  }
  // The address the editor's hook settings panel builds hook URLs from (its `publicUrl`): with no
  // ABSTRA_PROJECT_URL and no Cloud tunnel, there is none, and the panel shows no URL.
  const res = await fetch(`${runtime.baseUrl}/_editor/api/login/public-url`, {
    signal: AbortSignal.timeout(30_000),
  });
  scenarios.settings_public_url = {
    title: 'the public URL the hook settings panel uses, with no ABSTRA_PROJECT_URL and no tunnel',
    request: {method: 'GET'},
    status: res.status,
    contentType: res.headers.get('content-type'),
    replyHeader: null,
    response: (await res.json()) as unknown,
  };
  return {scenarios};
}
