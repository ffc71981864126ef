import { createHmac, timingSafeEqual } from 'node:crypto';
import { PARTNER_APPS, type PartnerApp } from '@sportsbook/contracts';

/** How long a launch address opens its game: a page opens it at once; a leaked link soon expires. */
export const LAUNCH_TOKEN_TTL_MS = 10 * 60_000;

export interface LaunchClaims {
  app: PartnerApp;
  /** The signed-in player the game is launched for, or null: a visitor plays the demo. */
  playerId: number | null;
  expiresAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', `partner-launch:${secret}`).update(payload).digest('base64url');

/** A launch token: `app.player.expiry.signature`, HMAC-SHA256 with the API's secret (its own key derived from it). */
export function launchToken(secret: string, claims: LaunchClaims): string {
  const payload = `${claims.app}.${claims.playerId ?? 'guest'}.${claims.expiresAt}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a token this API signed for this app and that has not expired, else null. */
export function verifyLaunchToken(secret: string, token: string, app: PartnerApp, now: number): LaunchClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [tokenApp, player, expiry, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tokenApp}.${player}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tokenApp !== app || !(PARTNER_APPS as readonly string[]).includes(tokenApp)) return null;
  const expiresAt = Number(expiry);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
  if (player !== 'guest' && !/^[1-9]\d{0,15}$/.test(player)) return null;
  return { app, playerId: player === 'guest' ? null : Number(player), expiresAt };
}
