import { SignJWT } from 'jose';
import { verifyHs256 } from './hs256';

const AUDIENCE = 'sportsbook-api';
const ISSUER = 'sportsbook-platform';
/** How many verified bearers BearerTokens keeps (oldest dropped first). */
const VERIFIED_KEPT = 10_000;

/**
 * The sportsbook bearer (ARCHITECTURE §4): a short-lived HS256 JWT for a signed-in session,
 * `sub` the user id and `sid` the session's hash so signing out revokes it. Its audience keeps
 * it apart from the realtime tokens signed with the same secret.
 */
export class BearerTokens {
  private readonly key: Buffer;
  /**
   * Payloads of bearers whose signature verified, by token: a bearer comes with every request of
   * its session, so the HMAC is computed once per token. The claims are still checked on each use.
   */
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(secret: string, private readonly ttlSeconds: number, private readonly now: () => number) {
    this.key = Buffer.from(secret, 'utf8');
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

  /** The claims of a valid, unexpired bearer of ours (audience and issuer checked), else null. */
  verify(token: string): { userId: number; sessionHash: string } | null {
    let payload = this.verified.get(token);
    if (payload === undefined) {
      const checked = verifyHs256(token, this.key);
      if (!checked) return null;
      if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, checked);
      payload = checked;
    }
    const now = this.now() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) return null;
    const audience = payload.aud;
    if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return null;
    if (payload.iss !== ISSUER) return null;
    const userId = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
    return { userId, sessionHash: payload.sid };
  }
}
