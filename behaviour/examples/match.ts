/**
 * Compares what an example printed with the output block under it.
 *
 * Only what changes from run to run is let through, and each by its own rule:
 * - the editor's terminal tag `[RUN 9f3cad4d] ` at the start of each line: the run's logs carry
 *   the same lines without it;
 * - the run's id: the block's UUID that starts with the tag's id stands for this run's id;
 * - the clock: `2026-11-21 14:02:11` and `2026-11-21 14:02:11,482` stand for any such time;
 * - the editor's address: `http://localhost:3000` (the editor's default port) stands for the
 *   address of the editor the examples run in;
 * - ids (UUIDs) made by the run itself (a public link, a row id) when the fixture says `anyIds`,
 *   and ISO timestamps of the run's clock (a row's created_at) when it says `anyTimes`.
 * JSON blocks are compared as JSON values, so spacing and key order do not matter.
 */

export interface MatchContext {
  executionId: string;
  editorUrl: string;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/g;
const CLOCK = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:,\d{3})?/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function lines(text: string): string[] {
  const out = text.split('\n').map((l) => l.replace(/\s+$/, ''));
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}

/** The block without the editor's per-line tag, and the run id the tag names (if any). */
export function untag(expected: string): {text: string; shortId: string | null} {
  const all = lines(expected);
  const tag = /^\[RUN ([0-9a-f]{8})\] /;
  const first = tag.exec(all[0] ?? '');
  if (!first || !all.every((l) => l === '' || l.startsWith(`[RUN ${first[1]}] `))) {
    return {text: all.join('\n'), shortId: null};
  }
  return {text: all.map((l) => l.replace(tag, '')).join('\n'), shortId: first[1]};
}

function pattern(
  expected: string,
  shortId: string | null,
  {anyIds = false, anyTimes = false}: {anyIds?: boolean; anyTimes?: boolean},
): RegExp {
  let source = '';
  let last = 0;
  const tokens: Array<{index: number; length: number; regex: string}> = [];
  for (const m of expected.matchAll(UUID)) {
    if (shortId && m[0].startsWith(shortId)) {
      tokens.push({index: m.index, length: m[0].length, regex: 'RUNID'});
    } else if (anyIds) {
      tokens.push({index: m.index, length: m[0].length, regex: UUID.source});
    }
  }
  for (const m of expected.matchAll(CLOCK)) {
    const fraction = m[0].includes(',') ? ',\\d{3}' : '';
    tokens.push({
      index: m.index,
      length: m[0].length,
      regex: `\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d${fraction}`,
    });
  }
  if (anyIds) {
    // The run log names a stage by the first part of its id.
    for (const m of expected.matchAll(/(?<=for stage )[0-9a-f]{8}\b/g)) {
      tokens.push({index: m.index, length: m[0].length, regex: '[0-9a-f]{8}'});
    }
  }
  if (anyTimes) {
    for (const m of expected.matchAll(ISO_TIME)) {
      tokens.push({index: m.index, length: m[0].length, regex: ISO_TIME.source});
    }
  }
  for (const m of expected.matchAll(/http:\/\/localhost:3000/g)) {
    tokens.push({index: m.index, length: m[0].length, regex: 'EDITORURL'});
  }
  tokens.sort((a, b) => a.index - b.index);
  for (const t of tokens) {
    if (t.index < last) continue;
    source += escape(expected.slice(last, t.index)) + t.regex;
    last = t.index + t.length;
  }
  source += escape(expected.slice(last));
  return new RegExp(`^${source}$`);
}

export interface MatchResult {
  ok: boolean;
  /** The expected block as compared (tag removed), for the failure message. */
  expected: string;
  actual: string;
}

export function matchOutput(
  expected: string,
  actual: string,
  lang: string,
  context: MatchContext,
  options: {anyIds?: boolean; anyTimes?: boolean} = {},
): MatchResult {
  const {text, shortId} = untag(expected);
  const got = lines(actual).join('\n');
  if (lang === 'json') {
    try {
      const ok =
        JSON.stringify(sortKeys(JSON.parse(text))) === JSON.stringify(sortKeys(JSON.parse(got)));
      return {ok, expected: text, actual: got};
    } catch {
      return {ok: false, expected: text, actual: got};
    }
  }
  const regex = new RegExp(
    pattern(text, shortId, options)
      .source.replace(/RUNID/g, escape(context.executionId))
      .replace(/EDITORURL/g, escape(context.editorUrl)),
  );
  return {ok: regex.test(got), expected: text, actual: got};
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
