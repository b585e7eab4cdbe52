/**
 * Bundler plugin (rspack/webpack), client bundle only: marks the DocSearch modal's chunk with the
 * file-level compile hint `//# allFunctionsCalledOnLoad`, so Chromium compiles all of its functions
 * when the chunk loads (during the idle preload, off the reader's path) instead of one by one as
 * the modal first calls them, on Ctrl+K. Browsers without the hint read a comment.
 *
 * Measured in a trace of Ctrl+K on the first page of a new browser (2-core machine): the modal's
 * opening task held 12.6 to 13 ms of `V8.CompileCode` without the hint and none with it; the task
 * went from 74 and 89 ms to 60 and 75 ms (bench/search/README.md, "The modal's opening task").
 *
 * The hint goes in after minification (which drops comments) and before the real content hash, so
 * the file's name still changes with its bytes.
 */
import type {Plugin} from '@docusaurus/types';

/** The bundler's compiler, as Docusaurus types it (rspack's has the same shape). */
type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];
type PluginFunction = Extract<NonNullable<BundlerConfig['plugins']>[number], (c: never) => void>;
type Compiler = Parameters<PluginFunction>[0];

/** The hint, as Chromium reads it: a line comment at the top of the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Emitted JS files that get the hint: the modal's chunk (modalChunk.ts names it). */
export const HINTED_ASSET = /(^|\/)docsearch-modal\.[0-9a-f]+\.js$/;

/** `source` with the hint on top, once. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintPlugin',
          // After OPTIMIZE_SIZE (the minifier), before OPTIMIZE_HASH (the real content hash).
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
        },
        (assets) => {
          let hinted = 0;
          for (const name of Object.keys(assets)) {
            if (!HINTED_ASSET.test(name)) continue;
            compilation.updateAsset(
              name,
              (source) => new sources.RawSource(withCompileHint(source.source().toString())),
            );
            hinted++;
          }
          if (hinted === 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                'CompileHintPlugin: no docsearch-modal chunk was emitted; the modal chunk was ' +
                  'renamed (plugins/search/theme/SearchBar/modalChunk.ts) or no longer split.',
              ),
            );
          }
        },
      );
    });
  }
}
