/**
 * api-contract: the abstra API contract (api/contract.json) as the single source of truth for
 * reference pages. Use it as a remark plugin of the docs:
 *
 *   beforeDefaultRemarkPlugins: [apiContractRemarkPlugin({siteDir: __dirname})]
 */
import remarkApiContract, {loadApiData} from './remarkApiContract';
import {validateOptions, type Options} from './options';

export {DEFAULT_OPTIONS, validateOptions, type Options, type PluginOptions} from './options';
export {resolveEntry} from './resolveEntry';
export {loadContract} from './loadContract';
export {loadNotes} from './loadNotes';
export {remarkApiContract, loadApiData};
export type * from './types';

/**
 * Factory: validates the options now (so a bad config, contract or note fails at startup, not
 * at the first page), and returns a remark attacher with the options bound.
 *
 * Not a `[plugin, options]` pair: Docusaurus copies the whole site config into the client bundle
 * with `JSON.stringify`, so the options (with the absolute `siteDir` of the build machine) would
 * ship to every reader. A function is dropped by that serialization (tests/build/machinePaths).
 */
export function apiContractRemarkPlugin(
  options?: Options,
): () => ReturnType<typeof remarkApiContract> {
  const validated = validateOptions(options);
  loadApiData(validated);
  return function remarkApiContractBound() {
    return remarkApiContract(validated);
  };
}

export default apiContractRemarkPlugin;
