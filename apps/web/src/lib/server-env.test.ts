import { afterEach, describe, expect, it, vi } from 'vitest';

// getServerEnv caches its first read: each case loads the module afresh.
async function serverEnv() {
  vi.resetModules();
  const { getServerEnv } = await import('./server-env');
  return getServerEnv();
}

describe('server env site flags', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('turns the shared-bets feature on by default', async () => {
    vi.stubEnv('FEATURE_SHARED_BETS', '');
    expect((await serverEnv()).FEATURE_SHARED_BETS).toBe(true);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['off', false],
    ['true', true],
    ['on', true],
  ])('reads FEATURE_SHARED_BETS=%s', async (value, expected) => {
    vi.stubEnv('FEATURE_SHARED_BETS', value);
    expect((await serverEnv()).FEATURE_SHARED_BETS).toBe(expected);
  });

  it('reads MY_BETS_VISIBLE too', async () => {
    vi.stubEnv('MY_BETS_VISIBLE', 'false');
    expect((await serverEnv()).MY_BETS_VISIBLE).toBe(false);
  });

  it('refuses a value that is not a flag', async () => {
    vi.stubEnv('FEATURE_SHARED_BETS', 'maybe');
    await expect(serverEnv()).rejects.toThrow();
  });
});
