/**
 * preact-client: the browser bundle runs on Preact (`preact/compat`) instead of React DOM.
 *
 * The server build keeps React: every page is rendered to HTML by React as before, and Preact
 * only hydrates that HTML in the browser. Aliasing `react` and `react-dom` to `preact/compat`
 * in the client bundle covers every import form the site and its dependencies use
 * (`react`, `react/jsx-runtime`, `react-dom`, `react-dom/client`).
 *
 * Where Preact behaves differently and a page relies on React's behaviour, client/ restores it:
 * - client/autoFocus.ts: `autoFocus` focuses on mount.
 * - client/hydrationQueue.ts and client/HydrateLater.tsx: React hydrates in slices of a few
 *   milliseconds, Preact in one task. The docs sidebar, the Markdown body, the table of contents,
 *   the not-found content and, inside the body, each code block, table, API reference and widget
 *   preview hydrate in tasks of their own. The navbar and the footer do not: they sit at the root,
 *   where a re-render during hydration makes Preact drop a suspended subtree's server DOM.
 *
 * Why: React DOM 19 with React and its scheduler was 69 KB gzip of the 136 KB main bundle.
 * Preact with hooks, compat and its JSX runtime is 11.5 KB gzip. Hydrating in one task cost more
 * blocking time than React (reference page, Lighthouse mobile: 1.5 s against 0.3-0.6 s); in
 * several tasks it costs less. Figures of the built site are in bench/page/README.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'abstra-preact-client';

/** The folder of `preact/compat`: `react/jsx-runtime` resolves to its `jsx-runtime.mjs`. */
export const PREACT_COMPAT_DIR = path.join(
  path.dirname(require.resolve('preact/package.json')),
  'compat',
);

export default function pluginPreactClient(): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    // The server bundle imports it too, but renders with React: the hook never runs there.
    getClientModules() {
      return [path.join(__dirname, 'client', 'autoFocus.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Same keys as Docusaurus's own aliases (webpack/base.js), so these replace them in place.
      return {resolve: {alias: {react: PREACT_COMPAT_DIR, 'react-dom': PREACT_COMPAT_DIR}}};
    },
  };
}
