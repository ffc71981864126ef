import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  createdAt: Date;
}

export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async add(message: Omit<OutboxMessage, 'id'>): Promise<void> {
    await this.db.insert(outbox).values(message);
  }

  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]> {
    return this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  }
}
