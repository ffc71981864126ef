import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export class HealthRepository {
  constructor(private readonly db: Database) {}

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }
}
