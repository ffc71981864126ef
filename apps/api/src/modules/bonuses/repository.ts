import type { SelectionEvent, SportType } from '@sportsbook/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import { bonusCampaigns, issuedBonuses, users } from '../../db/schema';
import type { CampaignRow, IssuedRow } from './terms';

/** The kind of a lootbox campaign and box (modules/lootboxes). */
export const LOOTBOX = 'lootbox';

/** A player as bonuses see them: currency (free-bet amount), language (private channel), conditions. */
export interface BonusPlayerRow {
  id: number;
  currency: string;
  language: string;
  country: string | null;
  verified: boolean;
}

export interface HeldBonus {
  campaign: CampaignRow;
  issued: IssuedRow;
  /** A hunting free bet boosted with points (`hunting_boosts`): new amount / old, in thousandths; null when never boosted. */
  boostMultiplier?: number | null;
}

/** Bonuses a player holds at most in a list (newest first); real players hold a handful. */
export const PLAYER_BONUSES_LIMIT = 1_000;

const playerColumns = {
  id: users.id,
  currency: users.currency,
  language: users.language,
  country: users.country,
  verified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
};

/** Players of these that hold a free bet that is active and not spent, expired or closed (read with `executor`: a transaction too). */
export async function activeFreebetHoldersIn(executor: Database | Transaction, userIds: readonly number[], now: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf<{ user_id: number }>(await executor.execute(sql`select distinct user_id from issued_bonuses
    where user_id = any(${idArray(userIds)}) and is_active and kind <> 'comboboost' and closed_at is null
      and times_used < uses_count and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`));
  return new Set(rows.map((row) => row.user_id));
}

/** Reads of campaigns and issued bonuses, and the player's own writes (seen, activation). */
export class BonusesRepository {
  constructor(private readonly db: Database) {}

