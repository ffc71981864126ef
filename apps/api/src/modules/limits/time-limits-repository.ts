import { limitWindow, type LimitPeriod } from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf, type Transaction } from '../../db/rows';
import { sessions, users } from '../../db/schema';

type Executor = Database | Transaction;
const MINUTE_MS = 60_000;

/** An activity limit in force with the active time tracked in its current calendar window. */
export interface ActivityUsage {
  id: number;
  period: LimitPeriod;
  /** The limit, in minutes. */
  amount: number;
  usedMs: number;
}

/** The first day (UTC, `YYYY-MM-DD`) of `period`'s calendar window holding `now`. */
const windowDay = (period: LimitPeriod, now: number) => new Date(limitWindow(period, now).start).toISOString().slice(0, 10);

/**
 * The activity limits that bind the player (stored `active`: a raise or removal asked binds until
 * confirmed), each with the time tracked in its current window (player_activity, summed by day).
 */
export async function activityUsage(executor: Executor, userId: number, now: number): Promise<ActivityUsage[]> {
  const result = await executor.execute(sql`
    select l.id, l.period, l.amount,
      (select coalesce(sum(a.active_ms), 0) from player_activity a where a.user_id = l.user_id
        and a.day >= (case l.period when 'day' then ${windowDay('day', now)} when 'week' then ${windowDay('week', now)} else ${windowDay('month', now)} end)::date) as used
    from user_limits l
    where l.user_id = ${userId} and l.type = 'activity' and l.status = 'active' and l.amount is not null and l.period is not null
    order by l.id`);
  return rowsOf<{ id: number; period: LimitPeriod; amount: string | number; used: string | number }>(result).map((row) => ({
    id: Number(row.id),
    period: row.period,
    amount: Number(row.amount),
    usedMs: Number(row.used),
  }));
}

/** A session's clock for the session-time limit and the activity pings. */
export interface TrackedSession {
  createdAt: Date;
  activityTrackedAt: Date | null;
  limitEndsAt: Date | null;
}

/**
 * Session-time limits and activity tracking (issue 21; apps/api/README.md "Responsible gambling"):
 * a session's end by its limit (sessions.limit_ends_at, with expires_at brought down to it) and the
 * active time of the activity pings (player_activity per UTC day).
 */
export class TimeLimitsRepository {
  constructor(readonly database: Database) {}

  /** The shortest session-time limit in force (minutes), if any. */
  async sessionLimitMinutes(executor: Executor, userId: number): Promise<{ id: number; amount: number } | null> {
    const rows = rowsOf<{ id: number; amount: string | number }>(await executor.execute(sql`
      select id, amount from user_limits where user_id = ${userId} and type = 'session' and status = 'active' and amount is not null
      order by amount, id limit 1`));
    const row = rows[0];
    return row ? { id: Number(row.id), amount: Number(row.amount) } : null;
  }

  /**
   * Ends the player's sessions `minutes` after each began, or sooner if they end sooner already (a
   * new or lowered session-time limit, in its transaction; a raise applies from the next sign-in).
   */
  async limitSessions(tx: Transaction, userId: number, minutes: number): Promise<void> {
    const end = sql`${sessions.createdAt} + make_interval(mins => ${minutes}::int)`;
    await tx.update(sessions)
      .set({ limitEndsAt: sql`least(coalesce(${sessions.limitEndsAt}, ${end}), ${end})`, expiresAt: sql`least(${sessions.expiresAt}, ${end})` })
      .where(eq(sessions.userId, userId));
  }

  /** The session `sessionHash` if its session-time limit ended it (its row is still there, its end past). */
  async endedByLimit(sessionHash: string, now: Date): Promise<{ userId: number; createdAt: Date; limitEndsAt: Date } | null> {
    const [row] = await this.database
      .select({ userId: sessions.userId, createdAt: sessions.createdAt, limitEndsAt: sessions.limitEndsAt })
      .from(sessions)
      .where(and(eq(sessions.idHash, sessionHash), sql`${sessions.limitEndsAt} <= ${now.toISOString()}::timestamptz`));
    return row?.limitEndsAt ? { userId: row.userId, createdAt: row.createdAt, limitEndsAt: row.limitEndsAt } : null;
  }

  async deleteSession(sessionHash: string): Promise<boolean> {
    return (await this.database.delete(sessions).where(eq(sessions.idHash, sessionHash)).returning({ idHash: sessions.idHash })).length > 0;
  }

  /**
   * Records an activity ping of `sessionHash` at `now` in one transaction holding the user's row
   * (pings of the player's tabs count one after the other): credits the time since the session's
   * previous ping (or its start), at most `intervalMs`, to the day of `now`; then answers the
   * activity limits in force with their usage, ending every session of the player when one is used
   * up (`ended`: their hashes). Null: the session is not alive.
   */
  async track(userId: number, sessionHash: string, now: Date, intervalMs: number): Promise<{ usage: ActivityUsage[]; ended: string[] } | null> {
    return this.database.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [session] = await tx
        .select({ createdAt: sessions.createdAt, activityTrackedAt: sessions.activityTrackedAt })
        .from(sessions)
        .where(and(eq(sessions.idHash, sessionHash), eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`));
      if (!session) return null;
      const since = session.activityTrackedAt ?? session.createdAt;
      const credit = Math.max(0, Math.min(intervalMs, now.getTime() - since.getTime()));
      await tx.update(sessions).set({ activityTrackedAt: now }).where(eq(sessions.idHash, sessionHash));
      await tx.execute(sql`
        insert into player_activity (user_id, day, active_ms) values (${userId}, ${now.toISOString().slice(0, 10)}::date, ${credit})
        on conflict (user_id, day) do update set active_ms = player_activity.active_ms + excluded.active_ms`);
      const usage = await activityUsage(tx, userId, now.getTime());
      if (!usage.some((limit) => limit.usedMs >= limit.amount * MINUTE_MS)) return { usage, ended: [] };
      const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
      return { usage, ended: ended.map((row) => row.idHash) };
    });
  }
}
