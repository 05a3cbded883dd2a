import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The app's first script holds only the shell's texts (vite.config.ts); the tests read every text at once.
    alias: { 'virtual:shell-texts': fileURLToPath(new URL('src/test/every-text.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
