import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// npm run bench:mcp (and npm run bench): the server-side measurements in bench/, on the test
// support (real app, a SQLite file and a MariaDB database of its own); never part of npm test.
// swc, as in vitest.config.ts: Nest's DI needs decorator metadata.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: { include: ['bench/**/*.bench.ts'], testTimeout: 600_000, hookTimeout: 120_000, maxWorkers: 1 },
});
