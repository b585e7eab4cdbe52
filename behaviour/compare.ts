/**
 * Compares what the harness observed with the committed api/behaviour/*.json, leaf by leaf, and
 * names each difference by file, widget or scenario, and path.
 */

export interface Drift {
  file: string;
  where: string;
  expected: string;
  observed: string;
}

const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

function walk(file: string, where: string[], expected: unknown, observed: unknown, out: Drift[]) {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (
    Array.isArray(expected) &&
    Array.isArray(observed) &&
    expected.every(isObject) &&
    observed.every(isObject)
  ) {
    // Lists of records (the steps of a scenario): compare item by item, named by position.
    for (let i = 0; i < Math.max(expected.length, observed.length); i++) {
      walk(file, [...where, String(i)], expected[i], observed[i], out);
    }
    return;
  }
  if (isObject(expected) && isObject(observed)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(observed)])) {
      walk(file, [...where, key], expected[key], observed[key], out);
    }
    return;
  }
  if (JSON.stringify(expected) !== JSON.stringify(observed)) {
    out.push({
      file: `api/behaviour/${file}.json`,
      where: where.join(' › '),
      expected: show(expected),
      observed: show(observed),
    });
  }
}

/**
 * With `only` (a set of widget names), the forms file is compared for those widgets alone, and the
 * other files are not compared.
 */
export function compareData(
  file: string,
  committed: unknown,
  observed: unknown,
  only?: Set<string>,
): Drift[] {
  const out: Drift[] = [];
  if (only) {
    if (file !== 'forms') return out;
    const c = committed as {
      params: Record<string, unknown>;
      lifecycles: Record<string, {widget: string}>;
    };
    const o = observed as {params: Record<string, unknown>; lifecycles: Record<string, unknown>};
    for (const widget of only)
      walk(file, ['params', widget], c.params[widget], o.params[widget], out);
    for (const [id, value] of Object.entries(c.lifecycles)) {
      if (only.has(value.widget)) walk(file, ['lifecycles', id], value, o.lifecycles[id], out);
    }
    return out;
  }
  walk(file, [], committed, observed, out);
  return out;
}
