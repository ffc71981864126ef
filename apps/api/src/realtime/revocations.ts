/**
 * Ended sessions and their realtime tokens (issue 19 point 4). A signed-in player's connection and
 * subscription tokens carry their session (`sid`, the session's hash, as the bearer does). When
 * sessions end (sign-out, a password change or reset, a lock, a time-out or self-exclusion) the
 * broker tells every node: each closes that player's connections of those sessions (3503 force
 * disconnect) and refuses their tokens from then on. The connect and subscribe paths only read
 * this in-memory set; the broker keeps it in step across nodes (Redis pub/sub plus a sorted set a
 * starting node loads).
 */
export interface SessionRevocation {
  /** The player (a token's `sub`). */
  user: string;
  /** The ended sessions (tokens' `sid`). */
  sessions: string[];
}

export type RevocationListener = (revocation: SessionRevocation) => void;

/**
 * `revoked`: the session ended. `unknown`: the token was issued before this node could know of
 * its session's end (an in-process broker's node started after it): the client is asked for a
 * fresh token (error 109), which the token endpoint only gives a live session.
 */
export type SessionStatus = 'live' | 'revoked' | 'unknown';

/** Longer than any realtime token lives (15 minutes by default): then the tokens are expired anyway. */
export const REVOCATION_RETENTION_MS = 60 * 60_000;

export class RevokedSessions {
  /** Session → until when it is remembered (ms). */
  private readonly until = new Map<string, number>();
  private lastPrune: number;

  /**
   * @param knownSinceMs tokens of a session issued before this are `unknown` (0: every
   * revocation since then is known, e.g. loaded from Redis).
   */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly knownSinceMs = 0,
    readonly retentionMs = REVOCATION_RETENTION_MS,
  ) {
    this.lastPrune = now();
  }

  add(sessions: readonly string[], untilMs = this.now() + this.retentionMs): void {
    for (const session of sessions) this.until.set(session, Math.max(untilMs, this.until.get(session) ?? 0));
    this.prune();
  }

  /** Status of a token of `session` issued at `issuedAt` (seconds); a visitor's token has no session. */
  status(session: string | undefined, issuedAt: number | undefined): SessionStatus {
    if (session === undefined) return 'live';
    const until = this.until.get(session);
    if (until !== undefined && until > this.now()) return 'revoked';
    if (issuedAt === undefined || issuedAt < Math.floor(this.knownSinceMs / 1000)) return 'unknown';
    return 'live';
  }

  private prune(): void {
    const now = this.now();
    if (now - this.lastPrune < this.retentionMs / 4) return;
    this.lastPrune = now;
    for (const [session, until] of this.until) if (until <= now) this.until.delete(session);
  }
}
