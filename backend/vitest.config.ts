import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/support/sequencer.js';

// esbuild (vitest's default transform) drops decorator metadata, which Nest's DI needs: swc emits it.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
