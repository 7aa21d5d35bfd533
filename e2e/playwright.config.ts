import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, serverEnv } from './support/environment.js';

// Suites run against the production build served by the backend on a fresh SQLite file.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker: some suites edit the served remotes.json, which every page reads.
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'node ../backend/dist/main.js',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv(),
    stdout: 'ignore',
    stderr: 'pipe',
  },
  metadata: { port: E2E_PORT },
});
