/**
 * Docs MCP server: `search_docs` (the site's own embedded search engine and index), `get_page`
 * (a page's Markdown twin) and the llms.txt index as a resource.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import type {DocsSite} from './site';

export const SERVER_NAME = 'abstra-docs';
export const LLMS_TXT_URI = 'docs://abstra/llms.txt';

function errorResult(error: unknown) {
  return {
    isError: true,
    content: [
      {type: 'text' as const, text: error instanceof Error ? error.message : String(error)},
    ],
  };
}

export function createDocsMcpServer(site: DocsSite, version = '1.0.0'): McpServer {
  const server = new McpServer({name: SERVER_NAME, version});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Abstra docs',
      description:
        'Full-text search over the Abstra documentation (same engine and index as the site search). Returns page titles, headings, URLs, Markdown URLs and snippets. Follow up with get_page for the full text.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .max(200)
          .describe('Words to search for, e.g. "tables select filter"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(5)
          .describe('Maximum number of results (1-20)'),
      },
    },
    async ({query, limit}) => {
      try {
        const results = site.search(query, limit);
        const text =
          results.length === 0
            ? `No results for "${query}".`
            : results
                .map(
                  (r, i) =>
                    `${i + 1}. ${r.title}${r.heading ? ` > ${r.heading}` : ''}${r.section ? ` (${r.section})` : ''}\n   ${r.url}\n   Markdown: ${r.markdownUrl}${r.snippet ? `\n   ${r.snippet}` : ''}`,
                )
                .join('\n');
        return {content: [{type: 'text', text}], structuredContent: {results}};
      } catch (error) {
        return errorResult(error);
      }
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page as Markdown',
      description:
        'Returns the Markdown of one documentation page. `path` is the page path, e.g. /docs/tools/tables/reference/select (a full URL or a .md URL also works).',
      inputSchema: {
        path: z.string().min(1).describe('Page path such as /docs/workflow/forms'),
      },
    },
    async ({path}) => {
      try {
        const page = site.getPage(path);
        return {content: [{type: 'text', text: page.markdown}]};
      } catch (error) {
        return errorResult(error);
      }
    },
  );

  server.registerResource(
    'llms.txt',
    LLMS_TXT_URI,
    {
      title: 'Abstra docs index (llms.txt)',
      description:
        'Every documentation page with its Markdown URL and description, in sidebar order.',
      mimeType: 'text/plain',
    },
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/plain', text: site.llmsTxt()}]}),
  );

  return server;
}
