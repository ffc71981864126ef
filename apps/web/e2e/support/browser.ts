import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * What every end-to-end run shares (playwright.config.ts and playwright.cluster.config.ts):
 * Debian's Chromium (never a downloaded browser), one worker, traces of failures, and the
 * cookie banner answered so that it never covers what a spec clicks (side-effects.spec clears it).
 * On CI a failed test runs once more: a test that passes only then is reported flaky (the run's
 * closing summary names it) and is a bug to fix, but one timing miss on a loaded two-core machine
 * does not throw away a whole run. A test that fails twice fails the run.
 */
export function sharedConfig(webOrigin: string): PlaywrightTestConfig {
  return {
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    expect: { timeout: 10_000 },
    reporter: 'list',
    use: {
      baseURL: webOrigin,
      storageState: { cookies: [{ name: 'sb_consent', value: 'necessary', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  };
}

/** The production web server, built first when there is no build. */
export function webServerCommand(buildIdFile: string): string {
  return `(node -e "process.exit(require('node:fs').existsSync(process.argv[1]) ? 0 : 1)" "${buildIdFile}" || npm run build -w @sportsbook/web) && npm run start -w @sportsbook/web`;
}
