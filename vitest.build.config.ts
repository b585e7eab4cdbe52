import {defineConfig} from 'vitest/config';

/** Checks that read the production build (`npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
  },
});
