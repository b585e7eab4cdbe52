/**
 * `npm run search:push`: uploads build/search/records.json and
 * plugins/search/algolia-settings.json to Algolia through its REST API.
 * Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY in the
 * environment (the admin key is never committed nor shipped to browsers).
 * Records go to a temporary index that is then moved over the live one, so
 * readers never see a half-filled index.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import type {SearchRecord} from '../shared/types';
import {SYNONYM_GROUPS} from '../shared/synonyms';

export interface PushEnv {
  ALGOLIA_APP_ID?: string;
  ALGOLIA_INDEX_NAME?: string;
  ALGOLIA_ADMIN_API_KEY?: string;
}

export function pushConfig(env: PushEnv): {appId: string; indexName: string; adminKey: string} {
  const missing = (
    ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'] as const
  ).filter((k) => !env[k]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `search:push needs ${missing.join(', ')} in the environment. ALGOLIA_ADMIN_API_KEY is the admin (write) key: keep it in CI secrets, never in the repository or the site config.`,
    );
  }
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    adminKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
  };
}

type Fetch = typeof fetch;

export async function pushRecords(
  records: SearchRecord[],
  settings: Record<string, unknown>,
  config: {appId: string; indexName: string; adminKey: string},
  fetchImpl: Fetch = fetch,
  batchSize = 1000,
): Promise<{records: number; tmpIndex: string}> {
  const host = `https://${config.appId}.algolia.net`;
  const headers = {
    'X-Algolia-Application-Id': config.appId,
    'X-Algolia-API-Key': config.adminKey,
    'Content-Type': 'application/json',
  };
  const call = async (method: string, urlPath: string, body: unknown) => {
    const res = await fetchImpl(`${host}${urlPath}`, {method, headers, body: JSON.stringify(body)});
    if (!res.ok) {
      throw new Error(
        `Algolia ${method} ${urlPath} failed: HTTP ${res.status} ${await res.text()}`,
      );
    }
    return (await res.json()) as {taskID?: number};
  };
  const wait = async (index: string, taskID: number | undefined) => {
    if (taskID === undefined) return;
    for (let i = 0; i < 120; i++) {
      const res = await fetchImpl(`${host}/1/indexes/${encodeURIComponent(index)}/task/${taskID}`, {
        headers,
      });
      const body = (await res.json()) as {status?: string};
      if (body.status === 'published') return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`Algolia task ${taskID} on ${index} did not finish`);
  };
  const tmpIndex = `${config.indexName}_tmp`;
  const tmp = encodeURIComponent(tmpIndex);
  await wait(tmpIndex, (await call('PUT', `/1/indexes/${tmp}/settings`, settings)).taskID);
  const synonyms = pushedSynonyms();
  await wait(
    tmpIndex,
    (await call('POST', `/1/indexes/${tmp}/synonyms/batch?replaceExistingSynonyms=true`, synonyms))
      .taskID,
  );
  for (let i = 0; i < records.length; i += batchSize) {
    const requests = records.slice(i, i + batchSize).map((body) => ({action: 'addObject', body}));
    await wait(tmpIndex, (await call('POST', `/1/indexes/${tmp}/batch`, {requests})).taskID);
  }
  const move = await call('POST', `/1/indexes/${tmp}/operation`, {
    operation: 'move',
    destination: config.indexName,
  });
  await wait(config.indexName, move.taskID);
  return {records: records.length, tmpIndex};
}

async function main() {
  const config = pushConfig(process.env);
  const root = path.resolve(__dirname, '../../..');
  const records = JSON.parse(
    await readFile(path.join(root, 'build/search/records.json'), 'utf8'),
  ) as SearchRecord[];
  const settings = JSON.parse(
    await readFile(path.join(__dirname, '../algolia-settings.json'), 'utf8'),
  );
  const result = await pushRecords(records, settings, config);
  console.log(
    `Pushed ${result.records} records and settings to Algolia index ${config.indexName}.`,
  );
}

if (process.argv[1] && /push\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** The synonym groups as Algolia two-way synonyms (the same data the embedded engine uses). */
export function pushedSynonyms(): Array<{objectID: string; type: 'synonym'; synonyms: string[]}> {
  return SYNONYM_GROUPS.map((group) => ({
    objectID: `syn-${group[0]}`,
    type: 'synonym',
    synonyms: [...group],
  }));
}
