import { defineConfig } from 'vitest/config';

// One runner, five projects: pure packages, the web components (jsdom) and the API
// integration suite (real database through app.inject).
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // The domain package is held to full coverage (issue 3); `npm test` prints the summary.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
    projects: [
      // No test asserts time: these limits only keep a test that hangs from holding the run. A busy
      // machine (CI with other work, or several checkouts at once) took a jsdom test and an
      // exhaustive settlement test past Vitest's default 5 s, so the pure and web projects allow 30 s.
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'contracts', include: ['packages/contracts/test/**/*.test.ts'] } },
      { test: { name: 'host-sdk', include: ['packages/host-sdk/test/**/*.test.ts'], environment: 'jsdom' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // Tests of concurrent transactions need a PostgreSQL server (PGlite runs one transaction
          // at a time): they run with DATABASE_URL, as CI's PostgreSQL run does.
          exclude: process.env.DATABASE_URL ? [] : ['apps/api/test/**/*.postgres.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
