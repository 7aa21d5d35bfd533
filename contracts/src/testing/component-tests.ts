import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.js';

/**
 * The set-up every app's component tests share (each app's test-setup.ts calls it once):
 * the DOM, the storage and the clock reset after each test (the apps' tests share one jsdom
 * window from file to file), longer waits for finds, and the kit's <dialog> working in
 * jsdom. The wait is a guard against a hung test, not a speed check: npm test runs the e2e
 * suites beside these, other work may share the machine, and a chart page's first render
 * imports and draws ECharts (seen past 5 s on a busy two-core machine).
 */
export function setupComponentTests(): void {
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.useRealTimers();
  });
  installDialogPolyfill();
}
