import type { SportType } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf, type Transaction } from '../../db/rows';
import type { StoredEventCondition } from '../../db/schema';

/** A hunting campaign row (hunting_campaigns), odds in thousandths, money in minor units. */
export interface HuntingRow {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'ended';
  currency: string;
  min_stake: number;
  min_odds: number | null;
  max_odds: number | null;
  event_conditions: StoredEventCondition[];
  farm_once_per_event: boolean;
  show_in_promotion: boolean;
  stake_per_point: number;
  points_per_freebet: number;
  freebet_amount: number;
  freebet_campaign_id: number;
  freebet_type: string;
  initial_pool: number | null;
  given_amount: number;
  valid_from: Date | null;
  valid_to: Date | null;
  created_at: Date;
  players: number;
}

/** One player's hunting (hunting_players). */
export interface HuntingPlayerRow {
  campaign_id: number;
  user_id: number;
  activated_at: Date;
  /** The last bet id at activation: the player's later bets farm. */
  after_bet_id: number;
  bets_count: number;
  stake_sum: number;
  points: number;
  spent_points: number;
  freebets_count: number;
  farmed_event_ids: number[];
  seen: boolean;
}

export interface AmbRow {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'ended';
  currency: string;
  min_stake: number;
  min_odds: number | null;
  event_conditions: StoredEventCondition[];
  ranges: { number_of_bets: number; number_of_freebets: number; issued_bonus_amount: number }[];
  freebet_campaign_id: number;
  freebet_type: string;
  valid_from: Date | null;
  issue_to: Date | null;
  created_at: Date;
  players: number;
}

/** A bet as hunting and amb count it: its money, result, bonus and the events of its legs. */
export interface PromotionBetRow {
  id: number;
  user_id: number;
  currency: string;
  stake: number;
  odds: number;
  result: string | null;
  bonus_type: string | null;
  placed_at: number;
  events: [number, number, number, number, SportType][] | null;
}

const num = (value: unknown): number => Number(value);
const date = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string));

function huntingOf(row: Record<string, unknown>): HuntingRow {
  return {
    ...(row as unknown as HuntingRow),
    min_stake: num(row.min_stake),
    stake_per_point: num(row.stake_per_point),
    points_per_freebet: num(row.points_per_freebet),
    freebet_amount: num(row.freebet_amount),
    initial_pool: row.initial_pool === null ? null : num(row.initial_pool),
    given_amount: num(row.given_amount),
    valid_from: date(row.valid_from),
    valid_to: date(row.valid_to),
    created_at: new Date(row.created_at as string),
    players: num(row.players ?? 0),
  };
}

function playerOf(row: Record<string, unknown>): HuntingPlayerRow {
  return {
    ...(row as unknown as HuntingPlayerRow),
    activated_at: new Date(row.activated_at as string),
    after_bet_id: num(row.after_bet_id),
    stake_sum: num(row.stake_sum),
    points: num(row.points),
    spent_points: num(row.spent_points),
    farmed_event_ids: (row.farmed_event_ids as number[] | null) ?? [],
  };
}

function ambOf(row: Record<string, unknown>): AmbRow {
  return {
    ...(row as unknown as AmbRow),
    min_stake: num(row.min_stake),
    valid_from: date(row.valid_from),
    issue_to: date(row.issue_to),
    created_at: new Date(row.created_at as string),
    players: num(row.players ?? 0),
  };
}

const huntingColumns = sql`h.*, c.type as freebet_type, (select count(*) from hunting_players p where p.campaign_id = h.id)::int as players`;
const ambColumns = sql`a.*, c.type as freebet_type, (select count(*) from amb_players p where p.campaign_id = a.id)::int as players`;

export interface NewHunting {
  name: string;
  status: 'active' | 'paused';
  currency: string;
  minStake: number;
  minOdds: number | null;
  maxOdds: number | null;
  eventConditions: StoredEventCondition[];
  farmOncePerEvent: boolean;
  showInPromotion: boolean;
  stakePerPoint: number;
  pointsPerFreebet: number;
  freebetAmount: number;
  freebetCampaignId: number;
  initialPool: number | null;
  validFrom: Date | null;
  validTo: Date | null;
}

