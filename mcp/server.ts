/**
 * Docs MCP server: `search_docs` (the site's own search engine and index, run in a worker),
 * `get_page` (a page's Markdown twin) and the llms.txt index as a resource.
 *
 * Built on the SDK's low-level `Server` rather than `McpServer`: McpServer answers an unknown tool
 * or bad arguments with a tool result that repeats the input in full; here they are JSON-RPC
 * -32602 errors with short messages (see rpcErrors.ts).
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';

import {boundQuery, MAX_QUERY_LENGTH, type SearchResult} from './searchBackend';
import type {DocsSite} from './site';
import {cut, describeIssues, INVALID_PARAMS, quote, RpcError} from './rpcErrors';
import {checkArgs, Joi, jsonSchemaOf, toolArgs} from './toolArgs';

export const SERVER_NAME = 'abstra-docs';
export const LLMS_TXT_URI = 'docs://abstra/llms.txt';
/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

/** What the server needs from search: searchPool.ts in production. */
export interface Searcher {
  search(query: string, limit: number): Promise<SearchResult[]>;
}

interface SearchArgs {
  query: string;
  limit: number;
}
const SearchArgs = toolArgs<SearchArgs>({
  query: Joi.string()
    .min(1)
    .required()
    .description(
      `Words to search for, e.g. "tables select filter". Cut at ${MAX_QUERY_LENGTH} characters, as on the site.`,
    ),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(20)
    .default(5)
    .description('Maximum number of results (1-20)'),
});
interface GetPageArgs {
  path: string;
}
const GetPageArgs = toolArgs<GetPageArgs>({
  path: Joi.string().min(1).required().description('Page path such as /docs/workflow/forms'),
});

interface Tool<A> {
  title: string;
  description: string;
  args: Joi.ObjectSchema<A>;
  run(args: A): Promise<CallToolResult>;
}

function errorResult(error: unknown): CallToolResult {
  const text = error instanceof Error ? error.message : String(error);
  return {isError: true, content: [{type: 'text', text: cut(text, 600)}]};
}

function formatResults(query: string, results: SearchResult[]): string {
  if (results.length === 0) return `No results for ${JSON.stringify(query)}.`;
  return results
    .map(
      (r, i) =>
        `${i + 1}. ${r.title}${r.heading ? ` > ${r.heading}` : ''}${r.section ? ` (${r.section})` : ''}\n   ${r.url}\n   Markdown: ${r.markdownUrl}${r.snippet ? `\n   ${r.snippet}` : ''}`,
    )
    .join('\n');
}

export function createDocsMcpServer(site: DocsSite, searcher: Searcher, version = '1.0.0'): Server {
  const server = new Server(
    {name: SERVER_NAME, version},
    {capabilities: {tools: {}, resources: {}}},
  );

  const tools: Record<string, Tool<unknown>> = {
    search_docs: {
      title: 'Search the Abstra docs',
      description:
        'Full-text search over the Abstra documentation (same engine and index as the site search). Returns page titles, headings, URLs, Markdown URLs and snippets. Follow up with get_page for the full text.',
      args: SearchArgs,
      async run(args: SearchArgs) {
        const query = boundQuery(args.query);
        try {
          const results = await searcher.search(query, args.limit);
          return {
            content: [{type: 'text', text: formatResults(query, results)}],
            structuredContent: {query, results},
          };
        } catch (error) {
          return errorResult(error);
        }
      },
    } satisfies Tool<SearchArgs>,
    get_page: {
      title: 'Get a docs page as Markdown',
      description:
        'Returns the Markdown of one documentation page. `path` is the page path, e.g. /docs/tools/tables/reference/select (a full URL or a .md URL also works).',
      args: GetPageArgs,
      async run(args: GetPageArgs) {
        try {
          const page = site.getPage(args.path);
          return {content: [{type: 'text', text: page.markdown}]};
        } catch (error) {
          return errorResult(error);
        }
      },
    } satisfies Tool<GetPageArgs>,
  };

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: Object.entries(tools).map(([name, tool]) => ({
      name,
      title: tool.title,
      description: tool.description,
      inputSchema: jsonSchemaOf(tool.args, name),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const {name, arguments: args} = request.params;
    const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
    if (!tool) {
      throw new RpcError(
        INVALID_PARAMS,
        `Unknown tool ${quote(name)}. The tools are: ${Object.keys(tools).join(', ')}.`,
      );
    }
    const checked = checkArgs(tool.args, args ?? {});
    if (!checked.ok) {
      throw new RpcError(
        INVALID_PARAMS,
        `Invalid arguments for ${name}: ${describeIssues(checked.problems)}.`,
      );
    }
    return tool.run(checked.value);
  });

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [
      {
        uri: LLMS_TXT_URI,
        name: 'llms.txt',
        title: 'Abstra docs index (llms.txt)',
        description:
          'Every documentation page with its Markdown URL and description, in sidebar order.',
        mimeType: 'text/plain',
      },
    ],
  }));

  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const {uri} = request.params;
    if (uri !== LLMS_TXT_URI) {
      throw new RpcError(
        RESOURCE_NOT_FOUND,
        `Unknown resource ${quote(uri)}. The one resource is ${LLMS_TXT_URI}.`,
      );
    }
    return {contents: [{uri, mimeType: 'text/plain', text: site.llmsTxt()}]};
  });

  return server;
}
