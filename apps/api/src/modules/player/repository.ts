import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, compPoints, phoneVerificationCodes, playerStatusGroups, users } from '../../db/schema';

export type PlayerRecord = typeof users.$inferSelect;
export type StatusGroupRecord = typeof playerStatusGroups.$inferSelect;
export type PhoneCodeRecord = typeof phoneVerificationCodes.$inferSelect;

/** The player's own rows; every query is scoped by user id so no call reaches another player's data. */
export class PlayerRepository {
  constructor(private readonly db: Database) {}

  async user(id: number): Promise<PlayerRecord | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user ?? null;
  }

  accounts(userId: number): Promise<{ currency: string; balance: number }[]> {
    return this.db.select({ currency: accounts.currency, balance: accounts.balance }).from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.id));
  }

  /** Sets the given columns; none (an empty profile update) changes nothing. */
  async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
    if (Object.values(values).every((value) => value === undefined)) return;
    await this.db.update(users).set(values).where(eq(users.id, id));
  }

  async compPoints(userId: number): Promise<number> {
    const [row] = await this.db.select({ points: compPoints.points }).from(compPoints).where(eq(compPoints.userId, userId)).limit(1);
    return row?.points ?? 0;
  }

  statusGroups(): Promise<StatusGroupRecord[]> {
    return this.db.select().from(playerStatusGroups).orderBy(asc(playerStatusGroups.minPoints));
  }

  /** Codes sent to the user since a time, newest first (resend timeout and daily SMS limit). */
  codesSince(userId: number, since: Date): Promise<PhoneCodeRecord[]> {
    return this.db.select().from(phoneVerificationCodes).where(and(eq(phoneVerificationCodes.userId, userId), gt(phoneVerificationCodes.createdAt, since))).orderBy(desc(phoneVerificationCodes.createdAt));
  }

  async addCode(values: typeof phoneVerificationCodes.$inferInsert): Promise<void> {
    await this.db.insert(phoneVerificationCodes).values(values);
  }

  async latestOpenCode(userId: number, now: Date): Promise<PhoneCodeRecord | null> {
    const [row] = await this.db
      .select()
      .from(phoneVerificationCodes)
      .where(and(eq(phoneVerificationCodes.userId, userId), isNull(phoneVerificationCodes.usedAt), gt(phoneVerificationCodes.expiresAt, now)))
      .orderBy(desc(phoneVerificationCodes.createdAt))
      .limit(1);
    return row ?? null;
  }

  async countAttempt(codeId: number, attempts: number): Promise<void> {
    await this.db.update(phoneVerificationCodes).set({ attempts }).where(eq(phoneVerificationCodes.id, codeId));
  }

  /** Marks the code used and the phone verified together. */
  async verifyPhone(codeId: number, userId: number, phone: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(phoneVerificationCodes).set({ usedAt: now }).where(eq(phoneVerificationCodes.id, codeId));
      await tx.update(users).set({ mobilePhone: phone, phoneVerifiedAt: now }).where(eq(users.id, userId));
    });
  }
}
