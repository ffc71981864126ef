import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSettings } from '../../db/schema';

/** A row that holds no field, only the time of the last reset. */
export const CHANGED_MARKER = '$changed';

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

  /**
   * Forgets the operator's value of these fields (the defaults apply again). The row
   * `CHANGED_MARKER` takes the time, so the document's updated_at never goes back (pages keep the
   * newer of two configurations).
   */
  async remove(keys: string[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from site_settings where key = any(${`{${keys.join(',')}}`}::text[])`);
      await tx.execute(sql`
        insert into site_settings (key, value, updated_at) values (${CHANGED_MARKER}, 'null'::jsonb, ${now.toISOString()}::timestamptz)
        on conflict (key) do update set updated_at = excluded.updated_at`);
    });
  }
}
