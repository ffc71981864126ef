import { ownsPrivateChannel, sportsbookChannels, type ChannelPolicy } from '../../realtime/channels';
import { signConnectionToken, signSubscriptionToken, tokenKey, type TokenKey } from '../../realtime/tokens';

export interface RealtimeTokenSettings {
  jwtSecret: string | Uint8Array;
  connectionTtlSeconds?: number;
  subscriptionTtlSeconds?: number;
  channels?: ChannelPolicy;
  now?: () => number;
}

export interface IssuedToken {
  token: string;
  expires_at: string;
}

/** Who asks for tokens: a signed-in player (`user`) and their session (`session`, the tokens' `sid`). */
export interface RealtimeCaller {
  user: string;
  session?: string | undefined;
}

export type AuthorizeResult = { ok: true; channels: (IssuedToken & { channel: string })[] } | { ok: false; refused: string[] };

/**
 * Issues the JWTs the gateway (or a real Centrifugo) checks (realtime-protocol.md "Tokens"):
 * connection tokens for anyone (`sub` "" for a visitor), subscription tokens only for the
 * caller's own `$` channels. A player's tokens name their session, so that its end revokes them
 * (realtime/revocations.ts).
 */
export class RealtimeTokenService {
  private readonly key: TokenKey;
  private readonly connectionTtl: number;
  private readonly subscriptionTtl: number;
  private readonly channels: ChannelPolicy;
  private readonly now: () => number;

  constructor(settings: RealtimeTokenSettings) {
    this.key = tokenKey(settings.jwtSecret);
    this.connectionTtl = settings.connectionTtlSeconds ?? 15 * 60;
    this.subscriptionTtl = settings.subscriptionTtlSeconds ?? 15 * 60;
    this.channels = settings.channels ?? sportsbookChannels;
    this.now = settings.now ?? Date.now;
  }

  async connectionToken(caller: RealtimeCaller | null): Promise<IssuedToken> {
    const nowMs = this.now();
    const token = await signConnectionToken(this.key, caller?.user ?? '', { ttlSeconds: this.connectionTtl, nowMs, session: caller?.session });
    return { token, expires_at: this.expiresAt(nowMs, this.connectionTtl) };
  }

  async authorize(caller: RealtimeCaller | null, channels: string[]): Promise<AuthorizeResult> {
    const userId = caller?.user ?? null;
    const refused = channels.filter((channel) => userId === null || !ownsPrivateChannel(this.channels, channel, userId));
    if (userId === null || refused.length > 0) return { ok: false, refused };
    const nowMs = this.now();
    const expires_at = this.expiresAt(nowMs, this.subscriptionTtl);
    const issued = await Promise.all(
      [...new Set(channels)].map(async (channel) => ({
        channel,
        token: await signSubscriptionToken(this.key, userId, channel, { ttlSeconds: this.subscriptionTtl, nowMs, session: caller?.session }),
        expires_at,
      })),
    );
    return { ok: true, channels: issued };
  }

  private expiresAt(nowMs: number, ttlSeconds: number): string {
    return new Date((Math.floor(nowMs / 1000) + ttlSeconds) * 1000).toISOString();
  }
}
