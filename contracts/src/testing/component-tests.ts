import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.js';

/**
 * The set-up every app's component tests share (each app's test-setup.ts calls it once):
 * the DOM emptied after each test, longer waits for finds (the machine may run several
 * suites at once), and the kit's <dialog> working in jsdom.
 */
export function setupComponentTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  afterEach(cleanup);
  installDialogPolyfill();
}
