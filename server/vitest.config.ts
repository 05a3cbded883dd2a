import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens its own databases; PGlite starts in about a second, so give hooks room.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