export interface NewAmb {
  name: string;
  status: 'active' | 'paused';
  currency: string;
  minStake: number;
  minOdds: number | null;
  eventConditions: StoredEventCondition[];
  ranges: AmbRow['ranges'];
  freebetCampaignId: number;
  validFrom: Date | null;
  issueTo: Date | null;
}

/** Hunting and amb campaigns, their players, and the bets they count (ARCHITECTURE §10: applied after the commit). */
export class HuntingRepository {
  constructor(readonly db: Database) {}

  async createHunting(values: NewHunting, now: Date): Promise<number> {
    const [row] = rowsOf<{ id: number }>(await this.db.execute(sql`insert into hunting_campaigns (name, status, currency, min_stake, min_odds, max_odds,
        event_conditions, farm_once_per_event, show_in_promotion, stake_per_point, points_per_freebet, freebet_amount, freebet_campaign_id,
        initial_pool, valid_from, valid_to, created_at)
      values (${values.name}, ${values.status}, ${values.currency}, ${values.minStake}, ${values.minOdds}, ${values.maxOdds},
        ${JSON.stringify(values.eventConditions)}::jsonb, ${values.farmOncePerEvent}, ${values.showInPromotion}, ${values.stakePerPoint},
        ${values.pointsPerFreebet}, ${values.freebetAmount}, ${values.freebetCampaignId}, ${values.initialPool},
        ${values.validFrom?.toISOString() ?? null}::timestamptz, ${values.validTo?.toISOString() ?? null}::timestamptz, ${now.toISOString()}::timestamptz)
      returning id`));
    return row?.id ?? 0;
  }

