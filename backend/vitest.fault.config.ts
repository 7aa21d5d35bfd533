import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// `npm run fault` only (scripts/fault.sh): it restarts the MariaDB server, so never in `npm test`.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['fault/**/*.fault.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
