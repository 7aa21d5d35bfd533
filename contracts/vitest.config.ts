import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig({
  // The package's imports of itself ('contracts/client' from the UI kit, for one) read the
  // sources, as the relative imports do: one module each, never the last build's copy.
  resolve: {
    alias: [
      { find: /^contracts$/, replacement: source('index.ts') },
      { find: /^contracts\/client$/, replacement: source('client/index.ts') },
    ],
  },
  test: {
    testTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.mjs'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    // As in the apps (tooling/vitest-config.mjs): the modules stay imported from file to file.
    isolate: false,
    unstubGlobals: true,
    restoreMocks: true,
  },
});
