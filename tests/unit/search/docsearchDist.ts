/**
 * The installed DocSearch's dist files and the bundler loaders that patch them
 * (plugins/search/bundler/), for the loaders' tests.
 */
import {createRequire} from 'node:module';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

export type SourcePatch = (source: string, file?: string) => string;

/** A loader's exported patch function, by file and export name. */
export const loaderPatch = (file: string, name: string): SourcePatch =>
  (
    require(path.join(__dirname, '../../../plugins/search/bundler', file)) as Record<
      string,
      SourcePatch
    >
  )[name]!;

const distDir = path.join(__dirname, '../../../node_modules/@docsearch/react/dist/esm');

/** The modal's dist file, as installed. */
export const modalSource = readFileSync(path.join(distDir, 'DocSearchModal.js'), 'utf8');

/** Every dist `.js` file as [name, source]. */
export const distFiles = (): Array<[string, string]> =>
  readdirSync(distDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, readFileSync(path.join(distDir, f), 'utf8')]);
