/**
 * Idle preload (issue 11: "everything else loads lazily: for the visible
 * hits, or while the page is idle"). Once the page has loaded and the
 * browser is idle, the SearchBar imports the modal's JS chunk (downloaded and
 * run: issue 23 measured 17 ms of its evaluation on Ctrl+K when it was only
 * prefetched) and starts the search worker, which fetches and decodes the
 * main index off the main thread. Ctrl+K plus a word then needs only the
 * modal's render and a worker query. Running the chunk refuses nothing under
 * the CSP: the eval probe of DocSearch's bundled zod is taken out at build
 * time (bundler/noEvalProbe.cjs).
 *
 * Skipped when the reader asked to save data (`Save-Data`) or the connection
 * is 2G: search then loads on intent (hover, focus, Ctrl/Cmd+K), as before.
 */

/** An idle callback runs at the latest this long after `load`, busy or not. */
export const IDLE_TIMEOUT_MS = 4000;
/** Without `requestIdleCallback` (Safari): this long after `load`. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection allows downloading search ahead of intent. */
export function idlePreloadAllowed(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & {connection?: NetworkInformationLike}
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

let scheduled = false;

/**
 * Runs `task` once per page session, when the browser is idle after the
 * `load` event. Not cancellable: the SearchBar lives in the navbar of every
 * page, and what the task starts is what a search would start anyway. Kept
 * small, as it ships in every page's main bundle (issue 12's JS budgets).
 */
export function onIdleAfterLoad(task: () => void): void {
  if (scheduled) return;
  scheduled = true;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS});
    } else setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, {once: true});
}
