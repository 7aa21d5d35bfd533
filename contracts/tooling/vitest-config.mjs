import { defineConfig } from 'vitest/config';

/**
 * The component tests' configuration every app shares (jsdom, the kit's set-up in the app's
 * src/test-setup.ts). One worker keeps the jsdom window and the imported modules from one file to
 * the next: setting them up again for each file was three quarters of the apps' test time. What
 * a test changes globally is undone after it: the DOM and the storage by setupComponentTests,
 * stubbed globals and fake timers by the options below.
 */
export function createAppTestConfig() {
  return defineConfig({
    oxc: { jsx: { runtime: 'automatic' } },
    test: {
      environment: 'jsdom',
      testTimeout: 60_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test-setup.ts'],
      isolate: false,
      unstubGlobals: true,
      restoreMocks: true,
    },
  });
}
