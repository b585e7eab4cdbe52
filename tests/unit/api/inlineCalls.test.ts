import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const contract = JSON.parse(readFileSync(path.join(root, 'api/contract.json'), 'utf8')) as {
  modules: Record<
    string,
    {
      members?: Record<
        string,
        {constructor?: {params: {name: string}[]}; params?: {name: string}[]}
      >;
    }
  >;
};

/** Parameter names of every public callable, by its short name. */
function parameterNames(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const module of Object.values(contract.modules)) {
    for (const [name, member] of Object.entries(module.members ?? {})) {
      const params = member.constructor?.params ?? member.params;
      if (!params?.length) continue;
      const set = out.get(name) ?? new Set<string>();
      for (const p of params) set.add(p.name);
      out.set(name, set);
    }
  }
  return out;
}

/** The .mdx files under a `reference` folder of docs/. */
function referencePages(dir = 'docs'): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return referencePages(rel);
    return rel.includes(`${path.sep}reference${path.sep}`) && rel.endsWith('.mdx') ? [rel] : [];
  });
}

describe('reference pages', () => {
  it('name real parameters when they write a call in prose, such as `is_in(value)`', () => {
    const names = parameterNames();
    const wrong: string[] = [];
    for (const file of referencePages()) {
      const prose = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const match of prose.matchAll(/`(\w+)\(([a-z_]\w*(?:, [a-z_]\w*)*)\)`/g)) {
        const params = names.get(match[1]);
        if (!params) continue;
        for (const arg of match[2].split(', ')) {
          if (!params.has(arg))
            wrong.push(`${file}: ${match[0]} (parameters: ${[...params].join(', ')})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
