import { describe, expect, it } from 'vitest';
import { accessLockDecision, accessToken, isAccessLocked } from './access-lock';

const base = { locale: 'en', defaultLocale: 'en', prefixMode: 'as-needed' as const };
const key = 'open-sesame-42';

describe('accessLockDecision (spec core §2: layout locked by an access key)', () => {
  it('passes everyone when no key is set', async () => {
    expect(isAccessLocked(undefined)).toBe(false);
    expect(await accessLockDecision({ ...base, accessKey: undefined, url: new URL('https://bets.example/live'), cookie: undefined })).toEqual({ kind: 'pass' });
  });

  it("sends a visitor without the key to the locale's locked page", async () => {
    expect(isAccessLocked(key)).toBe(true);
    expect(await accessLockDecision({ ...base, accessKey: key, url: new URL('https://bets.example/live'), cookie: undefined })).toEqual({ kind: 'lock', location: '/locked' });
    expect(await accessLockDecision({ ...base, locale: 'ar', accessKey: key, url: new URL('https://bets.example/ar/live'), cookie: 'wrong' })).toEqual({ kind: 'lock', location: '/ar/locked' });
  });

  it('lets the locked page itself through (no loop)', async () => {
    expect(await accessLockDecision({ ...base, locale: 'ar', accessKey: key, url: new URL('https://bets.example/ar/locked'), cookie: undefined })).toEqual({ kind: 'pass' });
  });

  it('unlocks with the right key in the address: the cookie holds its digest, the address loses the key', async () => {
    const decision = await accessLockDecision({ ...base, accessKey: key, url: new URL(`https://bets.example/live?sport=football&access_key=${key}`), cookie: undefined });
    expect(decision).toEqual({ kind: 'unlock', location: '/live?sport=football', token: await accessToken(key) });
    expect(await accessToken(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(await accessToken(key)).not.toContain(key);
  });

  it('a wrong key unlocks nothing; the right cookie passes', async () => {
    expect((await accessLockDecision({ ...base, accessKey: key, url: new URL('https://bets.example/live?access_key=guess'), cookie: undefined })).kind).toBe('lock');
    expect(await accessLockDecision({ ...base, accessKey: key, url: new URL('https://bets.example/live'), cookie: await accessToken(key) })).toEqual({ kind: 'pass' });
  });
});
