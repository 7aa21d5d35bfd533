import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import base from '../playwright.config.js';

// npm run bench (scripts/bench.sh): the e2e set-up (production build served by the backend,
// Debian's Chromium) running the measurements in bench.ts instead of the suites.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['bench.ts', '*.bench.ts'],
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
  use: { ...base.use, trace: 'off' },
  globalSetup: '../support/global-setup.ts',
  // The server command is relative to e2e/, like the suites' config.
  webServer: { ...(base.webServer as Extract<typeof base.webServer, { command: string }>), cwd: fileURLToPath(new URL('..', import.meta.url)) },
});
