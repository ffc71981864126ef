import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatMutes, matches, users } from '../../db/schema';

export interface ChatMessageRow {
  id: number;
  matchId: number;
  userId: number;
  author: string | null;
  text: string;
  createdAt: Date;
}

/** Why a post was not stored: the player is muted, or has posted `burst` messages since `windowStart` (the oldest at `oldest`). */
export type ChatPostOutcome = { stored: ChatMessageRow } | { muted: true } | { limited: { oldest: Date } };

export interface ChatRateLimit {
  burst: number;
  windowMs: number;
}

const messageColumns = {
  id: chatMessages.id,
  matchId: chatMessages.matchId,
  userId: chatMessages.userId,
  author: users.nickname,
  text: chatMessages.text,
  createdAt: chatMessages.createdAt,
};

/** chat_messages and chat_mutes (migration 0024). */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  async matchExists(matchId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
    return row !== undefined;
  }

  /** The `limit` most recent messages of a match that nobody deleted, oldest first. */
  async recent(matchId: number, limit: number): Promise<ChatMessageRow[]> {
    const rows = await this.db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(eq(chatMessages.matchId, matchId), isNull(chatMessages.deletedAt)))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  /**
   * Stores a post unless the player is muted or over the rate limit. One transaction holding an
   * advisory lock on the player, so racing posts of one player (on any node) are counted one
   * after the other and the limit holds.
   */
  async post(matchId: number, userId: number, text: string, now: Date, limit: ChatRateLimit): Promise<ChatPostOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat_post'), ${userId}::int)`);
      const [muted] = await tx.select({ userId: chatMutes.userId }).from(chatMutes).where(eq(chatMutes.userId, userId));
      if (muted) return { muted: true } as const;
      const windowStart = new Date(now.getTime() - limit.windowMs);
      const [recent] = await tx
        .select({ count: count(), oldest: min(chatMessages.createdAt) })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, userId), gt(chatMessages.createdAt, windowStart)));
      if (recent && recent.count >= limit.burst && recent.oldest) return { limited: { oldest: new Date(recent.oldest) } } as const;
      const [inserted] = await tx.insert(chatMessages).values({ matchId, userId, text, createdAt: now }).returning({ id: chatMessages.id });
      const [row] = await tx.select(messageColumns).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId)).where(eq(chatMessages.id, inserted!.id));
      return { stored: row! };
    });
  }

  /** Marks a message deleted; its match, or null when there is no such message or it was deleted already. */
  async delete(id: number, at: Date): Promise<{ matchId: number } | null> {
    const [row] = await this.db
      .update(chatMessages)
      .set({ deletedAt: at })
      .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
      .returning({ matchId: chatMessages.matchId });
    return row ?? null;
  }

  async userExists(userId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return row !== undefined;
  }

  /** Mutes a player (again: the first time stays); when the mute began. */
  async mute(userId: number, at: Date): Promise<Date> {
    await this.db.insert(chatMutes).values({ userId, mutedAt: at }).onConflictDoNothing();
    const [row] = await this.db.select({ mutedAt: chatMutes.mutedAt }).from(chatMutes).where(eq(chatMutes.userId, userId));
    return row!.mutedAt;
  }

  async unmute(userId: number): Promise<void> {
    await this.db.delete(chatMutes).where(eq(chatMutes.userId, userId));
  }
}
