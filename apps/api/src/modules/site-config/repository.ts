import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { siteSettings } from '../../db/schema';

export interface StoredSiteSetting {
  key: string;
  value: unknown;
  updatedAt: Date;
}

/** The operator's site-config fields (table site_settings, one row per top-level field). */
export class SiteConfigRepository {
  constructor(private readonly db: Database) {}

  async all(): Promise<StoredSiteSetting[]> {
    return this.db.select().from(siteSettings);
  }

  /**
   * Writes the changed fields in one statement: an object field merges key by key with what is
   * stored (jsonb `||`, so two operators changing different flags at once both land), any other
   * field is replaced.
   */
  async write(fields: { key: string; value: unknown; merge: boolean }[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const field of fields) {
        await tx.execute(sql`
          insert into site_settings (key, value, updated_at) values (${field.key}, ${JSON.stringify(field.value)}::jsonb, ${now.toISOString()}::timestamptz)
          on conflict (key) do update set
            value = case when ${field.merge} then site_settings.value || excluded.value else excluded.value end,
            updated_at = excluded.updated_at`);
      }
    });
  }

  /** Forgets the operator's value of these fields (the defaults apply again); the keys removed. */
  async remove(keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const result = await this.db.execute(sql`delete from site_settings where key = any(${`{${keys.join(',')}}`}::text[]) returning key`);
    return rowsOf<{ key: string }>(result).map((row) => row.key);
  }
}
