import { isJackpotHit, jackpotContribution, qualifiesForJackpot } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf } from '../../db/rows';
import { WalletRepository } from '../wallet/repository';

export interface LevelRow {
  id: number;
  jackpot_id: number;
  position: number;
  code: string;
  name: string;
  contribution_bp: number;
  hit_one_in: number;
  active: boolean;
  pool_amount: number;
  contributed_amount: number;
  hits_amount: number;
}

export interface JackpotRow {
  id: number;
  name: string;
  currency: string;
  min_stake: number;
  min_odds: number | null;
  status: 'active' | 'paused' | 'ended';
  created_at: Date;
  levels: LevelRow[];
}

export interface HitRow {
  id: number;
  jackpot_id: number;
  jackpot_name: string;
  level_code: string;
  level_name: string;
  user_id: number;
  amount: number;
  currency: string;
  status: 'APPROVED' | 'PAID';
  seen: boolean;
  created_at: Date;
}

export interface NewJackpot {
  name: string;
  currency: string;
  minStake: number;
  minOdds: number | null;
  status: 'active' | 'paused';
  levels: { code: string; name: string; contributionBp: number; hitOneIn: number }[];
}

/** A uniform whole number in [0, oneIn): node:crypto in the app, a seeded source in tests. */
export type DrawSource = (oneIn: number) => number;

/** A hit just paid: what the player's private channel hears. */
export interface PaidHit {
  userId: number;
  language: string;
  currency: string;
  balance: number;
}

const num = (value: unknown) => Number(value);

function levelOf(row: Record<string, unknown>): LevelRow {
  return {
    id: num(row.id), jackpot_id: num(row.jackpot_id), position: num(row.position), code: String(row.code), name: String(row.name),
    contribution_bp: num(row.contribution_bp), hit_one_in: num(row.hit_one_in), active: Boolean(row.active),
    pool_amount: num(row.pool_amount), contributed_amount: num(row.contributed_amount), hits_amount: num(row.hits_amount),
  };
}

/**
 * Jackpots, their levels, draws and hits (issue 23). The pool of a level moves only in
 * `applyPlacedBets` (contributions, hits) inside one transaction with the draws and hits it
 * writes, so `pool_amount = contributed_amount − hits_amount` always (a CHECK holds it too).
 */
export class JackpotsRepository {
  private readonly wallet: WalletRepository;

  constructor(private readonly db: Database) {
    this.wallet = new WalletRepository(db);
  }

