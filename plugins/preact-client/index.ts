/**
 * preact-client: the browser bundle runs on Preact (`preact/compat`) instead of React DOM.
 *
 * The server build keeps React: every page is rendered to HTML by React as before, and Preact
 * only hydrates that HTML in the browser. Aliasing `react` and `react-dom` to `preact/compat`
 * in the client bundle covers every import form the site and its dependencies use
 * (`react`, `react/jsx-runtime`, `react-dom`, `react-dom/client`).
 *
 * Where Preact behaves differently and a page relies on React's behaviour, client/ restores it
 * (client/autoFocus.ts: `autoFocus` focuses on mount).
 *
 * Why: React DOM 19 with React and its scheduler was 69 KB gzip of the 136 KB main bundle, and
 * its hydration was the largest part of the main-thread work Lighthouse counts as blocking.
 * Preact with hooks, compat and its JSX runtime is 11.5 KB gzip. Figures of the built site are
 * in bench/page/README.md.
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
