import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Same JSX transform as the Docusaurus build (no `import React` in components).
  esbuild: {jsx: 'automatic'},
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // A webpack alias in the Docusaurus build; the same file from @docusaurus/core here.
      '@docusaurus/ExecutionEnvironment': path.resolve(
        __dirname,
        'node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js',
      ),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Some tests start Python or a server; on a loaded 2-core CI machine 5 s is not enough.
    testTimeout: 30_000,
  },
});
