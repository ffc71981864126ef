import type { JackpotHitDto, OperatorJackpotDto } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import type { DatabaseHandle } from '../../src/db/client';
import { buildBets, type BetsContext, type Player } from '../bets/placement-helper';
import { OPERATOR_KEY, operator } from '../bonuses/helper';

/**
 * A seeded draw source the tests steer: `hitNext(n)` makes the next n draws 0 (a hit); otherwise
 * each draw is oneIn − 1 (never a hit), or, with `seeded`, a linear-congruential value (tests only:
 * the app draws from node:crypto).
 */
export class SteeredDraws {
  private hits = 0;
  private seed: number | null = null;
  readonly calls: number[] = [];

  hitNext(count = 1): void {
    this.hits += count;
  }

  seeded(seed: number): void {
    this.seed = seed;
  }

  readonly draw = (oneIn: number): number => {
    this.calls.push(oneIn);
    if (this.hits > 0) {
      this.hits -= 1;
      return 0;
    }
    if (this.seed === null) return oneIn - 1;
    this.seed = (this.seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor((this.seed / 2 ** 31) * oneIn);
  };
}

export async function buildJackpots(draws: SteeredDraws): Promise<BetsContext> {
  return buildBets({ feedControl: true, seed: 11, targets: { upcoming: 30, live: 2 }, operatorApiKey: OPERATOR_KEY, jackpotDraw: draws.draw });
}

export function jackpotBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Weekly jackpot',
    currency: 'EUR',
    min_stake: 100,
    min_odds: 1.2,
    levels: [
      { code: 'mini', name: 'Mini', contribution_bp: 100, hit_one_in: 1_000 },
      { code: 'grand', name: 'Grand', contribution_bp: 50, hit_one_in: 1_000_000 },
    ],
    ...overrides,
  };
}

export async function createJackpot(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<OperatorJackpotDto> {
  const created = await operator<{ data: OperatorJackpotDto }>(app, 'POST', '/jackpots', jackpotBody(overrides));
  if (created.status !== 201) throw new Error(`jackpot not created: ${JSON.stringify(created.body)}`);
  return created.body.data;
}

export async function hitsCall(app: FastifyInstance, query: string, who: Player | null) {
  const response = await app.inject({ method: 'GET', url: `/sportsbook/v1/jackpot-hits${query}`, headers: who ? { authorization: who.authorization } : {} });
  return { status: response.statusCode, body: response.json<{ data: JackpotHitDto[]; error?: { code: string } }>() };
}

/** Every level's pool, contributions and hits as stored, with the sums of its draws and hits rows. */
export async function ledgerOfLevels(database: DatabaseHandle, jackpotId: number) {
  return rowsOf<{ code: string; pool: number; contributed: number; hits: number; drawn: number; hit_rows: number; hit_sum: number }>(await database.db.execute(sql`
    select l.code, l.pool_amount::int as pool, l.contributed_amount::int as contributed, l.hits_amount::int as hits,
      (select coalesce(sum(d.contribution), 0)::int from jackpot_draws d where d.level_id = l.id) as drawn,
      (select count(*)::int from jackpot_hits h where h.level_id = l.id) as hit_rows,
      (select coalesce(sum(h.amount), 0)::int from jackpot_hits h where h.level_id = l.id) as hit_sum
    from jackpot_levels l where l.jackpot_id = ${jackpotId} order by l.position`));
}

/**
 * The event worker's pending work, done now, up to the last event written. On a shared
 * PostgreSQL server another database's transaction still running holds the worker back (it reads
 * only events older than every running transaction), so this passes again until it caught up.
 */
export async function drainAll(context: BetsContext): Promise<void> {
  const [last] = rowsOf<{ id: number | null }>(await context.database.db.execute(sql`select max(id)::int as id from events`));
  for (let tries = 0; tries < 400; tries += 1) {
    await context.app.bonuses.worker.drain();
    const [at] = rowsOf<{ position: number | null }>(await context.database.db.execute(sql`select max(position)::int as position from event_positions where worker = 'bonuses'`));
    if ((at?.position ?? 0) >= (last?.id ?? 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the event worker did not catch up');
}
