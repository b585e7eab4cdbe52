/**
 * Hydration in several tasks instead of one.
 *
 * React hydrates in slices of a few milliseconds; Preact hydrates the whole page in one
 * synchronous task, which Lighthouse counts as blocking time (measured before this queue, on the
 * reference page: one 690 ms task against React's longest of 155 ms; bench/page/README.md).
 * A subtree wrapped in <HydrateLater> suspends while the page hydrates: Preact keeps its
 * server-rendered DOM and hydrates it when the promise this queue handed it resolves. The
 * queue resolves one promise per task, in render order, so each subtree hydrates in its own task.
 *
 * While the queue drains, the effects (`useEffect`) of the hydrated part wait. Effects are what
 * change shared state after hydration (the browser flag, the colour mode, the announcement bar);
 * a subtree hydrated after that change would keep server attributes that no longer match, since
 * hydration attaches event handlers and never rewrites attributes. Held effects keep every
 * subtree hydrating against the same state as the server render, as React guarantees.
 */
import {options} from 'preact';

const RAF_TIMEOUT = 35;

/** Preact's own `afterNextFrame` (hooks/src/index.js): after the next frame, or 35 ms. */
function afterNextFrame(callback: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, RAF_TIMEOUT);
  const frame = requestAnimationFrame(done);
}

const queue: (() => void)[] = [];
/** Effect flushes held while the queue drains; null when nothing is held. */
let heldEffects: (() => void)[] | null = null;
/** True during the task that hydrates the page: only subtrees rendered in it are deferred. */
let inHydrationTask = false;
let checkedHydration = false;

function step(): void {
  const resolve = queue.shift();
  if (resolve) {
    // The subtree renders in this task's microtasks; the next one waits for the next task.
    resolve();
    setTimeout(step);
    return;
  }
  const held = heldEffects ?? [];
  heldEffects = null;
  held.forEach(afterNextFrame);
}

/**
 * A promise that resolves when the subtree may hydrate, or null when nothing is hydrating (a
 * client-side navigation, a subtree mounted after hydration): render it at once. Subtrees met
 * while a deferred subtree hydrates are queued too, each for a later task.
 */
export function deferHydration(): Promise<void> | null {
  if (!checkedHydration) {
    checkedHydration = true;
    // The server render marks the page `data-has-hydrated="false"` (Docusaurus's
    // HasHydratedDataAttribute); the first render that sees it is the hydration.
    inHydrationTask = document.documentElement.dataset.hasHydrated === 'false';
    if (inHydrationTask) {
      setTimeout(() => {
        inHydrationTask = false;
      });
    }
  }
  if (!inHydrationTask && heldEffects === null) return null;
  if (queue.length === 0 && heldEffects === null) {
    heldEffects = [];
    setTimeout(step);
  }
  return new Promise((resolve) => queue.push(resolve));
}

// Preact's hooks schedule effect flushes with `options.requestAnimationFrame` when it is set.
options.requestAnimationFrame = (flush: () => void) => {
  if (heldEffects) heldEffects.push(flush);
  else afterNextFrame(flush);
};
