import { qualifiesForTournament, type PayoutState, type PrizeBand, type SportType } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray, rowsOf } from '../../db/rows';
import type { StoredEventCondition } from '../../db/schema';
import { eventConditionOf } from '../bonuses/terms';
import { WalletRepository } from '../wallet/repository';

export type TournamentStatusValue = 'active' | 'paused' | 'finished';

export interface TournamentRow {
  id: number;
  name: string;
  status: TournamentStatusValue;
  startsAt: Date;
  endsAt: Date;
  minStakes: Record<string, number>;
  minOdds: number | null;
  eventConditions: StoredEventCondition[];
  prizes: Record<string, PrizeBand[]>;
  createdAt: Date;
  finishedAt: Date | null;
  standings: { currency: string; participants: number; farmedTotal: number }[];
}

export interface NewTournament {
  name: string;
  status: 'active' | 'paused';
  startsAt: Date;
  endsAt: Date;
  minStakes: Record<string, number>;
  minOdds: number | null;
  eventConditions: StoredEventCondition[];
  prizes: Record<string, PrizeBand[]>;
}

export interface EntryRow {
  userId: number;
  farmedAmount: number;
  betsCount: number;
  position: number;
}

export interface PayoutRow {
  id: number;
  tournamentId: number;
  userId: number;
  position: number;
  currency: string;
  amount: number;
  farmedAmount: number;
  status: PayoutState;
  createdAt: Date;
  decidedAt: Date | null;
  paidAt: Date | null;
}

/** A leaderboard that moved: what tournament_pool_changed carries. */
export interface MovedStanding {
  tournamentId: number;
  currency: string;
  participants: number;
  farmedTotal: number;
}

const num = (value: unknown) => Number(value);
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));
const ORDER = sql.raw('farmed_amount desc, reached_at, last_bet_id');

/**
 * The rank counts (`promo_tournament_rank_counts`, docs/promotions.md "Ranking and ties"): for
 * each leaderboard, level k (0 … RANK_LEVELS − 1) and node n, how many entries have
 * `farmed_amount >> k = n` (amounts are below 2^53, the whole numbers a JavaScript number holds).
 * An amount larger than A first differs from A at some bit k where A has 0 and it has 1, with the
 * same bits above: exactly the entries of node `(A >> k) | 1` at level k. So the entries with more
 * than A are the sum of those nodes over the levels where A's bit is 0: at most RANK_LEVELS rows,
 * whatever the number of entries. Moving an entry changes one node per level on each side.
 */
const RANK_LEVELS = 53;
const LAST_LEVEL = sql.raw(String(RANK_LEVELS - 1));

function payoutOf(row: Record<string, unknown>): PayoutRow {
  return {
    id: num(row.id), tournamentId: num(row.tournament_id), userId: num(row.user_id), position: num(row.position), currency: String(row.currency),
    amount: num(row.amount), farmedAmount: num(row.farmed_amount), status: row.status as PayoutState,
    createdAt: new Date(String(row.created_at)), decidedAt: dateOf(row.decided_at), paidAt: dateOf(row.paid_at),
  };
}

/**
 * Tournaments, their leaderboards and payouts (issue 23; docs/promotions.md "Tournaments").
 * Entries move only in `applySettledBets` (the event worker, after settlement commits), in one
 * transaction with the counted bets (`promo_tournament_bets`, one row per tournament and bet: a replay
 * counts nothing twice) and the standings (participants, farmed total per currency).
 */
export class TournamentsRepository {
  private readonly wallet: WalletRepository;

  constructor(private readonly db: Database) {
    this.wallet = new WalletRepository(db);
  }

