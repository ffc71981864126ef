import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedConfig, webServerCommand } from './apps/web/e2e/support/browser';

// Two API nodes that survive each other (issue 19): the two-node end-to-end test, run by CI after
// the suites (`npm run test:cluster`). It needs the machine's PostgreSQL and Redis
// (CLUSTER_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, and REDIS_URL), so it is
// not part of `npm test`, which runs on a fresh machine with neither.
// Its ports are the ordinary run's shifted by 500 (support/ports.ts reads E2E_CLUSTER).
process.env.E2E_CLUSTER = '1';
const { apiOrigin, apiPort, controlPort, webOrigin, webPort } = await import('./apps/web/e2e/support/ports');
// Imported after E2E_CLUSTER is set: a static import is evaluated first, and operator.ts imports
// ports.ts, whose ports would then be the ordinary run's (the cluster's control server not found).
const { e2eSiteSettings } = await import('./apps/web/e2e/support/operator');
const webBuilt = join(import.meta.dirname, 'apps', 'web', '.next', 'BUILD_ID');

export default defineConfig({
  testDir: 'apps/web/e2e/cluster',
  ...sharedConfig(webOrigin),
  timeout: 240_000,
  webServer: [
    {
      // The proxy's port is the API origin of the specs and of the web server.
      command: 'node apps/api/scripts/local-cluster.mjs',
      url: `${apiOrigin}/sportsbook/v1/sports`,
      env: {
        CLUSTER_PROXY_PORT: String(apiPort),
        CLUSTER_NODE_PORTS: `${apiPort + 1},${apiPort + 2}`,
        CLUSTER_CONTROL_PORT: String(controlPort),
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        PUBLIC_WEB_URL: webOrigin,
        SMTP_URL: '',
        // Quick deposit on (the settings store's default is off): the spec deposits through its form.
        SITE_SETTINGS: e2eSiteSettings,
      },
      reuseExistingServer: false,
      // It stops both nodes and drops its database on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: webServerCommand(webBuilt),
      url: `${webOrigin}/`,
      env: { WEB_PORT: String(webPort), API_URL: apiOrigin },
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
