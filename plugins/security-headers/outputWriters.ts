/**
 * What this plugin writes depends on what other plugins write in `postBuild`: the CSP lists the
 * hashes of every inline script in the finished HTML (the redirect pages are written then), and
 * the hosts' files list the Markdown twins (markdown-export) and the hashed search files
 * (search). Docusaurus runs all `postBuild` hooks at once and has no "after the others" hook, so
 * those plugins are declared: wrap each one with `writesOutput` in docusaurus.config.ts. The
 * wrapper registers the plugin when Docusaurus creates it (before any `postBuild` starts) and
 * settles when its `postBuild` has finished; this plugin's `postBuild` awaits them all
 * (`outputWritten`). No timer, no polling.
 *
 * tests/build/securityHeaders.test.ts checks the CSP against every page of the build, and
 * tests/unit/deploy/ the host files against the build, so an undeclared writer fails them.
 */
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

type Registry = Map<string, Map<symbol, Promise<void>>>;

/**
 * outDir → (wrapped plugin → settles when its postBuild has finished). Kept on globalThis under a
 * registered symbol: docusaurus.config.ts and this plugin load this file through different module
 * loaders, so a module-level map would be two maps.
 */
const REGISTRY = Symbol.for('abstra-docs.security-headers.output-writers');
const pending: Registry = ((globalThis as {[REGISTRY]?: Registry})[REGISTRY] ??= new Map());

/** Resolves once every declared writer of the build in `outDir` has finished `postBuild`. */
export async function outputWritten(outDir: string): Promise<void> {
  const writers = pending.get(outDir);
  if (!writers) return;
  await Promise.all(writers.values());
  pending.delete(outDir);
}

/**
 * The plugin module `module` (its default export, `validateOptions` and the other static hooks),
 * declared a writer of build output.
 */
export function writesOutput<Content, Options>(module: {
  default: (context: LoadContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>;
  validateOptions?: (data: never) => unknown;
  validateThemeConfig?: (data: never) => unknown;
}): PluginModule {
  const id = Symbol('output writer');
  const wrapped = async (context: LoadContext, options: Options): Promise<Plugin<Content>> => {
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    const writers = pending.get(context.outDir) ?? new Map<symbol, Promise<void>>();
    writers.set(id, done);
    pending.set(context.outDir, writers);
    const plugin = await module.default(context, options);
    const {postBuild} = plugin;
    if (!postBuild) {
      finished();
      return plugin;
    }
    return {
      ...plugin,
      async postBuild(props) {
        try {
          await postBuild.call(plugin, props);
        } finally {
          // A failed writer fails the build anyway; settling here keeps the CSP writer from hanging.
          finished();
        }
      },
    };
  };
  // Docusaurus calls the module with its options and validates them with validateOptions, as for
  // the module itself; its types cannot say that a module's content and options types travel
  // together, hence the cast.
  return Object.assign(wrapped, {
    validateOptions: module.validateOptions,
  }) as unknown as PluginModule;
}
