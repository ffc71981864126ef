import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'sportsbook-api';
const ISSUER = 'sportsbook-platform';

/**
 * The sportsbook bearer (ARCHITECTURE §4): a short-lived HS256 JWT for a signed-in session,
 * `sub` the user id and `sid` the session's hash so signing out revokes it. Its audience keeps
 * it apart from the realtime tokens signed with the same secret.
 */
export class BearerTokens {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly ttlSeconds: number, private readonly now: () => number) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(userId: number, sessionHash: string): Promise<{ token: string; expires_at: string }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ sid: sessionHash })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expires_at: new Date(expiresAt * 1000).toISOString() };
  }

  async verify(token: string): Promise<{ userId: number; sessionHash: string } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        audience: AUDIENCE,
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
      return { userId, sessionHash: payload.sid };
    } catch {
      return null;
    }
  }
}
