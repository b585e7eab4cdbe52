/**
 * The hosts' own packages, from deploy/tools (installed by `node deploy/tools/install.mjs`, which
 * npm test runs first). Loaded on demand so that a missing install fails with the fix.
 */
export {ACCEPTS} from '../../e2e/deploy-requests';

export async function loadDeployTools() {
  try {
    const [netlifyHeaders, netlifyRedirects, vercelRouting] = await Promise.all([
      import('../../../deploy/tools/node_modules/@netlify/headers-parser/lib/index.js'),
      import('../../../deploy/tools/node_modules/@netlify/redirect-parser/lib/index.js'),
      import('../../../deploy/tools/node_modules/@vercel/routing-utils/dist/index.js'),
    ]);
    return {netlifyHeaders, netlifyRedirects, vercelRouting};
  } catch (error) {
    throw new Error(
      `The deploy tools are not installed: run "node deploy/tools/install.mjs". (${String(error)})`,
    );
  }
}
