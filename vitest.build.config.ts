import {defineConfig} from 'vitest/config';

/** Checks that read the production build (`npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // They read every page of the build; on a loaded 2-core machine that takes more than 5 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
