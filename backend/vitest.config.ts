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
    // A worker keeps the modules it has imported from one file to the next: importing the app
    // (Nest, TypeORM, every module) took 4–5 s a file, half the suite's CPU. The suites share no
    // module state that matters: each starts its own app on its own database, and none mocks a module.
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});
