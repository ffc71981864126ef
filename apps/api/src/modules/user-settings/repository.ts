import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';

export type UserSettingsRecord = typeof userSettings.$inferSelect;

export class UserSettingsRepository {
  constructor(private readonly db: Database) {}

  async get(userId: number): Promise<UserSettingsRecord | null> {
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return row ?? null;
  }

  async upsert(userId: number, values: Partial<Omit<typeof userSettings.$inferInsert, 'userId'>>, now: Date): Promise<void> {
    await this.db
      .insert(userSettings)
      .values({ userId, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: now } });
  }
}
