import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { Batcher } from '../../db/batcher';
import type { Database } from '../../db/client';
import { accounts, compPoints, sessions, users } from '../../db/schema';
import { appendEvents } from '../../events/repository';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Users and sessions (issue 5). Token columns hold SHA-256 hashes; updates by token are single statements, so each token works once. */
export class AuthRepository {
  /** A prepared statement (built and planned once per connection). */
  private readonly sessionUserIdQuery;
  private readonly sessionChecks: Batcher<{ idHash: string; now: Date }, number | null>;

  constructor(private readonly db: Database) {
    this.sessionUserIdQuery = db
      .select({ idHash: sessions.idHash, userId: sessions.userId })
      .from(sessions)
      .where(and(sql`${sessions.idHash} = any(${sql.placeholder('idHashes')}::text[])`, gt(sessions.expiresAt, sql.placeholder('now'))))
      .prepare('session_user_ids');
    this.sessionChecks = new Batcher((checks) => this.checkSessions(checks));
  }

  async findByLogin(login: { email: string } | { phone: string }): Promise<UserRecord | null> {
    const condition = 'email' in login ? eq(users.email, login.email) : eq(users.authPhoneNumber, login.phone);
    const [user] = await this.db.select().from(users).where(condition).limit(1);
    return user ?? null;
  }

  async findById(id: number): Promise<UserRecord | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }

  /**
   * The user, an account per currency, comp points and the `player_signed_up` event (sign-up
   * bonuses, applied after the commit) in one transaction; null when the login is taken.
   */
  async createUser(values: NewUser, currencies: string[]): Promise<UserRecord | null> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values(values).onConflictDoNothing().returning();
      if (!user) return null;
      await tx.insert(accounts).values(currencies.map((currency) => ({ userId: user.id, currency })));
      await tx.insert(compPoints).values({ userId: user.id, points: 0 });
      await appendEvents(tx, [{ kind: 'player_signed_up', userId: user.id, payload: {} }], user.createdAt);
      return user;
    });
  }

  /** The user a reset token was sent to (whether it is still valid is checked when it is used). */
  async findByResetTokenHash(hash: string): Promise<UserRecord | null> {
    const [row] = await this.db.select().from(users).where(eq(users.resetPasswordTokenHash, hash)).limit(1);
    return row ?? null;
  }

  async update(id: number, values: Partial<NewUser>): Promise<void> {
    await this.db.update(users).set(values).where(eq(users.id, id));
  }

  async confirmByToken(hash: string, sentAfter: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ confirmedAt: now, confirmationTokenHash: null })
      .where(and(eq(users.confirmationTokenHash, hash), gt(users.confirmationSentAt, sentAfter)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async resetPasswordByToken(hash: string, sentAfter: Date, passwordHash: string, now: Date): Promise<number | null> {
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, resetPasswordTokenHash: null, resetPasswordSentAt: null, failedAttempts: 0, lockedAt: null, unlockTokenHash: null, confirmedAt: sql`coalesce(${users.confirmedAt}, ${now})` })
      .where(and(eq(users.resetPasswordTokenHash, hash), gt(users.resetPasswordSentAt, sentAfter)))
      .returning({ id: users.id });
    return row?.id ?? null;
  }

  async unlockByToken(hash: string, lockedAfter: Date): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ lockedAt: null, failedAttempts: 0, unlockTokenHash: null })
      .where(and(eq(users.unlockTokenHash, hash), isNotNull(users.lockedAt), gt(users.lockedAt, lockedAfter)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  /** Counts a failed sign-in atomically (and when it was) and locks at `max`; answers whether this attempt locked it. */
  async recordFailedAttempt(id: number, max: number, now: Date): Promise<boolean> {
    const [row] = await this.db
      .update(users)
      .set({ failedAttempts: sql`${users.failedAttempts} + 1`, lastFailedSignInAt: now, lockedAt: sql`CASE WHEN ${users.failedAttempts} + 1 >= ${max} AND ${users.lockedAt} IS NULL THEN ${now.toISOString()}::timestamptz ELSE ${users.lockedAt} END` })
      .where(eq(users.id, id))
      .returning({ failedAttempts: users.failedAttempts, lockedAt: users.lockedAt });
    return row !== undefined && row.failedAttempts === max && row.lockedAt !== null;
  }

  /**
   * A session from `createdAt` (the app's clock: the reality check counts the session's time and
   * bets from it). The player's shortest session-time limit in force ends it sooner (limit_ends_at,
   * expires_at brought down to it; issue 21), read in the same statement.
   */
  async createSession(idHash: string, userId: number, expiresAt: Date, createdAt: Date): Promise<void> {
    const created = sql`${createdAt.toISOString()}::timestamptz`;
    const end = sql`${created} + make_interval(mins => l.minutes)`;
    await this.db.execute(sql`
      insert into sessions (id_hash, user_id, expires_at, created_at, limit_ends_at)
      select ${idHash}, ${userId}, least(${expiresAt.toISOString()}::timestamptz, ${end}), ${created}, ${end}
      from (select min(amount)::int as minutes from user_limits where user_id = ${userId} and type = 'session' and status = 'active') l`);
  }

  /** The user of a live session, or null. Checked on every bearer request: concurrent checks are batched. */
  sessionUserId(idHash: string, now: Date): Promise<number | null> {
    return this.sessionChecks.submit({ idHash, now });
  }

  private async checkSessions(checks: { idHash: string; now: Date }[]): Promise<(number | null)[]> {
    const now = new Date(Math.min(...checks.map((check) => check.now.getTime())));
    const rows = await this.sessionUserIdQuery.execute({ idHashes: [...new Set(checks.map((check) => check.idHash))], now });
    const userOf = new Map(rows.map((row) => [row.idHash, row.userId]));
    return checks.map((check) => userOf.get(check.idHash) ?? null);
  }

  /** Ends one session; answers its user when there was one. */
  async deleteSession(idHash: string): Promise<number | null> {
    const [row] = await this.db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ userId: sessions.userId });
    return row?.userId ?? null;
  }

  /**
   * Ends every session of the user, but the one whose hash is `keep` (a signed-in password change
   * keeps its own); answers the hashes of the sessions ended (their realtime tokens are revoked).
   */
  async deleteSessionsOf(userId: number, keep?: string): Promise<string[]> {
    const rows = await this.db
      .delete(sessions)
      .where(keep === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.idHash, keep)))
      .returning({ idHash: sessions.idHash });
    return rows.map((row) => row.idHash);
  }
}
