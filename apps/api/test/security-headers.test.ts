import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { apiDocsEnabled, loadEnv } from '../src/env';
import { buildAccounts, call, registeredPlayer, type AccountsContext } from './accounts/helper';
import { freshDatabase, TEST_JWT_SECRET } from './helper';

/** Issue 19 points 6 and 8: private answers are never cached; every answer has a CSP; the docs are a setting. */
let context: AccountsContext;
let cookie: string;
beforeAll(async () => {
  context = await buildAccounts();
  cookie = await registeredPlayer(context.app, 'headers@example.com');
});
afterAll(async () => context.close());

describe('Cache-Control', () => {
  it('is no-store on private answers: the player, the ledger, the bearer itself', async () => {
    for (const [method, url] of [['GET', '/platform/player'], ['GET', '/platform/wallet/ledger'], ['POST', '/platform/sportsbook_token']] as const) {
      const { status, response } = await call(context.app, method, url, { cookie });
      expect(status, url).toBe(200);
      expect(response.headers['cache-control'], url).toContain('no-store');
    }
  });

  it('is no-store on errors and on answers that set none, and the cached catalogue keeps its own', async () => {
    expect((await call(context.app, 'GET', '/platform/player')).response.headers['cache-control']).toContain('no-store');
    expect((await context.app.inject({ method: 'GET', url: '/nowhere' })).headers['cache-control']).toContain('no-store');
    const sports = await context.app.inject({ method: 'GET', url: '/sportsbook/v1/sports' });
    expect(sports.statusCode).toBe(200);
    expect(sports.headers['cache-control']).not.toContain('no-store');
  });
});

describe('Content-Security-Policy', () => {
  it('is on every API answer: JSON, errors, unknown routes', async () => {
    for (const url of ['/sportsbook/v1/sports', '/platform/player', '/nowhere', '/health']) {
      const csp = String((await context.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
  });

  it('lets the docs page run its own scripts only (hashes, no unsafe-inline script)', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});

describe('API docs setting', () => {
  it('is on by default outside production, off in production unless API_DOCS_ENABLED says so', () => {
    expect(apiDocsEnabled(loadEnv({}))).toBe(true);
    expect(apiDocsEnabled(loadEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(apiDocsEnabled(loadEnv({ NODE_ENV: 'production', API_DOCS_ENABLED: 'true' }))).toBe(true);
    expect(apiDocsEnabled(loadEnv({ API_DOCS_ENABLED: 'false' }))).toBe(false);
  });

  it('serves neither /docs nor /docs/json when off', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, simulator: null, docs: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
