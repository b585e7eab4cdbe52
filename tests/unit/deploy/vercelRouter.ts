/**
 * Vercel's routing of a static deployment, as far as vercel.json drives it: the routes that
 * @vercel/routing-utils makes from the file (Vercel's own conversion), walked in order over the
 * staged files. What each step does is written down, with its source, in deploy/hosts.json
 * (vercel.*): redirects end routing; header routes (`continue`) add headers and go on; the
 * filesystem serves an existing file; rewrites (`check`) serve their destination when it exists.
 * A `has` header condition matches when its value, as a regular expression, matches the whole
 * header; a route applies only when every `has` matches and no `missing` does. Anything else is
 * Vercel's 404 page.
 */
import type {Route} from '../../../deploy/tools/node_modules/@vercel/routing-utils/dist/index.js';

export type VercelRoute = Route;
type HasField = NonNullable<Extract<Route, {src: string}>['has']>;

export interface VercelAnswer {
  status: number;
  /** Response headers from vercel.json, by lower-case name. */
  headers: Record<string, string>;
  /** The staged file served (`docs/tools/tables/index.page.html`), for 200 and 404. */
  file?: string;
  location?: string;
}

const lower = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

function hasMatches(
  conditions: HasField | undefined,
  requestHeaders: Record<string, string | undefined>,
): boolean {
  return (conditions ?? []).every((condition) => {
    if (condition.type !== 'header') {
      throw new Error(`vercelRouter: only header conditions are modelled, not ${condition.type}.`);
    }
    const value = requestHeaders[condition.key.toLowerCase()];
    if (value === undefined) return false;
    if (condition.value === undefined) return true;
    if (typeof condition.value !== 'string') {
      throw new Error('vercelRouter: only regular-expression condition values are modelled.');
    }
    return new RegExp(`^${condition.value}$`).test(value);
  });
}

/** The file a URL path names in the staged folder, if it exists (a folder's index.html too). */
function lookup(files: ReadonlySet<string>, urlPath: string): string | undefined {
  const rel = decodeURIComponent(urlPath).replace(/^\/+/, '');
  const candidates = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel];
  return candidates.find((candidate) => files.has(candidate));
}

export function routeRequest(
  routes: readonly VercelRoute[],
  files: ReadonlySet<string>,
  pathname: string,
  requestHeaders: Record<string, string | undefined> = {},
): VercelAnswer {
  const headers: Record<string, string> = {};
  for (const route of routes) {
    if ('handle' in route) {
      if (route.handle !== 'filesystem') continue;
      const file = lookup(files, pathname);
      if (file) return {status: 200, headers, file};
      continue;
    }
    const match = new RegExp(route.src).exec(pathname);
    if (!match || !hasMatches(route.has, requestHeaders)) continue;
    if (route.missing?.some((condition) => hasMatches([condition], requestHeaders))) continue;
    const fill = (template: string) =>
      template.replace(/\$(\d+)/g, (_all, index: string) => match[Number(index)] ?? '');
    if (route.status) {
      const {location, ...rest} = lower(route.headers);
      return {status: route.status, headers: rest, location: location && fill(location)};
    }
    if (route.continue) {
      Object.assign(headers, lower(route.headers));
      continue;
    }
    if (route.dest) {
      const file = lookup(files, fill(route.dest));
      return file ? {status: 200, headers, file} : {status: 404, headers, file: '404.html'};
    }
  }
  return {status: 404, headers, file: '404.html'};
}
