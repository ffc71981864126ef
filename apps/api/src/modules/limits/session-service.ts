import { SESSION_ERROR_CODES, type SportsbookSessionDto } from '@sportsbook/contracts';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { SessionRepository } from './session-repository';

export interface RealityCheckConfig {
  /** The site's interval between reality checks (0: none). */
  realityCheckMs: number;
  /** The shortest interval a player may choose. */
  realityCheckMinMs: number;
}

/**
 * The reality check (issue 21; spec promotions §3, §5, §7, §8): a signed-in session's time played,
 * bets and wins, and when the next check is due (the last "continue", else the session's start, plus
 * the player's interval or the site's). The client asks every 30 s and shows the check once due.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly config: RealityCheckConfig,
    private readonly activeCurrency: (userId: number) => Promise<string>,
  ) {}

  async info(userId: number, sessionHash: string): Promise<SportsbookSessionDto> {
    if (this.config.realityCheckMs <= 0) throw new HttpError(400, SESSION_ERROR_CODES.realityCheckOff, 'This site runs no reality check.');
    const clock = await this.sessions.clock(sessionHash, userId);
    if (!clock) throw new HttpError(401, 'UNAUTHORIZED', 'The session has ended.');
    const now = new Date(this.clock.now());
    const currency = await this.activeCurrency(userId);
    const sums = await this.sessions.sums(userId, currency, clock.createdAt);
    const intervalMs = clock.realityCheckSeconds === null ? this.config.realityCheckMs : clock.realityCheckSeconds * 1_000;
    const since = clock.realityCheckedAt ?? clock.createdAt;
    return {
      bets_sum: sums.bets,
      wins_sum: sums.wins,
      currency,
      period: { from: clock.createdAt.toISOString(), to: now.toISOString() },
      reality_check_interval_seconds: Math.round(intervalMs / 1_000),
      next_reality_check_at: new Date(since.getTime() + intervalMs).toISOString(),
      session_ends_at: clock.limitEndsAt?.toISOString() ?? null,
    };
  }

  /** "Continue" on the reality check: the next one is due an interval from now. */
  async continue(userId: number, sessionHash: string): Promise<SportsbookSessionDto> {
    await this.sessions.continued(sessionHash, new Date(this.clock.now()));
    return this.info(userId, sessionHash);
  }

  /** The player's own interval, at least the site's minimum. */
  async setInterval(userId: number, sessionHash: string, seconds: number): Promise<SportsbookSessionDto> {
    if (seconds * 1_000 < this.config.realityCheckMinMs) {
      throw new HttpError(422, 'VALIDATION_FAILED', `The reality-check interval must be at least ${Math.ceil(this.config.realityCheckMinMs / 1_000)} seconds.`, { field: 'interval_seconds' });
    }
    await this.sessions.setInterval(userId, seconds);
    return this.info(userId, sessionHash);
  }
}
