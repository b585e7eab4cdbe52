/** A small built site for the MCP tests: a real search index (written by the search plugin) and twins. */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {writeSearchFiles} from '../../../plugins/search/server/writeSearchFiles';
import {rec} from '../search/helpers';

export const SELECT_MD = '---\ntitle: select\n---\n\n# select\n\nReturns rows.\n';
export const LLMS_TXT = '# Abstra Docs\n\n> Summary.\n';
export const siteRoot = path.resolve(__dirname, '..', '..', '..');

export async function makeFixtureBuild(): Promise<string> {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'mcp-build-'));
  await writeSearchFiles(path.join(buildDir, 'search'), [
    rec('tools/tables/reference/select', 'select', {
      content: 'Returns the rows of a table that match a filter.',
      lvl0: 'Tools',
    }),
    rec('tools/tables', 'Abstra Tables', {
      content: 'Postgres database for every project.',
      lvl0: 'Tools',
    }),
    rec('workflow/forms', 'Forms', {content: 'Multi-page web forms in Python.', lvl0: 'Workflow'}),
  ]);
  const files: Record<string, string> = {
    'index.html': '<html></html>',
    'index.md': '# Set up\n',
    'tools/tables/reference/select.md': SELECT_MD,
    'tools/tables.md': '# Abstra Tables\n',
    'llms.txt': LLMS_TXT,
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
    writeFileSync(path.join(buildDir, file), body);
  }
  return buildDir;
}