  async huntings(filter: { ids?: readonly number[]; statuses?: readonly string[] }): Promise<HuntingRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select ${huntingColumns}
      from hunting_campaigns h join bonus_campaigns c on c.id = h.freebet_campaign_id
      where (${filter.ids === undefined} or h.id = any(${idArray(filter.ids ?? [])}))
        and (${filter.statuses === undefined} or h.status = any(${`{${(filter.statuses ?? []).join(',')}}`}::text[]))
      order by h.id desc`));
    return rows.map(huntingOf);
  }

  async setHuntingStatus(id: number, status: 'active' | 'paused' | 'ended'): Promise<'missing' | 'ended' | 'ok'> {
    return setStatus(this.db, sql`hunting_campaigns`, id, status);
  }

  async players(userId: number, campaignIds: readonly number[]): Promise<HuntingPlayerRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select * from hunting_players
      where user_id = ${userId} and campaign_id = any(${idArray(campaignIds)})`));
    return rows.map(playerOf);
  }

  /** Takes part from now (idempotent: a second activation keeps the first time). */
  async join(campaignId: number, userId: number, now: Date): Promise<void> {
    await this.db.execute(sql`insert into hunting_players (campaign_id, user_id, activated_at, after_bet_id)
      values (${campaignId}, ${userId}, ${now.toISOString()}::timestamptz, (select coalesce(max(id), 0) from bets))
      on conflict (campaign_id, user_id) do nothing`);
  }

  async markSeen(userId: number, campaignIds: readonly number[]): Promise<void> {
    await this.db.execute(sql`update hunting_players set seen = true where user_id = ${userId} and campaign_id = any(${idArray(campaignIds)}) and not seen`);
  }

  /** The bets of this player that farmed in this campaign, newest first. */
  async farmedBets(campaignId: number, userId: number, limit = 100): Promise<number[]> {
    const rows = rowsOf<{ bet_id: string | number }>(await this.db.execute(sql`select bet_id from hunting_farms
      where campaign_id = ${campaignId} and user_id = ${userId} order by bet_id desc limit ${limit}`));
    return rows.map((row) => Number(row.bet_id));
  }

  /** The player's open bets (placement and settlement's open statuses), for potential points. */
  async openBets(userId: number, afterBetId: number): Promise<PromotionBetRow[]> {
    return readBets(this.db, sql`b.user_id = ${userId} and b.id > ${afterBetId} and b.status in ('waiting_results', 'ready_to_process', 'cashout_in_progress')`);
  }

  /**
   * The player's free bets farmed by this hunting that a boost may raise: still open and unused,
   * not boosted before (trigger hunting:<campaign>:<n>).
   */
  async boostable(campaignId: number, userId: number, now: Date): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(await this.db.execute(sql`select ib.id from issued_bonuses ib
      where ib.user_id = ${userId} and ib.trigger like ${`hunting:${campaignId}:%`} and ib.closed_at is null and ib.times_used = 0
        and (ib.expires_at is null or ib.expires_at > ${now.toISOString()}::timestamptz)
        and not exists (select 1 from hunting_boosts hb where hb.issued_id = ib.id)
      order by ib.id`));
    return rows.map((row) => row.id);
  }

  async issuedTrigger(issuedId: number, userId: number): Promise<string | null> {
    const [row] = rowsOf<{ trigger: string }>(await this.db.execute(sql`select trigger from issued_bonuses where id = ${issuedId} and user_id = ${userId}`));
    return row?.trigger ?? null;
  }

  // Amb.

  async createAmb(values: NewAmb, now: Date): Promise<number> {
    const [row] = rowsOf<{ id: number }>(await this.db.execute(sql`insert into amb_campaigns (name, status, currency, min_stake, min_odds, event_conditions,
        ranges, freebet_campaign_id, valid_from, issue_to, created_at)
      values (${values.name}, ${values.status}, ${values.currency}, ${values.minStake}, ${values.minOdds}, ${JSON.stringify(values.eventConditions)}::jsonb,
        ${JSON.stringify(values.ranges)}::jsonb, ${values.freebetCampaignId}, ${values.validFrom?.toISOString() ?? null}::timestamptz,
        ${values.issueTo?.toISOString() ?? null}::timestamptz, ${now.toISOString()}::timestamptz)
      returning id`));
    return row?.id ?? 0;
  }

  async ambs(filter: { ids?: readonly number[]; statuses?: readonly string[] }): Promise<AmbRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select ${ambColumns}
      from amb_campaigns a join bonus_campaigns c on c.id = a.freebet_campaign_id
      where (${filter.ids === undefined} or a.id = any(${idArray(filter.ids ?? [])}))
        and (${filter.statuses === undefined} or a.status = any(${`{${(filter.statuses ?? []).join(',')}}`}::text[]))
      order by a.id desc`));
    return rows.map(ambOf);
  }

  async setAmbStatus(id: number, status: 'active' | 'paused' | 'ended'): Promise<'missing' | 'ended' | 'ok'> {
    return setStatus(this.db, sql`amb_campaigns`, id, status);
  }

  async ambProgress(userId: number, campaignIds: readonly number[]): Promise<Map<number, number>> {
    const rows = rowsOf<{ campaign_id: number; progress_count: number }>(await this.db.execute(sql`select campaign_id, progress_count from amb_players
      where user_id = ${userId} and campaign_id = any(${idArray(campaignIds)})`));
    return new Map(rows.map((row) => [row.campaign_id, row.progress_count]));
  }
}

async function setStatus(db: Database, table: ReturnType<typeof sql>, id: number, status: string): Promise<'missing' | 'ended' | 'ok'> {
  const [row] = rowsOf<{ status: string }>(await db.execute(sql`select status from ${table} where id = ${id}`));
  if (!row) return 'missing';
  if (row.status === 'ended') return 'ended';
  await db.execute(sql`update ${table} set status = ${status} where id = ${id}`);
  return 'ok';
}

/** Bets matching `where` (alias b) with their legs' events (match id, sport, category, tournament, sport type). */
export async function readBets(executor: Database | Transaction, where: ReturnType<typeof sql>): Promise<PromotionBetRow[]> {
  const rows = rowsOf<Record<string, unknown>>(await executor.execute(sql`select b.id, b.user_id, b.currency, b.stake, b.odds, b.result,
      b.bonus->>'type' as bonus_type, floor(extract(epoch from b.created_at) * 1000)::float8 as placed_at,
      (select json_agg(json_build_array(m.id, m.sport_id, m.category_id, m.tournament_id, s.type) order by l.position)
        from bet_selections l join matches m on m.id = l.match_id join sports s on s.id = m.sport_id where l.bet_id = b.id) as events
    from bets b where ${where} order by b.id`));
  return rows.map((row) => ({
    id: num(row.id),
    user_id: num(row.user_id),
    currency: row.currency as string,
    stake: num(row.stake),
    odds: num(row.odds),
    result: (row.result as string | null) ?? null,
    bonus_type: (row.bonus_type as string | null) ?? null,
    placed_at: num(row.placed_at),
    events: (row.events as PromotionBetRow['events']) ?? null,
  }));
}

export { huntingOf, playerOf, ambOf };
