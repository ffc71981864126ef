import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { sharedConfig, webServerCommand } from './apps/web/e2e/support/browser';
import { e2eSiteSettings, operatorKey } from './apps/web/e2e/support/operator';
import { apiOrigin, apiPort, controlPort, hostPageOrigin, mediaOrigin, sentryIngestPort, webOrigin, webPort } from './apps/web/e2e/support/ports';

// End-to-end tests in Debian's Chromium (ARCHITECTURE §9): never download a browser.
// Against the real API on a fresh database and the production web server. `npm test` builds the
// web app first; run alone, the web server entry builds it when there is no build yet.
// Locally an already running server is reused; on CI (CI set) never: the servers are always ours.
const e2eDataDir = join(import.meta.dirname, '.data', 'e2e');
const reuseExistingServer = !process.env.CI;
// The trusted country header of the end-to-end setup (a CDN's cf-ipcountry in production).
const countryHeader = 'x-test-country';
const webBuilt = join(import.meta.dirname, 'apps', 'web', '.next', 'BUILD_ID');

export default defineConfig({
  testDir: 'apps/web/e2e',
  // The two-node test has its own servers (playwright.cluster.config.ts).
  testIgnore: 'cluster/**',
  ...sharedConfig(webOrigin),
  timeout: 30_000,
  webServer: [
    {
      // A fresh database for every run. The API runs under a small supervisor (what `npm run start
      // -w @sportsbook/api` runs, as its child) so the realtime spec can stop and restart it for real.
      command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${e2eDataDir}" && node apps/web/e2e/support/api-supervisor.mjs`,
      url: `${apiOrigin}/sportsbook/v1/sports`,
      // Accounts: e-mail links and the deposit frame's postMessage target the web origin under
      // test; no SMTP_URL, so messages go to the dev outbox the specs read. Country rules: the
      // visitor's country comes from x-test-country (only the blocked-country spec sends it), KP is blocked.
      env: {
        DATA_DIR: e2eDataDir,
        API_PORT: String(apiPort),
        E2E_API_CONTROL_PORT: String(controlPort),
        PUBLIC_WEB_URL: webOrigin,
        SMTP_URL: '',
        COUNTRY_HEADER: countryHeader,
        BLOCKED_COUNTRIES: 'KP',
        // Feed control (POST /sportsbook/dev/feed/matches/{id}/finish …) for the betting specs (issue 6).
        FEED_CONTROL_ENABLED: 'true',
        // The operator routes (campaigns, issuing bonuses) for the bonuses spec (issue 20).
        OPERATOR_API_KEY: operatorKey,
        // Reality check (issue 21): a player may choose an interval of a few seconds (reality-check.spec).
        REALITY_CHECK_MIN_SECONDS: '1',
        // Activity tracking (issue 21): pings every 5 s, so a one-minute activity limit is used up in a minute of play (time-limits.spec).
        ACTIVITY_TRACK_SECONDS: '5',
        // Quick deposit on (the settings store's default is off): the specs deposit through its form.
        SITE_SETTINGS: e2eSiteSettings,
      },
      reuseExistingServer,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: webServerCommand(webBuilt),
      url: `${webOrigin}/`,
      // The web server forwards the same country header to the API's GET /platform/geo.
      // hostPageOrigin (127.0.0.1:4173) is the host page of the iframe spec (apps/web/e2e/host-frame.spec.ts serves it).
      // Error reports go to the loopback ingest the error-reporting spec starts (none listens otherwise: reports are lost quietly).
      // The image proxy fetches from the loopback media host of the images spec only (MEDIA_ORIGINS).
      env: {
        WEB_PORT: String(webPort), API_URL: apiOrigin, SITE_URL: webOrigin, COUNTRY_HEADER: countryHeader, HOST_ORIGINS: hostPageOrigin, MEDIA_ORIGINS: mediaOrigin,
        SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sentryIngestPort}/7`, SENTRY_ENVIRONMENT: 'e2e',
      },
      reuseExistingServer,
      // Room for a build when there is none.
      timeout: 600_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
