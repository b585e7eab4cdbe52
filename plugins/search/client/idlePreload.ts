/**
 * Idle preload (issue 11: "everything else loads lazily: for the visible
 * hits, or while the page is idle"). Once the page has loaded and the
 * browser is idle, the SearchBar downloads the modal's JS chunk as a
 * `<link rel=prefetch>` (lowest priority, into the HTTP cache, not parsed or
 * run) and starts the search worker, which fetches and decodes the main index
 * off the main thread. Ctrl+K plus a word then needs only the modal's render
 * and a worker query. The main thread's share is one `<link>` element and one
 * `new Worker()`.
 *
 * Skipped when the reader asked to save data (`Save-Data`) or the connection
 * is 2G: search then loads on intent (hover, focus, Ctrl/Cmd+K), as before.
 */

/** The modal's chunk name (`webpackChunkName` of the SearchBar's `import()`s). */
export const MODAL_CHUNK = 'docsearch-modal';
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

// Docusaurus's webpack runtime function: chunk name → asset URL (see
// @docusaurus/core ChunkAssetPlugin; core's own route prefetch uses it).
declare const __webpack_require__: {gca?: (chunkName: string) => string} | undefined;

/** URL of a named JS chunk in this build, or null outside webpack or when the chunk was merged away. */
export function chunkUrl(name: string): string | null {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__.gca) return null;
  const url = __webpack_require__.gca(name);
  return url && !url.includes('undefined') ? url : null;
}

/** `<link rel=prefetch>` for a URL: downloaded at idle priority into the HTTP cache, not parsed. */
export function prefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}
