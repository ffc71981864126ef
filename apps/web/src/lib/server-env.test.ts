import { afterEach, describe, expect, it, vi } from 'vitest';

// getServerEnv caches its first read: each case loads the module afresh.
async function serverEnv() {
  vi.resetModules();
  const { getServerEnv } = await import('./server-env');
  return getServerEnv();
}

describe('server env flags', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('turns realtime delta compression off by default', async () => {
    vi.stubEnv('FEATURE_REALTIME_DELTA', '');
    expect((await serverEnv()).FEATURE_REALTIME_DELTA).toBe(false);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['off', false],
    ['true', true],
    ['on', true],
  ])('reads FEATURE_REALTIME_DELTA=%s', async (value, expected) => {
    vi.stubEnv('FEATURE_REALTIME_DELTA', value);
    expect((await serverEnv()).FEATURE_REALTIME_DELTA).toBe(expected);
  });

  it('refuses a value that is not a flag', async () => {
    vi.stubEnv('FEATURE_REALTIME_DELTA', 'maybe');
    await expect(serverEnv()).rejects.toThrow();
  });
});

describe('server env host pages (spec promotions §4 "Iframe host integration")', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has no host page by default and lets only the site frame itself', async () => {
    vi.stubEnv('HOST_ORIGINS', '');
    vi.stubEnv('FRAME_ANCESTORS', '');
    const env = await serverEnv();
    expect(env.HOST_ORIGINS).toEqual([]);
    const { frameAncestors } = await import('./server-env');
    expect(frameAncestors(env)).toBe("'self'");
  });

  it('reads a list of origins, which may then frame the site unless FRAME_ANCESTORS says otherwise', async () => {
    vi.stubEnv('HOST_ORIGINS', 'https://casino.example, http://127.0.0.1:8080');
    vi.stubEnv('FRAME_ANCESTORS', '');
    const env = await serverEnv();
    expect(env.HOST_ORIGINS).toEqual(['https://casino.example', 'http://127.0.0.1:8080']);
    const { frameAncestors } = await import('./server-env');
    expect(frameAncestors(env)).toBe("'self' https://casino.example http://127.0.0.1:8080");
    expect(frameAncestors({ ...env, FRAME_ANCESTORS: 'https://only.example' })).toBe('https://only.example');
  });

  it.each(['casino.example', 'https://casino.example/lobby', 'https://casino.example/', 'ftp://casino.example', '*'])('refuses %s, which is not an origin', async (value) => {
    vi.stubEnv('HOST_ORIGINS', value);
    await expect(serverEnv()).rejects.toThrow(/HOST_ORIGINS/);
  });
});

describe('server env media origins (the image proxy, docs/media.md)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has none by default and reads a list of origins', async () => {
    vi.stubEnv('MEDIA_ORIGINS', '');
    expect((await serverEnv()).MEDIA_ORIGINS).toEqual([]);
    vi.stubEnv('MEDIA_ORIGINS', 'https://cms.example http://127.0.0.1:4390');
    expect((await serverEnv()).MEDIA_ORIGINS).toEqual(['https://cms.example', 'http://127.0.0.1:4390']);
  });

  it.each(['cms.example', 'https://cms.example/media', '*'])('refuses %s, which is not an origin', async (value) => {
    vi.stubEnv('MEDIA_ORIGINS', value);
    await expect(serverEnv()).rejects.toThrow(/MEDIA_ORIGINS/);
  });
});
