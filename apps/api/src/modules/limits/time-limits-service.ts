import { ERROR_CODES, LIMIT_ERROR_CODES, type ActivityTrackDto, type TimeLimitDetails } from '@sportsbook/contracts';
import { limitWindow } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { SessionsEnded } from '../auth/sessions-ended';
import { activityUsage, type ActivityUsage, type TimeLimitsRepository } from './time-limits-repository';

export interface TimeLimitsConfig {
  /** How often the client pings activity (spec promotions §9: 60 s); one ping credits at most this much active time. */
  activityTrackMs: number;
}

const MINUTE_MS = 60_000;
const PERIOD_ADJECTIVE = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

/** Minutes tracked (whole minutes, rounded down) by an activity limit. */
export const usedMinutes = (usage: Pick<ActivityUsage, 'usedMs'>) => Math.floor(usage.usedMs / MINUTE_MS);

/**
 * Session-time and activity limits (issue 21; spec promotions §7, §8; apps/api/README.md
 * "Responsible gambling"). A session-time limit ends each sign-in session that many minutes after it
 * began: its calls are refused from then (placement and the reality check with 403
 * SESSION_LIMIT_REACHED, which also ends the session). An activity limit caps the active time the
 * client reports by its pings per calendar period: the ping that reaches it answers 401
 * ACTIVITY_LIMIT_REACHED and ends every session of the player, and sign-in is refused until the
 * period resets.
 */
export class TimeLimitsService {
  constructor(
    private readonly repository: TimeLimitsRepository,
    private readonly clock: Clock,
    private readonly config: TimeLimitsConfig,
    private readonly sessionsEnded: SessionsEnded = async () => undefined,
  ) {}

  /** POST /player/activity_limit_track: counts the ping, answers the limits' usage, or 401 once one is used up. */
  async track(userId: number, sessionHash: string): Promise<ActivityTrackDto> {
    const now = this.clock.now();
    const tracked = await this.repository.track(userId, sessionHash, new Date(now), this.config.activityTrackMs);
    if (!tracked) throw new HttpError(401, ERROR_CODES.unauthorized, 'The session has ended.');
    const reached = tracked.usage.find((limit) => limit.usedMs >= limit.amount * MINUTE_MS);
    if (reached) {
      await this.sessionsEnded(userId, tracked.ended);
      throw activityRefusal(401, reached, now);
    }
    return {
      interval_seconds: Math.round(this.config.activityTrackMs / 1_000),
      limits: tracked.usage.map((limit) => ({ id: limit.id, period: limit.period, amount: limit.amount, used: usedMinutes(limit), resets_at: new Date(limitWindow(limit.period, now).end).toISOString() })),
    };
  }

  /** The refusal of a sign-in while an activity limit of the current period is used up (null: none is). */
  async signInRefusal(userId: number): Promise<HttpError | null> {
    const now = this.clock.now();
    const reached = (await activityUsage(this.repository.database, userId, now)).find((limit) => limit.usedMs >= limit.amount * MINUTE_MS);
    return reached ? activityRefusal(403, reached, now) : null;
  }

  /**
   * The refusal of a call on a session its session-time limit ended (403 SESSION_LIMIT_REACHED), or
   * null when it ended otherwise (the caller answers 401). Ends the session for good (its realtime
   * connections close).
   */
  async sessionLimitRefusal(sessionHash: string): Promise<HttpError | null> {
    const ended = await this.repository.endedByLimit(sessionHash, new Date(this.clock.now()));
    if (!ended) return null;
    const limit = await this.repository.sessionLimitMinutes(this.repository.database, ended.userId);
    if (await this.repository.deleteSession(sessionHash)) await this.sessionsEnded(ended.userId, [sessionHash]);
    const minutes = Math.round((ended.limitEndsAt.getTime() - ended.createdAt.getTime()) / MINUTE_MS);
    const details: TimeLimitDetails = { limit_id: limit?.id ?? null, type: 'session', period: null, amount: minutes, used: minutes, resets_at: null };
    return new HttpError(403, LIMIT_ERROR_CODES.sessionLimitReached, `Your session-time limit of ${minutes} minutes is reached: this session has ended. Take a break; a new session starts when you sign in again.`, details);
  }
}

function activityRefusal(status: 401 | 403, limit: ActivityUsage, now: number): HttpError {
  const resetsAt = new Date(limitWindow(limit.period, now).end).toISOString();
  const details: TimeLimitDetails = { limit_id: limit.id, type: 'activity', period: limit.period, amount: limit.amount, used: usedMinutes(limit), resets_at: resetsAt };
  return new HttpError(status, LIMIT_ERROR_CODES.activityLimitReached, `Your ${PERIOD_ADJECTIVE[limit.period]} activity limit of ${limit.amount} minutes is reached: you can play again from ${resetsAt}.`, details);
}
