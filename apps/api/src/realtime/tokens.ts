import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * Connection and subscription JWTs (realtime-protocol.md "Tokens"): HS256 with a shared secret,
 * claims as Centrifugo reads them, so a real Centrifugo accepts the same tokens.
 * Connection: `sub` (user id, "" for visitors), `exp`, optional `info`.
 * Subscription: `sub` (the connection's user), `channel`, `exp`.
 * A signed-in player's tokens also carry `sid`, their session (revocations.ts; Centrifugo ignores it),
 * and every token its `iat`.
 */
export type TokenKey = Uint8Array;

export function tokenKey(secret: string | Uint8Array): TokenKey {
  return typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
}

interface SessionClaims {
  sub: string;
  exp?: number;
  iat?: number;
  sid?: string;
}

export interface ConnectionClaims extends SessionClaims {
  info?: unknown;
}

export interface SubscriptionClaims extends SessionClaims {
  channel: string;
}

/** sub, exp, iat and sid of a verified payload (a sid that is no string is left out). */
function sessionClaims(claims: JWTPayload): SessionClaims {
  const { sub = '', exp, iat } = claims;
  const sid = claims['sid'];
  return { sub, ...(exp !== undefined && { exp }), ...(iat !== undefined && { iat }), ...(typeof sid === 'string' && { sid }) };
}

export type Verified<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

async function verify(key: TokenKey, token: string, nowMs: number): Promise<Verified<JWTPayload>> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(nowMs) });
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

export async function verifyConnectionToken(key: TokenKey, token: string, nowMs: number): Promise<Verified<ConnectionClaims>> {
  const result = await verify(key, token, nowMs);
  if (!result.ok) return result;
  const { info } = result.claims;
  return { ok: true, claims: { ...sessionClaims(result.claims), ...(info !== undefined && { info }) } };
}

export async function verifySubscriptionToken(key: TokenKey, token: string, nowMs: number): Promise<Verified<SubscriptionClaims>> {
  const result = await verify(key, token, nowMs);
  if (!result.ok) return result;
  const channel = result.claims['channel'];
  if (typeof channel !== 'string') return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { ...sessionClaims(result.claims), channel } };
}

export interface SignOptions {
  ttlSeconds: number;
  nowMs?: number;
  /** The signed-in player's session (`sid`), so that its end revokes the token. */
  session?: string | undefined;
}

function signer(claims: Record<string, unknown>, sub: string, { ttlSeconds, nowMs = Date.now(), session }: SignOptions): SignJWT {
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT(session === undefined ? claims : { ...claims, sid: session }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt(iat).setExpirationTime(iat + ttlSeconds);
}

export function signConnectionToken(key: TokenKey, sub: string, options: SignOptions & { info?: unknown }): Promise<string> {
  return signer(options.info === undefined ? {} : { info: options.info }, sub, options).sign(key);
}

export function signSubscriptionToken(key: TokenKey, sub: string, channel: string, options: SignOptions): Promise<string> {
  return signer({ channel }, sub, options).sign(key);
}
