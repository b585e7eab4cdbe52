#!/usr/bin/env node
// Starts the docs MCP server (mcp/main.ts) over stdio. This is the command for MCP clients:
//   node /path/to/abstra-docs/mcp/start.cjs [--build-dir <dir>]
// It works from any folder and, unlike "npm run mcp", writes nothing but JSON-RPC on stdout.
const path = require('node:path');
const jiti = require('jiti')(__filename);

jiti(path.join(__dirname, 'main.ts')).main();
