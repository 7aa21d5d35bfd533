import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.js';
import { E2E_BASE_URL, E2E_PORT, serverEnv } from './support/environment.js';
import { ALONE } from './support/fixtures.js';

// Suites run against the production build served by the backend on a fresh SQLite file, on two
// workers (each suite with people and companies of its own), in three phases:
//   1. every suite but every-page and the tests tagged @alone, and every-page's setup;
//   2. every-page (its tests in parallel, on the session its setup saved);
//   3. the tests tagged @alone, one at a time: they change the served remotes.json or count page views.
// Phase 3 depends on the others only for its order: to run one file with @alone tests by itself,
// add --no-deps (every-page.spec.ts needs its setup: run it without --no-deps).
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  // A guard against a hung test, not a speed check: the scenario suites walk a dozen pages each
  // (the MCP one types, pastes, charts, exports and imports), a minute or more on 2 shared cores,
  // and up to three times that when the machine's CPU is slow (a CI run at 2.0 min timed out at 2).
  timeout: 300_000,
  expect: { timeout: 15_000 },
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (DOM snapshots and a screencast at every step) costs about a third of a
    // test's CPU in the browser and the worker: in CI only the retry of a failed test records one.
    trace: process.env.CI === 'true' ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node ../backend/dist/main.js',
    // Readiness, not liveness: while it migrates, the backend is alive (/api/health answers) but not ready.
    url: `${E2E_BASE_URL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv(),
    stdout: 'ignore',
    stderr: 'pipe',
  },
  metadata: { port: E2E_PORT },
  projects: [
    { name: 'every-page setup', testMatch: /every-page\.setup\.ts$/ },
    { name: 'suites', testIgnore: /every-page\.spec\.ts$/, grepInvert: new RegExp(ALONE) },
    { name: 'every page', testMatch: /every-page\.spec\.ts$/, dependencies: ['every-page setup'] },
    { name: 'alone', grep: new RegExp(ALONE), workers: 1, dependencies: ['suites', 'every page'] },
  ],
});
