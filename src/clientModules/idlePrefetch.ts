/**
 * Prefetches visible links when the browser is idle.
 *
 * Docusaurus's <Link> calls `window.docusaurus.prefetch(path)` for each link that scrolls into
 * view. Each call scans the whole route table (`routesChunkNames`, 240 entries with 213 pages) for
 * every route the path matches, then adds `<link rel="prefetch">` tags. A doc page shows dozens of
 * sidebar links at load, and all those calls ran in one task just after hydration: 379 ms of
 * main-thread time on the reference page at Lighthouse's 4× CPU slowdown (Chromium profile, load
 * average 12), counted as blocking time. The calls are queued here and run a few at a time in idle
 * periods; what is prefetched does not change.
 *
 * Both calls get the path alone (`routeOnly`). Docusaurus remembers which paths it has
 * prefetched, query and fragment included, and adds a tag for every chunk of every route the
 * path matches each time. The search modal's "See all results" link points at
 * `/docs/search?q=…`, a new path at each key: typing the bench's typed queries into one modal
 * had left 8,405 `<link rel="prefetch">` tags in the head by the 40th query (25 distinct files),
 * which the garbage collector traced at every full collection.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Prefetch = (routePath: string) => unknown;
export interface DocusaurusGlobal {
  prefetch: Prefetch;
  preload: (routePath: string) => unknown;
}
interface Deadline {
  didTimeout?: boolean;
  timeRemaining(): number;
}

/** The longest slice of prefetch calls in one task. */
const SLICE_MS = 8;

/** Idle periods where the browser has them (not Safari), else short slices between tasks. */
function whenIdle(work: (deadline: Deadline) => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(work, {timeout: 3000});
    return;
  }
  setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    work({timeRemaining: () => end - performance.now()});
  }, 50);
}

/** A route path without its query and fragment: the route chunks depend on the path alone. */
export function routeOnly(routePath: string): string {
  return routePath.split(/[?#]/, 1)[0]!;
}

export function idlePrefetch(prefetch: Prefetch): Prefetch {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline) => {
    scheduled = false;
    // At most SLICE_MS per task, however long the idle period: Lighthouse multiplies task times
    // by its CPU slowdown (4×), and counts any task above 50 ms as blocking. At least one call
    // per task, so a browser that is never idle still gets through the queue.
    const end = performance.now() + SLICE_MS;
    do queue.shift()?.();
    while (queue.length > 0 && performance.now() < end && deadline.timeRemaining() > 1);
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenIdle(drain);
  };
  return (routePath) =>
    new Promise((resolve) => {
      queue.push(() => resolve(prefetch(routePath)));
      schedule();
    });
}

/** Docusaurus's global with both calls given the path alone, and prefetching queued for idle time. */
export function wrapDocusaurusGlobal<T extends DocusaurusGlobal>(value: T): T {
  return {
    ...value,
    prefetch: idlePrefetch((routePath) => value.prefetch(routeOnly(routePath))),
    preload: (routePath: string) => value.preload(routeOnly(routePath)),
  };
}

if (ExecutionEnvironment.canUseDOM) {
  // The client entry assigns `window.docusaurus` after the client modules have run.
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: DocusaurusGlobal) {
      current = wrapDocusaurusGlobal(value);
    },
  });
}
