import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { BearerTokens } from '../../src/modules/auth/bearer';

const secret = 'a test secret of enough length for HS256';
const now = Date.parse('2026-11-21T12:00:00Z');
const bearer = new BearerTokens(secret, 600, () => now);
const key = new TextEncoder().encode(secret);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with these claims, signed like ours unless told otherwise. */
async function tokenWith(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }): Promise<string> {
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key);
}
const valid = { sub: '42', sid: 'hash', aud: 'sportsbook-api', iss: 'sportsbook-platform', iat: now / 1000, exp: now / 1000 + 60 };

describe('BearerTokens.verify', () => {
  it('accepts its own tokens and answers the user and session', async () => {
    const { token } = await bearer.issue(42, 'session-hash');
    expect(bearer.verify(token)).toEqual({ userId: 42, sessionHash: 'session-hash' });
    expect(bearer.verify(await tokenWith(valid))).toEqual({ userId: 42, sessionHash: 'hash' });
    expect(bearer.verify(await tokenWith({ ...valid, aud: ['other', 'sportsbook-api'] }))).toEqual({ userId: 42, sessionHash: 'hash' });
  });

  it('refuses a forged signature, another key, alg none and critical headers', async () => {
    const token = await tokenWith(valid);
    const [header, payload] = token.split('.');
    expect(bearer.verify(`${header}.${payload}.${Buffer.alloc(32).toString('base64url')}`)).toBeNull();
    expect(bearer.verify(`${header}.${base64url({ ...valid, sub: '43' })}.${token.split('.')[2]}`)).toBeNull();
    expect(bearer.verify(await new SignJWT(valid).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another secret, also long enough')))).toBeNull();
    expect(bearer.verify(`${base64url({ alg: 'none' })}.${base64url(valid)}.`)).toBeNull();
    // Signed with our key but claiming another algorithm in the header: refused all the same.
    const other = `${base64url({ alg: 'HS512' })}.${base64url(valid)}`;
    expect(bearer.verify(`${other}.${createHmac('sha256', secret).update(other).digest('base64url')}`)).toBeNull();
    expect(bearer.verify(await tokenWith(valid, { alg: 'HS256', crit: ['b64'], b64: true }))).toBeNull();
    expect(bearer.verify('not a token')).toBeNull();
    expect(bearer.verify('a.b.c')).toBeNull();
  });

  it('refuses expired, not-yet-valid, foreign-audience, foreign-issuer and malformed claims', async () => {
    expect(bearer.verify(await tokenWith({ ...valid, exp: now / 1000 }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, exp: undefined }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, nbf: now / 1000 + 5 }))).toBeNull();
    // A realtime token signed with the same secret has no sportsbook-api audience.
    expect(bearer.verify(await tokenWith({ ...valid, aud: undefined }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, aud: 'realtime' }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, iss: 'someone' }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, sub: 'x' }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, sub: 42 }))).toBeNull();
    expect(bearer.verify(await tokenWith({ ...valid, sid: undefined }))).toBeNull();
  });

  it('checks the claims of a token again on each use, after its signature was verified once', async () => {
    let clock = now;
    const tokens = new BearerTokens(secret, 600, () => clock);
    const token = await tokenWith(valid);
    expect(tokens.verify(token)).toEqual({ userId: 42, sessionHash: 'hash' });
    expect(tokens.verify(token)).toEqual({ userId: 42, sessionHash: 'hash' });
    clock = now + 60_000;
    expect(tokens.verify(token)).toBeNull();
  });
});
