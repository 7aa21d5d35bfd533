import { test as base } from '@playwright/test';
import { StaticOverlay } from './static-overlay.js';

/** `overlay`: the STATIC_DIR overlay, emptied before and after each test that uses it. */
export const test = base.extend<{ overlay: StaticOverlay }>({
  // eslint-disable-next-line no-empty-pattern
  overlay: async ({}, use) => {
    const overlay = new StaticOverlay();
    overlay.restore();
    await use(overlay);
    overlay.restore();
  },
});

export { expect } from '@playwright/test';