  async create(jackpot: NewJackpot, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(await tx.execute(sql`insert into jackpots (name, currency, min_stake, min_odds, status, created_at)
        values (${jackpot.name}, ${jackpot.currency}, ${jackpot.minStake}, ${jackpot.minOdds}, ${jackpot.status}, ${now.toISOString()}::timestamptz) returning id`));
      const id = num(row?.id);
      await tx.execute(sql`insert into jackpot_levels (jackpot_id, position, code, name, contribution_bp, hit_one_in)
        select ${id}, x.position, x.code, x.name, x.contribution_bp, x.hit_one_in
        from jsonb_to_recordset(${JSON.stringify(jackpot.levels.map((level, position) => ({ position, code: level.code, name: level.name, contribution_bp: level.contributionBp, hit_one_in: level.hitOneIn })))}::jsonb)
          as x(position smallint, code text, name text, contribution_bp int, hit_one_in bigint)`);
      return id;
    });
  }

  async setStatus(id: number, status: 'active' | 'paused' | 'ended'): Promise<'ok' | 'missing' | 'ended'> {
    const [row] = rowsOf<{ status: string }>(await this.db.execute(sql`select status from jackpots where id = ${id}`));
    if (!row) return 'missing';
    if (row.status === 'ended') return 'ended';
    await this.db.execute(sql`update jackpots set status = ${status} where id = ${id}`);
    return 'ok';
  }

  /** Jackpots with their levels, newest first; `ids` narrows to those. */
  async list(filter: { ids?: readonly number[]; statuses?: readonly string[]; currency?: string; offset?: number; limit?: number }): Promise<JackpotRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select j.id, j.name, j.currency, j.min_stake, j.min_odds, j.status, j.created_at
      from jackpots j
      where (${filter.ids === undefined} or j.id = any(${idArray(filter.ids ?? [])}))
        and (${filter.statuses === undefined} or j.status = any(${`{${(filter.statuses ?? []).join(',')}}`}::text[]))
        and (${filter.currency ?? null}::text is null or j.currency = ${filter.currency ?? null})
      order by j.id desc offset ${filter.offset ?? 0} limit ${filter.limit ?? 500}`));
    if (rows.length === 0) return [];
    const levels = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select * from jackpot_levels
      where jackpot_id = any(${idArray(rows.map((row) => num(row.id)))}) order by jackpot_id, position`)).map(levelOf);
    return rows.map((row) => ({
      id: num(row.id), name: String(row.name), currency: String(row.currency), min_stake: num(row.min_stake),
      min_odds: row.min_odds === null ? null : num(row.min_odds), status: row.status as JackpotRow['status'],
      created_at: new Date(String(row.created_at)), levels: levels.filter((level) => level.jackpot_id === num(row.id)),
    }));
  }

  async hits(filter: { jackpotId?: number; statuses?: readonly string[]; userId?: number; unseen: boolean; limit: number }): Promise<HitRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select h.id, h.jackpot_id, j.name as jackpot_name, l.code as level_code, l.name as level_name,
        h.user_id, h.amount, h.currency, h.status, h.seen, h.created_at
      from jackpot_hits h join jackpots j on j.id = h.jackpot_id join jackpot_levels l on l.id = h.level_id
      where (${filter.jackpotId ?? null}::int is null or h.jackpot_id = ${filter.jackpotId ?? null})
        and (${filter.userId ?? null}::int is null or h.user_id = ${filter.userId ?? null})
        and (${filter.statuses === undefined} or h.status = any(${`{${(filter.statuses ?? []).join(',')}}`}::text[]))
        and (not ${filter.unseen} or not h.seen)
      order by h.id desc limit ${filter.limit}`));
    return rows.map((row) => ({
      id: num(row.id), jackpot_id: num(row.jackpot_id), jackpot_name: String(row.jackpot_name), level_code: String(row.level_code), level_name: String(row.level_name),
      user_id: num(row.user_id), amount: num(row.amount), currency: String(row.currency), status: row.status as HitRow['status'], seen: Boolean(row.seen),
      created_at: new Date(String(row.created_at)),
    }));
  }

  /** Marks the caller's own hits seen; answers how many changed. */
  async markSeen(userId: number, ids: readonly number[]): Promise<number> {
    return rowsOf(await this.db.execute(sql`update jackpot_hits set seen = true where user_id = ${userId} and id = any(${idArray(ids)}) and not seen returning id`)).length;
  }

  /**
   * The facts of `bets_placed` events applied in one transaction: for each placed bet (id order)
   * not drawn before (a replay skips it), each active level of each active jackpot it qualifies for
   * takes its contribution, then draws; a hit takes the level's whole pool (this bet's
   * contribution included) as an APPROVED hit. The levels are locked first, so two appliers
   * serialise. Answers the hits written.
   */
  async applyPlacedBets(betIds: readonly number[], draw: DrawSource, now: Date): Promise<number[]> {
    if (betIds.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const levels = rowsOf<Record<string, unknown>>(await tx.execute(sql`select l.*, j.currency, j.min_stake, j.min_odds from jackpot_levels l join jackpots j on j.id = l.jackpot_id
        where j.status = 'active' and l.active order by l.id for update of l`)).map((row) => ({ ...levelOf(row), currency: String(row.currency), minStake: num(row.min_stake), minOdds: row.min_odds === null ? null : num(row.min_odds) }));
      if (levels.length === 0) return [];
      // A cash stake is a bet_stake entry (a free bet's is freebet_stake); a VIP bet waits for review.
      const bets = rowsOf<Record<string, unknown>>(await tx.execute(sql`select b.id, b.user_id, b.currency, b.stake, b.odds, b.is_vip,
          exists (select 1 from ledger_entries le where le.kind = 'bet_stake' and le.reference = 'bet:' || b.id) as cash_stake
        from bets b
        where b.id = any(${idArray(betIds)}) and not exists (select 1 from jackpot_draws d where d.bet_id = b.id)
        order by b.id`));
      const draws: { bet_id: number; level_id: number; contribution: number; random: number; hit_one_in: number; hit: boolean }[] = [];
      const hits: { level_id: number; jackpot_id: number; user_id: number; bet_id: number; amount: number; currency: string }[] = [];
      const pools = new Map(levels.map((level) => [level.id, { pool: level.pool_amount, contributed: 0, hits: 0 }]));
      for (const row of bets) {
        const bet = { currency: String(row.currency), stake: num(row.stake), oddsThousandths: num(row.odds), freeStake: !row.cash_stake, accepted: !row.is_vip };
        for (const level of levels) {
          if (!qualifiesForJackpot(bet, { currency: level.currency, minStake: level.minStake, minOddsThousandths: level.minOdds })) continue;
          const contribution = jackpotContribution(bet.stake, level.contribution_bp);
          const random = draw(level.hit_one_in);
          const pool = pools.get(level.id);
          if (!pool) continue;
          pool.pool += contribution;
          pool.contributed += contribution;
          const hit = isJackpotHit(random, level.hit_one_in) && pool.pool > 0;
          draws.push({ bet_id: num(row.id), level_id: level.id, contribution, random, hit_one_in: level.hit_one_in, hit });
          if (hit) {
            hits.push({ level_id: level.id, jackpot_id: level.jackpot_id, user_id: num(row.user_id), bet_id: num(row.id), amount: pool.pool, currency: level.currency });
            pool.hits += pool.pool;
            pool.pool = 0;
          }
        }
      }
      if (draws.length === 0) return [];
      const at = now.toISOString();
      await tx.execute(sql`insert into jackpot_draws (bet_id, level_id, contribution, random, hit_one_in, hit, created_at)
        select x.bet_id, x.level_id, x.contribution, x.random, x.hit_one_in, x.hit, ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(draws)}::jsonb) as x(bet_id bigint, level_id int, contribution bigint, random bigint, hit_one_in bigint, hit boolean)`);
      const moved = [...pools.entries()].filter(([, pool]) => pool.contributed > 0 || pool.hits > 0).map(([id, pool]) => ({ id, contributed: pool.contributed, hits: pool.hits }));
      await tx.execute(sql`update jackpot_levels l set pool_amount = l.pool_amount + x.contributed - x.hits,
          contributed_amount = l.contributed_amount + x.contributed, hits_amount = l.hits_amount + x.hits
        from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as x(id int, contributed bigint, hits bigint) where l.id = x.id`);
      if (hits.length === 0) return [];
      const written = rowsOf<{ id: number }>(await tx.execute(sql`insert into jackpot_hits (jackpot_id, level_id, user_id, bet_id, amount, currency, status, created_at)
        select x.jackpot_id, x.level_id, x.user_id, x.bet_id, x.amount, x.currency, 'APPROVED', ${at}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as x(jackpot_id int, level_id int, user_id int, bet_id bigint, amount bigint, currency text)
        returning id`));
      return written.map((row) => num(row.id));
    });
  }

  /** Ids of hits drawn but not yet paid (the sweep pays them). */
  async approvedHitIds(limit = 100): Promise<number[]> {
    return rowsOf<{ id: number }>(await this.db.execute(sql`select id from jackpot_hits where status = 'APPROVED' order by id limit ${limit}`)).map((row) => num(row.id));
  }

  /**
   * Pays one APPROVED hit: a cash credit of its amount to the winner's account of its currency
   * (ledger kind jackpot_win, reference jackpot_hit:<id>) and the hit PAID, in one transaction
   * (the hit row locked: paid once). Null when already paid or the player has no such account.
   */
  async pay(hitId: number, now: Date): Promise<PaidHit | null> {
    return this.db.transaction(async (tx) => {
      const [hit] = rowsOf<{ user_id: number; amount: string | number; currency: string; status: string }>(await tx.execute(sql`select user_id, amount, currency, status from jackpot_hits where id = ${hitId} for update`));
      if (!hit || hit.status !== 'APPROVED') return null;
      const account = await this.wallet.lockAccount(tx, hit.user_id, hit.currency);
      if (!account) return null;
      const balance = await this.wallet.post(tx, { id: account.id, balance: Number(account.balance) }, num(hit.amount), 'jackpot_win', `jackpot_hit:${hitId}`, now);
      await tx.execute(sql`update jackpot_hits set status = 'PAID', paid_at = ${now.toISOString()}::timestamptz where id = ${hitId}`);
      return { userId: hit.user_id, language: account.language, currency: hit.currency, balance };
    });
  }
}
