import { test as base } from '@playwright/test';
import { StaticOverlay } from './static-overlay.js';

/**
 * The tag of a test that changes what every page of the server sees (the served files, the
 * page-view counts): such tests run one at a time, after all the others (playwright.config.ts).
 */
export const ALONE = '@alone';

/** The tag of a cross-app flow that the cluster phase also runs, through the balancer (playwright.cluster.config.ts). */
export const CLUSTER = '@cluster';

/** `overlay`: the STATIC_DIR overlay, emptied before and after each test that uses it. */
export const test = base.extend<{ overlay: StaticOverlay }>({
  // eslint-disable-next-line no-empty-pattern
  overlay: async ({}, use, testInfo) => {
    // Every page reads remotes.json and the remotes from the overlay, the other tests' pages too.
    if (!testInfo.tags.includes(ALONE)) throw new Error(`"${testInfo.title}" changes the served files: tag it ${ALONE} so it runs alone`);
    const overlay = new StaticOverlay();
    overlay.restore();
    await use(overlay);
    overlay.restore();
  },
});

export { expect } from '@playwright/test';
