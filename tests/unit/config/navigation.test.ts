import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {hasDocForRoute, writtenSections} from '../../../src/config/navigation';

function docsFixture(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), '---\ntitle: Page\n---\n');
  }
  return dir;
}

describe('hasDocForRoute', () => {
  const docs = docsFixture(['index.mdx', 'workflow/index.mdx', 'tools/envvars.md']);

  it('finds folder index pages and plain pages, with or without slashes', () => {
    expect(hasDocForRoute(docs, '/')).toBe(true);
    expect(hasDocForRoute(docs, '/workflow')).toBe(true);
    expect(hasDocForRoute(docs, '/workflow/')).toBe(true);
    expect(hasDocForRoute(docs, 'tools/envvars')).toBe(true);
  });

  it('is false for routes with no source file', () => {
    expect(hasDocForRoute(docs, '/tools/tables')).toBe(false);
  });
});

describe('writtenSections', () => {
  it('keeps only the sections whose landing page exists, in order', () => {
    const docs = docsFixture(['tools/tables/index.mdx', 'workflow/index.mdx']);
    expect(writtenSections(docs).map((section) => section.label)).toEqual(['Workflow', 'Tables']);
  });

  it('keeps the written entries of a dropdown and points it at the first one', () => {
    const docs = docsFixture(['tools/files/index.mdx', 'tools/envvars.mdx']);
    const [tools] = writtenSections(docs);
    expect(tools.label).toBe('Tools');
    expect(tools.to).toBe('/tools/files');
    expect(tools.items?.map((item) => item.label)).toEqual(['Files', 'Environment variables']);
  });

  it('drops a dropdown with no written entry', () => {
    const docs = docsFixture(['index.mdx']);
    expect(writtenSections(docs)).toEqual([]);
  });
});