  async player(userId: number): Promise<BonusPlayerRow | null> {
    const [row] = await this.db.select(playerColumns).from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  playersByIds(ids: readonly number[]): Promise<BonusPlayerRow[]> {
    return this.db.select(playerColumns).from(users).where(inArray(users.id, [...ids]));
  }

  /** Members of a player group (users.groups holds the group names). */
  playersInGroup(group: string): Promise<BonusPlayerRow[]> {
    return this.db.select(playerColumns).from(users).where(sql`${users.groups} @> ${JSON.stringify([group])}::jsonb`);
  }

  async campaign(id: number): Promise<CampaignRow | null> {
    const [row] = await this.db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
    return row ?? null;
  }

  /** Active campaigns issued by this trigger (sign-up, first deposit). */
  campaignsByTrigger(trigger: 'sign_up' | 'first_deposit'): Promise<CampaignRow[]> {
    return this.db.select().from(bonusCampaigns).where(and(eq(bonusCampaigns.triggerKey, trigger), eq(bonusCampaigns.status, 'active')));
  }

  async campaignByPromoCode(code: string): Promise<CampaignRow | null> {
    const [row] = await this.db.select().from(bonusCampaigns).where(and(eq(bonusCampaigns.promoCode, code.toUpperCase()), eq(bonusCampaigns.triggerKey, 'promo_code')));
    return row ?? null;
  }

  /**
   * Campaigns shown to visitors: public and not ended (the service leaves out those past their end);
   * lootboxes are listed apart (modules/lootboxes), unless `withLootboxes`.
   */
  publicCampaigns(withLootboxes = false): Promise<CampaignRow[]> {
    return this.db.select().from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.public, true), ne(bonusCampaigns.status, 'ended'), withLootboxes ? undefined : ne(bonusCampaigns.type, LOOTBOX)))
      .orderBy(desc(bonusCampaigns.id)).limit(PLAYER_BONUSES_LIMIT);
  }

  /**
   * The player's bonuses with their campaigns, newest first. Lootboxes (opened, not used on a bet)
   * are listed apart by modules/lootboxes; `withLootboxes` includes them (a promo code finds its box).
   */
  async held(userId: number, withLootboxes = false): Promise<HeldBonus[]> {
    const boostMultiplier = sql<number | null>`(select hb.boost_multiplier from hunting_boosts hb where hb.issued_id = ${issuedBonuses.id})`.mapWith((value: unknown) => (value === null ? null : Number(value)));
    const rows = await this.db.select({ issued: issuedBonuses, campaign: bonusCampaigns, boostMultiplier }).from(issuedBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
      .where(and(eq(issuedBonuses.userId, userId), withLootboxes ? undefined : ne(issuedBonuses.kind, LOOTBOX))).orderBy(desc(issuedBonuses.id)).limit(PLAYER_BONUSES_LIMIT);
    return rows;
  }

  /** Issued bonuses by id with their campaigns and owners (the worker's bonus_issued; lootboxes announce themselves). */
  async heldByIds(ids: readonly number[]): Promise<(HeldBonus & { player: BonusPlayerRow })[]> {
    if (ids.length === 0) return [];
    return this.db.select({ issued: issuedBonuses, campaign: bonusCampaigns, player: playerColumns }).from(issuedBonuses)
      .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, issuedBonuses.campaignId))
      .innerJoin(users, eq(users.id, issuedBonuses.userId))
      .where(and(inArray(issuedBonuses.id, [...ids]), ne(issuedBonuses.kind, LOOTBOX)));
  }

  /** Players of these that hold a free bet that is active and not spent, expired or closed. */
  activeFreebetHolders(userIds: readonly number[], now: Date): Promise<Set<number>> {
    return activeFreebetHoldersIn(this.db, userIds, now);
  }

  /** Marks the player's bonuses seen (others' ids are ignored); answers how many changed. */
  async markSeen(userId: number, ids: readonly number[]): Promise<number> {
    const rows = await this.db.update(issuedBonuses).set({ seen: true })
      .where(and(eq(issuedBonuses.userId, userId), inArray(issuedBonuses.id, [...ids]), eq(issuedBonuses.seen, false)))
      .returning({ id: issuedBonuses.id });
    return rows.length;
  }

  /** Activates the bonus and deactivates those it overrides, in one transaction. */
  async activate(userId: number, id: number, overridden: readonly number[], now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (overridden.length > 0) await tx.update(issuedBonuses).set({ isActive: false }).where(and(eq(issuedBonuses.userId, userId), inArray(issuedBonuses.id, [...overridden])));
      await tx.update(issuedBonuses).set({ isActive: true, activatedAt: sql`coalesce(${issuedBonuses.activatedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(issuedBonuses.userId, userId), eq(issuedBonuses.id, id)));
    });
  }

  /** The player's successful deposits before this one (0: it is the first). */
  async earlierDeposits(userId: number, depositId: number): Promise<number> {
    const rows = rowsOf<{ count: string | number }>(await this.db.execute(sql`select count(*) as count from deposits
      where user_id = ${userId} and status = 'success' and id < ${depositId}`));
    return Number(rows[0]?.count ?? 0);
  }

  /** Where each match sits in the catalogue and its status (event conditions, match_status). */
  async selectionEvents(matchIds: readonly number[]): Promise<Map<number, SelectionEvent & { status: number }>> {
    if (matchIds.length === 0) return new Map();
    const rows = rowsOf<{ id: number; status: number; sport_id: number; category_id: number; tournament_id: number; sport_type: SportType }>(await this.db.execute(sql`
      select m.id, m.status, m.sport_id, m.category_id, m.tournament_id, s.type as sport_type
      from matches m join sports s on s.id = m.sport_id where m.id = any(${idArray(matchIds)})`));
    return new Map(rows.map((row) => [row.id, { status: row.status, sportType: row.sport_type, sportId: row.sport_id, categoryId: row.category_id, tournamentId: row.tournament_id, eventId: row.id }]));
  }
}

