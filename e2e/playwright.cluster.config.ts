import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';
import { CLUSTER } from './support/fixtures.js';

// The cluster phase of npm test (scripts/test.sh): the production build as npm run cluster runs
// it (two instances behind HAProxy, on a MariaDB database of its own and Redis; support/cluster.ts
// starts and stops it), and against the balancer's URL the cross-app flows tagged @cluster
// (sign-in, a company, an MCP edit, a report, a sandbox purchase), then the cluster's own checks
// (cluster/: the per-user limits across instances, a rolling restart under a write load).
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  grep: new RegExp(CLUSTER),
  globalSetup: './support/cluster.ts',
  webServer: undefined,
  projects: [
    { name: 'flows', testMatch: /tests\/.+\.spec\.ts$/ },
    // After the flows: a restart under way would only slow them down.
    { name: 'cluster', testMatch: /cluster\/.+\.spec\.ts$/, dependencies: ['flows'], workers: 1 },
  ],
});
