import { DISCONNECTS, REPLY_ERRORS } from '../protocol/codes';
import type { connectRequestSchema } from '../protocol/commands';
import { verifyConnectionToken } from '../tokens';
import type { Connection } from './connection';
import type { z } from 'zod';

/** Seconds left until `exp`, at least 1 (a ttl of 0 would read as "no expiry"). */
export function ttlSeconds(exp: number, nowMs: number): number {
  return Math.max(1, exp - Math.floor(nowMs / 1000));
}

/**
 * connect {token} → {client, version, ping, pong: true, expires?, ttl?} (realtime-protocol.md
 * "Commands and replies", "Tokens"): invalid token close 3500, expired token error 109.
 */
export async function handleConnect(connection: Connection, id: number, req: z.infer<typeof connectRequestSchema>): Promise<void> {
  // A second connect, or a connect without credentials, is a bad request (centrifuge client.go).
  if (connection.user !== null || !req.token) return connection.close(DISCONNECTS.badRequest);
  const { ctx } = connection;
  const verified = await verifyConnectionToken(ctx.key, req.token, ctx.timers.now());
  if (connection.closed) return;
  if (!verified.ok) {
    if (verified.reason === 'expired') return connection.error(id, REPLY_ERRORS.tokenExpired);
    return connection.close(DISCONNECTS.invalidToken);
  }
  const { sub, exp, sid, iat } = verified.claims;
  // A token of an ended session (sign-out, password change, lock …): refused like an invalid one;
  // one this node cannot judge (issued before it started): a fresh token is asked for.
  const status = ctx.broker.sessionStatus(sid, iat);
  if (status === 'revoked') return connection.close(DISCONNECTS.invalidToken);
  if (status === 'unknown') return connection.error(id, REPLY_ERRORS.tokenExpired);
  connection.authenticate(sub, exp, sid);
  connection.reply(id, 'connect', {
    client: connection.id,
    version: ctx.config.version,
    ping: ctx.config.pingIntervalSeconds,
    pong: true,
    expires: exp !== undefined,
    ttl: exp === undefined ? undefined : ttlSeconds(exp, ctx.timers.now()),
  });
}

/**
 * refresh {token} → {client, version, expires, ttl}. An expired token closes 3005 so the client
 * reconnects and fetches a fresh token; an invalid one, or one for another user, closes 3500
 * (as Centrifugo's refresh handler does).
 */
export async function handleRefresh(connection: Connection, id: number, token: string): Promise<void> {
  const { ctx } = connection;
  const verified = await verifyConnectionToken(ctx.key, token, ctx.timers.now());
  if (connection.closed) return;
  if (!verified.ok) {
    return connection.close(verified.reason === 'expired' ? DISCONNECTS.expired : DISCONNECTS.invalidToken);
  }
  const { sub, exp, sid, iat } = verified.claims;
  if (sub !== connection.user) return connection.close(DISCONNECTS.invalidToken);
  // Refreshing with a token of an ended session, or of another session, closes (3500).
  if (sid !== connection.session || ctx.broker.sessionStatus(sid, iat) === 'revoked') return connection.close(DISCONNECTS.invalidToken);
  connection.setExpiry(exp);
  connection.reply(id, 'refresh', {
    client: connection.id,
    version: ctx.config.version,
    expires: exp !== undefined,
    ttl: exp === undefined ? undefined : ttlSeconds(exp, ctx.timers.now()),
  });
}