  async create(tournament: NewTournament, now: Date): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(await tx.execute(sql`insert into promo_tournaments (name, status, starts_at, ends_at, min_stakes, min_odds, event_conditions, prizes, created_at)
        values (${tournament.name}, ${tournament.status}, ${tournament.startsAt.toISOString()}::timestamptz, ${tournament.endsAt.toISOString()}::timestamptz,
          ${JSON.stringify(tournament.minStakes)}::jsonb, ${tournament.minOdds}, ${JSON.stringify(tournament.eventConditions)}::jsonb, ${JSON.stringify(tournament.prizes)}::jsonb,
          ${now.toISOString()}::timestamptz) returning id`));
      const id = num(row?.id);
      await tx.execute(sql`insert into promo_tournament_standings (tournament_id, currency)
        select ${id}, value from jsonb_array_elements_text(${JSON.stringify(Object.keys(tournament.minStakes))}::jsonb)`);
      return id;
    });
  }

  /** Tournaments with their standings, newest first; `ids` narrows to those. */
  async list(filter: { ids?: readonly number[]; statuses?: readonly string[]; offset?: number; limit?: number }): Promise<TournamentRow[]> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select t.* from promo_tournaments t
      where (${filter.ids === undefined} or t.id = any(${idArray(filter.ids ?? [])}))
        and (${filter.statuses === undefined} or t.status = any(${`{${(filter.statuses ?? []).join(',')}}`}::text[]))
      order by t.id desc offset ${filter.offset ?? 0} limit ${filter.limit ?? 500}`));
    if (rows.length === 0) return [];
    const standings = rowsOf<Record<string, unknown>>(await this.db.execute(sql`select tournament_id, currency, participants, farmed_total from promo_tournament_standings
      where tournament_id = any(${idArray(rows.map((row) => num(row.id)))})`));
    return rows.map((row) => ({
      id: num(row.id), name: String(row.name), status: row.status as TournamentStatusValue,
      startsAt: new Date(String(row.starts_at)), endsAt: new Date(String(row.ends_at)),
      minStakes: row.min_stakes as Record<string, number>, minOdds: row.min_odds === null ? null : num(row.min_odds),
      eventConditions: row.event_conditions as StoredEventCondition[], prizes: row.prizes as Record<string, PrizeBand[]>,
      createdAt: new Date(String(row.created_at)), finishedAt: dateOf(row.finished_at),
      standings: standings.filter((standing) => num(standing.tournament_id) === num(row.id))
        .map((standing) => ({ currency: String(standing.currency), participants: num(standing.participants), farmedTotal: num(standing.farmed_total) })),
    }));
  }

  /** pause / resume; 'missing' or 'finished' (final) when it cannot change. */
  async setStatus(id: number, status: 'active' | 'paused'): Promise<'ok' | 'missing' | 'finished'> {
    const [row] = rowsOf<{ status: string }>(await this.db.execute(sql`select status from promo_tournaments where id = ${id}`));
    if (!row) return 'missing';
    if (row.status === 'finished') return 'finished';
    await this.db.execute(sql`update promo_tournaments set status = ${status} where id = ${id}`);
    return 'ok';
  }

  /**
   * Finishes a tournament: its leaderboards freeze (the row is locked, so a worker pass that is
   * counting bets finishes first) and each paid position that has a player gets a payout
   * `initial` with its prize. Answers 'missing', 'finished' (already) or 'ok'.
   */
  async finish(id: number, now: Date): Promise<'ok' | 'missing' | 'finished'> {
    return this.db.transaction(async (tx) => {
      const [row] = rowsOf<{ status: string; prizes: Record<string, PrizeBand[]> }>(await tx.execute(sql`select status, prizes from promo_tournaments where id = ${id} for update`));
      if (!row) return 'missing';
      if (row.status === 'finished') return 'finished';
      await tx.execute(sql`update promo_tournaments set status = 'finished', finished_at = ${now.toISOString()}::timestamptz where id = ${id}`);
      const bands = Object.entries(row.prizes).flatMap(([currency, list]) => list.map((band) => ({ currency, from: band.from, to: band.to, amount: band.amount })));
      // Each band's positions from the leaderboard in order (row_number over the rank index).
      await tx.execute(sql`insert into promo_tournament_payouts (tournament_id, currency, position, user_id, amount, farmed_amount, status, created_at)
        select ${id}, ranked.currency, ranked.position, ranked.user_id, b.amount, ranked.farmed_amount, 'initial', ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(bands)}::jsonb) as b(currency text, "from" int, "to" int, amount bigint)
        join lateral (
          select e.currency, e.user_id, e.farmed_amount, row_number() over (order by ${ORDER})::int as position
          from promo_tournament_entries e where e.tournament_id = ${id} and e.currency = b.currency
          order by ${ORDER} limit b."to"
        ) ranked on ranked.position >= b."from"`);
      return 'ok';
    });
  }

  /**
   * The bets of `bets_settled` events counted in one transaction: for each active tournament
   * (locked: appliers and a finish serialise) and each settled bet that qualifies
   * (domain qualifiesForTournament), one `promo_tournament_bets` row (a bet counted before is skipped),
   * then the players' entries grow by the counted stakes (reached at the latest counted bet's
   * settlement) and the standings by the new participants and stakes. Answers the moved standings.
   */
  async applySettledBets(betIds: readonly number[]): Promise<MovedStanding[]> {
    if (betIds.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const tournaments = rowsOf<Record<string, unknown>>(await tx.execute(sql`select id, starts_at, ends_at, min_stakes, min_odds, event_conditions
        from promo_tournaments where status = 'active' order by id for update`)).map((row) => ({
        id: num(row.id),
        terms: {
          startsAt: new Date(String(row.starts_at)), endsAt: new Date(String(row.ends_at)), minStakes: row.min_stakes as Record<string, number>,
          minOddsThousandths: row.min_odds === null ? null : num(row.min_odds),
          eventConditions: (row.event_conditions as StoredEventCondition[]).map(eventConditionOf),
        },
      }));
      if (tournaments.length === 0) return [];
      // A cash stake is a bet_stake entry (a free bet's is freebet_stake); the legs' place in the catalogue for the event conditions.
      const bets = rowsOf<Record<string, unknown>>(await tx.execute(sql`select b.id, b.user_id, b.currency, b.stake, b.odds, b.result, b.created_at, b.settled_at,
          exists (select 1 from ledger_entries le where le.kind = 'bet_stake' and le.reference = 'bet:' || b.id) as cash_stake,
          (select json_agg(json_build_array(m.id, m.sport_id, m.category_id, m.tournament_id, s.type))
            from bet_selections l join matches m on m.id = l.match_id join sports s on s.id = m.sport_id where l.bet_id = b.id) as legs
        from bets b where b.id = any(${idArray(betIds)}) and b.status = 'done' and b.settled_at is not null order by b.id`));
      const counted: { tournament_id: number; bet_id: number; user_id: number; currency: string; stake: number; settled_at: string }[] = [];
      for (const row of bets) {
        const legs = (row.legs ?? []) as [number, number, number, number, SportType][];
        const bet = {
          currency: String(row.currency), stake: num(row.stake), oddsThousandths: num(row.odds), freeStake: !row.cash_stake,
          placedAt: new Date(String(row.created_at)), result: String(row.result),
          events: legs.map(([eventId, sportId, categoryId, tournamentId, sportType]) => ({ eventId, sportId, categoryId, tournamentId, sportType })),
        };
        for (const tournament of tournaments) {
          if (qualifiesForTournament(bet, tournament.terms)) {
            counted.push({ tournament_id: tournament.id, bet_id: num(row.id), user_id: num(row.user_id), currency: bet.currency, stake: bet.stake, settled_at: new Date(String(row.settled_at)).toISOString() });
          }
        }
      }
      if (counted.length === 0) return [];
      const moved = rowsOf<Record<string, unknown>>(await tx.execute(sql`with inserted as (
          insert into promo_tournament_bets (tournament_id, bet_id, user_id, currency, stake, settled_at)
          select x.tournament_id, x.bet_id, x.user_id, x.currency, x.stake, x.settled_at
          from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb) as x(tournament_id int, bet_id bigint, user_id int, currency text, stake bigint, settled_at timestamptz)
          on conflict do nothing returning tournament_id, bet_id, user_id, currency, stake, settled_at
        ), grouped as (
          select tournament_id, currency, user_id, sum(stake)::bigint as stake, count(*)::int as bets,
            (array_agg(settled_at order by settled_at desc, bet_id desc))[1] as reached_at,
            (array_agg(bet_id order by settled_at desc, bet_id desc))[1] as last_bet_id
          from inserted group by tournament_id, currency, user_id
        ), upserted as (
          insert into promo_tournament_entries as e (tournament_id, currency, user_id, farmed_amount, bets_count, reached_at, last_bet_id)
          select tournament_id, currency, user_id, stake, bets, reached_at, last_bet_id from grouped
          on conflict (tournament_id, currency, user_id) do update set farmed_amount = e.farmed_amount + excluded.farmed_amount,
            bets_count = e.bets_count + excluded.bets_count, reached_at = excluded.reached_at, last_bet_id = excluded.last_bet_id
          returning e.tournament_id, e.currency, e.user_id, e.farmed_amount, (xmax = 0) as fresh
        ), counted as (
          -- The rank counts (RANK_LEVELS): the entry leaves its old amount's nodes and joins its new amount's, one node per level.
          insert into promo_tournament_rank_counts as rc (tournament_id, currency, level, node, entries)
          select moves.tournament_id, moves.currency, l.level, moves.amount >> l.level, sum(moves.delta)::int
          from (
            select u.tournament_id, u.currency, u.farmed_amount as amount, 1 as delta from upserted u
            union all
            select u.tournament_id, u.currency, u.farmed_amount - g.stake, -1 from upserted u
              join grouped g on g.tournament_id = u.tournament_id and g.currency = u.currency and g.user_id = u.user_id
            where not u.fresh
          ) moves cross join generate_series(0, ${LAST_LEVEL}) as l(level)
          group by 1, 2, 3, 4 having sum(moves.delta) <> 0
          on conflict (tournament_id, currency, level, node) do update set entries = rc.entries + excluded.entries
        ), added as (
          select u.tournament_id, u.currency, count(*) filter (where u.fresh)::int as fresh,
            (select coalesce(sum(g.stake), 0) from grouped g where g.tournament_id = u.tournament_id and g.currency = u.currency)::bigint as stake
          from upserted u group by u.tournament_id, u.currency
        )
        update promo_tournament_standings s set participants = s.participants + added.fresh, farmed_total = s.farmed_total + added.stake
        from added where s.tournament_id = added.tournament_id and s.currency = added.currency
        returning s.tournament_id, s.currency, s.participants, s.farmed_total`));
      return moved.map((row) => ({ tournamentId: num(row.tournament_id), currency: String(row.currency), participants: num(row.participants), farmedTotal: num(row.farmed_total) }));
    });
  }

  /**
   * GET rating's read, in one statement (one snapshot): the top `limit` entries (an index scan of
   * `limit` rows of the rank index) and the caller's own entry with its position, 1 + the entries
   * ranked above it: those with a larger amount, summed from at most RANK_LEVELS rows of the rank
   * counts (RANK_LEVELS), plus those with the same amount that reached it earlier (a range of the
   * rank index within that one amount). Nothing counts the leaderboard row by row.
   */
  async rating(tournamentId: number, currency: string, limit: number, userId: number | null): Promise<{ top: EntryRow[]; own: EntryRow | null }> {
    const rows = rowsOf<Record<string, unknown>>(await this.db.execute(sql`(select true as top, user_id, farmed_amount, bets_count, 0::bigint as above
        from promo_tournament_entries where tournament_id = ${tournamentId} and currency = ${currency} order by ${ORDER} limit ${limit})
      union all
      (select false, mine.user_id, mine.farmed_amount, mine.bets_count,
        (select coalesce(sum(node.entries), 0) from generate_series(0, ${LAST_LEVEL}) as l(level)
          -- One primary-key probe per level (the limit keeps the planner from turning it into a scan of the counts).
          cross join lateral (select c.entries from promo_tournament_rank_counts c where c.tournament_id = ${tournamentId} and c.currency = ${currency}
            and c.level = l.level and c.node = ((mine.farmed_amount >> l.level) | 1) limit 1) node
          where (mine.farmed_amount >> l.level) & 1 = 0)
        + (select count(*) from promo_tournament_entries e where e.tournament_id = ${tournamentId} and e.currency = ${currency} and e.farmed_amount = mine.farmed_amount
            and (e.reached_at, e.last_bet_id) < (mine.reached_at, mine.last_bet_id))
      from promo_tournament_entries mine where mine.tournament_id = ${tournamentId} and mine.currency = ${currency} and mine.user_id = ${userId ?? -1})`));
    const entryOf = (row: Record<string, unknown>, position: number): EntryRow => ({ userId: num(row.user_id), farmedAmount: num(row.farmed_amount), betsCount: num(row.bets_count), position });
    const own = rows.find((row) => row.top === false);
    return {
      top: rows.filter((row) => row.top === true).map((row, index) => entryOf(row, index + 1)),
      own: own ? entryOf(own, num(own.above) + 1) : null,
    };
  }

  async payouts(tournamentId: number): Promise<PayoutRow[]> {
    return rowsOf<Record<string, unknown>>(await this.db.execute(sql`select * from promo_tournament_payouts where tournament_id = ${tournamentId} order by currency, position`)).map(payoutOf);
  }

  /**
   * Moves one payout from `from` to `to` (initial → approved or declined), under the row lock.
   * Answers the payout after, 'missing', or the payout as it stands when its state is not `from`.
   */
  async decide(tournamentId: number, payoutId: number, from: PayoutState, to: PayoutState, now: Date): Promise<{ moved: boolean; payout: PayoutRow } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from promo_tournament_payouts where id = ${payoutId} and tournament_id = ${tournamentId} for update`));
      if (!row) return null;
      if (row.status !== from) return { moved: false, payout: payoutOf(row) };
      const [updated] = rowsOf<Record<string, unknown>>(await tx.execute(sql`update promo_tournament_payouts set status = ${to}, decided_at = ${now.toISOString()}::timestamptz
        where id = ${payoutId} returning *`));
      return { moved: true, payout: payoutOf(updated ?? row) };
    });
  }

  /**
   * Pays one approved payout: a cash credit of its amount to the winner's account of its
   * currency (ledger kind tournament_prize, reference tournament_payout:<id>, unique) and the
   * payout `paid`, in one transaction under the payout's row lock (paid once).
   */
  async pay(tournamentId: number, payoutId: number, now: Date): Promise<{ moved: boolean; payout: PayoutRow; balance?: { userId: number; language: string; currency: string; balance: number } } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from promo_tournament_payouts where id = ${payoutId} and tournament_id = ${tournamentId} for update`));
      if (!row) return null;
      const payout = payoutOf(row);
      if (payout.status !== 'approved') return { moved: false, payout };
      const account = await this.wallet.lockAccount(tx, payout.userId, payout.currency);
      if (!account) return { moved: false, payout };
      const balance = await this.wallet.post(tx, { id: account.id, balance: Number(account.balance) }, payout.amount, TOURNAMENT_PRIZE_KIND, `tournament_payout:${payoutId}`, now);
      const [updated] = rowsOf<Record<string, unknown>>(await tx.execute(sql`update promo_tournament_payouts set status = 'paid', paid_at = ${now.toISOString()}::timestamptz where id = ${payoutId} returning *`));
      return { moved: true, payout: payoutOf(updated ?? row), balance: { userId: payout.userId, language: account.language, currency: payout.currency, balance } };
    });
  }
}

/** The ledger kind of a tournament prize paid (reference tournament_payout:<id>). */
export const TOURNAMENT_PRIZE_KIND = 'tournament_prize';
