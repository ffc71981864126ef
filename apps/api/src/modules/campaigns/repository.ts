import type { EventConditionBody } from '@sportsbook/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bonusCampaigns, categories, issuedBonuses, matches, sports, tournaments, type StoredEventCondition } from '../../db/schema';
import type { CampaignRow } from '../bonuses/terms';
import type { CampaignValues } from './serialize';

/** The operator's campaigns (modules/campaigns): rows, issue counts and the catalogue names of event conditions. */
export class CampaignsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the campaign; null when its promo code is taken. */
  async insert(values: CampaignValues, now: Date): Promise<CampaignRow | null> {
    const [row] = await this.db.insert(bonusCampaigns).values({ ...values, createdAt: now }).onConflictDoNothing({ target: bonusCampaigns.promoCode }).returning();
    return row ?? null;
  }

  /** Replaces its terms and bumps the version; null when the promo code is another campaign's. */
  async update(id: number, values: CampaignValues): Promise<CampaignRow | null> {
    const taken = values.promoCode ? await this.db.select({ id: bonusCampaigns.id }).from(bonusCampaigns).where(eq(bonusCampaigns.promoCode, values.promoCode)) : [];
    if (taken.some((row) => row.id !== id)) return null;
    const [row] = await this.db.update(bonusCampaigns).set({ ...values, version: sql`${bonusCampaigns.version} + 1` }).where(eq(bonusCampaigns.id, id)).returning();
    return row ?? null;
  }

  /** Moves the status (pause, resume, end) and bumps the version. */
  async setStatus(id: number, status: CampaignRow['status'], now: Date): Promise<CampaignRow | null> {
    const [row] = await this.db.update(bonusCampaigns).set({ status, updatedAt: now, version: sql`${bonusCampaigns.version} + 1` }).where(eq(bonusCampaigns.id, id)).returning();
    return row ?? null;
  }

  async byId(id: number): Promise<CampaignRow | null> {
    const [row] = await this.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    return row ?? null;
  }

  async list(status: CampaignRow['status'] | undefined, offset: number, limit: number): Promise<{ rows: CampaignRow[]; total: number }> {
    const where = status === undefined ? undefined : eq(bonusCampaigns.status, status);
    const [total] = await this.db.select({ total: count() }).from(bonusCampaigns).where(where);
    const rows = await this.db.select().from(bonusCampaigns).where(where).orderBy(desc(bonusCampaigns.id)).offset(offset).limit(limit);
    return { rows, total: total?.total ?? 0 };
  }

  /** Bonuses issued per campaign. */
  async issuedCounts(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: issuedBonuses.campaignId, total: count() }).from(issuedBonuses).where(sql`${issuedBonuses.campaignId} = any(${`{${ids.join(',')}}`}::int[])`).groupBy(issuedBonuses.campaignId);
    return new Map(rows.map((row) => [row.id, row.total]));
  }

  /**
   * The operator's event conditions with their catalogue names; the index and field of the first
   * id the catalogue does not know instead.
   */
  async resolveConditions(conditions: readonly EventConditionBody[]): Promise<{ conditions: StoredEventCondition[] } | { unknown: string }> {
    const name = async (table: typeof sports | typeof categories | typeof tournaments, id: number | undefined) => {
      if (id === undefined) return undefined;
      const [row] = await this.db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
      return row ?? null;
    };
    const resolved: StoredEventCondition[] = [];
    for (const [index, condition] of conditions.entries()) {
      const sport = await name(sports, condition.sport_id);
      const category = await name(categories, condition.category_id);
      const tournament = await name(tournaments, condition.tournament_id);
      const [event] = condition.event_id === undefined ? [undefined] : rowsOf<{ id: number; name: string }>(await this.db.execute(sql`select ${matches.id} as id, ${matches.name} as name from ${matches} where ${matches.id} = ${condition.event_id}`));
      const found: [string, unknown][] = [['sport_id', sport], ['category_id', category], ['tournament_id', tournament], ['event_id', condition.event_id === undefined ? undefined : event ?? null]];
      const missing = found.find(([, row]) => row === null)?.[0];
      if (missing !== undefined) return { unknown: `event_conditions.${index}.${missing}` };
      resolved.push({ sport_type: condition.sport_type ?? null, sport: sport ?? null, category: category ?? null, tournament: tournament ?? null, event: event ?? null });
    }
    return { conditions: resolved };
  }
}
