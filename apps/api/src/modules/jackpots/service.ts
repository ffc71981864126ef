import { createHmac, randomInt } from 'node:crypto';
import type { JackpotBody, JackpotDto, JackpotHitDto, OperatorJackpotDto } from '@sportsbook/contracts';
import { convertMinorUnits, oddsToThousandths, thousandthsToOdds, type RateTable } from '@sportsbook/domain';
import type { EventHandler } from '../../events/worker';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { badField } from '../campaigns/service';
import { publishBalance } from '../settlement/service';
import { currencyOf } from '../wallet/currencies';
import type { DrawSource, HitRow, JackpotRow, JackpotsRepository } from './repository';

/** The cryptographic source of every draw that pays money (ARCHITECTURE §10 "Randomness"). */
export const cryptoDraw: DrawSource = (oneIn) => (oneIn === 1 ? 0 : randomInt(0, oneIn));

const subunitsOf = (currency: string) => currencyOf(currency)?.subunits ?? 100;

function publicJackpot(row: JackpotRow): JackpotDto {
  const sum = (pick: (level: JackpotRow['levels'][number]) => number) => row.levels.reduce((total, level) => total + pick(level), 0);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    amount: sum((level) => level.pool_amount),
    pool_amount: sum((level) => level.contributed_amount),
    hits_amount: sum((level) => level.hits_amount),
    currency: row.currency,
    currency_subunits: subunitsOf(row.currency),
    min_stake: row.min_stake,
    min_odds: row.min_odds === null ? null : thousandthsToOdds(row.min_odds),
    levels: row.levels.map((level) => ({ code: level.code, name: level.name, pool_amount: level.pool_amount, state: level.active ? 'active' : 'inactive' })),
  };
}

export interface JackpotServiceOptions {
  repository: JackpotsRepository;
  clock: Clock;
  publisher: RealtimePublisher;
  rates: RateTable;
  /** Keys the winners' hashes (the JWT secret): stable per player, not reversible without it. */
  secret: string;
  draw?: DrawSource;
  log?: { error(details: unknown, message: string): void };
}

/**
 * Jackpots (issue 23; docs/promotions.md "Jackpots"): the public reads, the player's hits, the
 * operator's calls, and what the event worker does with `bets_placed` (contributions and draws,
 * then each hit paid through the ledger).
 */
export class JackpotService {
  private readonly draw: DrawSource;

  constructor(private readonly options: JackpotServiceOptions) {
    this.draw = options.draw ?? cryptoDraw;
  }

  async list(query: { status: readonly string[]; currency?: string | undefined; page: number; limit: number }): Promise<{ data: JackpotDto[] }> {
    const rows = await this.options.repository.list({ statuses: query.status, ...(query.currency ? { currency: query.currency } : {}), offset: (query.page - 1) * query.limit, limit: query.limit });
    return { data: rows.map(publicJackpot) };
  }

  async get(id: number): Promise<JackpotDto> {
    const [row] = await this.options.repository.list({ ids: [id] });
    if (!row) throw new HttpError(404, 'JACKPOT_NOT_FOUND', 'No such jackpot');
    return publicJackpot(row);
  }

  userHash(userId: number): string {
    return createHmac('sha256', this.options.secret).update(`jackpot-hit:${userId}`).digest('hex').slice(0, 16);
  }

  /** GET /jackpot-hits: the latest hits (a jackpot's, a status's), or the caller's own (for_user, unseen: signed in). */
  async hits(userId: number | null, query: { jackpot_id?: number | undefined; limit: number; status?: readonly string[] | undefined; for_user: boolean; unseen: boolean }): Promise<{ data: JackpotHitDto[] }> {
    if ((query.for_user || query.unseen) && userId === null) throw new HttpError(401, 'UNAUTHORIZED', 'for_user and unseen need a signed-in player');
    const own = query.for_user || query.unseen;
    const rows = await this.options.repository.hits({
      ...(query.jackpot_id === undefined ? {} : { jackpotId: query.jackpot_id }),
      ...(query.status === undefined ? {} : { statuses: query.status }),
      ...(own && userId !== null ? { userId } : {}),
      unseen: query.unseen,
      limit: query.limit,
    });
    return { data: rows.map((row) => this.hitDto(row, userId)) };
  }

  private hitDto(row: HitRow, callerId: number | null): JackpotHitDto {
    const eur = convertMinorUnits(row.amount, { code: row.currency, subunits: subunitsOf(row.currency) }, { code: 'EUR', subunits: 100 }, this.options.rates);
    return {
      id: row.id,
      jackpot_id: row.jackpot_id,
      jackpot_name: row.jackpot_name,
      jackpot_level_code: row.level_code,
      jackpot_level_name: row.level_name,
      amount: row.amount,
      amount_eur: eur ?? 0,
      currency: row.currency,
      status: row.status,
      created_at: row.created_at.toISOString(),
      user_hash: this.userHash(row.user_id),
      seen: callerId === row.user_id ? row.seen : null,
    };
  }

  async markSeen(userId: number, ids: readonly number[]): Promise<{ data: { marked: number } }> {
    return { data: { marked: await this.options.repository.markSeen(userId, ids) } };
  }

  // The operator's calls.

  async create(body: JackpotBody): Promise<OperatorJackpotDto> {
    if (!currencyOf(body.currency)) throw badField('currency', `${body.currency} is not a wallet currency`);
    const id = await this.options.repository.create({
      name: body.name,
      currency: body.currency,
      minStake: body.min_stake,
      minOdds: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
      status: body.status,
      levels: body.levels.map((level) => ({ code: level.code, name: level.name, contributionBp: level.contribution_bp, hitOneIn: level.hit_one_in })),
    }, new Date(this.options.clock.now()));
    return this.operatorGet(id);
  }

  async operatorList(): Promise<{ data: OperatorJackpotDto[] }> {
    return { data: (await this.options.repository.list({})).map(operatorJackpot) };
  }

  async operatorGet(id: number): Promise<OperatorJackpotDto> {
    const [row] = await this.options.repository.list({ ids: [id] });
    if (!row) throw new HttpError(404, 'JACKPOT_NOT_FOUND', 'No such jackpot');
    return operatorJackpot(row);
  }

  async setStatus(id: number, action: 'pause' | 'resume' | 'end'): Promise<OperatorJackpotDto> {
    const outcome = await this.options.repository.setStatus(id, { pause: 'paused', resume: 'active', end: 'ended' }[action] as 'active' | 'paused' | 'ended');
    if (outcome === 'missing') throw new HttpError(404, 'JACKPOT_NOT_FOUND', 'No such jackpot');
    if (outcome === 'ended') throw new HttpError(409, 'JACKPOT_ENDED', 'The jackpot has ended');
    return this.operatorGet(id);
  }

  // The event worker's part.

  /** bets_placed {bet_ids}: contributions and draws in one transaction, then each hit paid. */
  eventHandler(): EventHandler {
    return async (events) => {
      const ids = events.flatMap((event) => (Array.isArray(event.payload.bet_ids) ? (event.payload.bet_ids as unknown[]).map(Number) : []));
      const hits = await this.options.repository.applyPlacedBets(ids, this.draw, new Date(this.options.clock.now()));
      for (const id of hits) await this.payHit(id);
    };
  }

  /** Pays the hits left APPROVED (a payment that failed, a crash between the draw and the payment). */
  async payApproved(): Promise<void> {
    for (const id of await this.options.repository.approvedHitIds()) await this.payHit(id);
  }

  private async payHit(id: number): Promise<void> {
    try {
      const paid = await this.options.repository.pay(id, new Date(this.options.clock.now()));
      if (paid) await publishBalance(this.options.publisher, paid, 'jackpot_win');
    } catch (error) {
      this.options.log?.error({ err: error, hit: id }, 'jackpot hit not paid; retried by the sweep');
    }
  }
}

function operatorJackpot(row: JackpotRow): OperatorJackpotDto {
  const base = publicJackpot(row);
  return {
    ...base,
    created_at: row.created_at.toISOString(),
    levels: row.levels.map((level, index) => ({
      ...(base.levels[index] ?? { code: level.code, name: level.name, pool_amount: level.pool_amount, state: 'active' as const }),
      contribution_bp: level.contribution_bp,
      hit_one_in: level.hit_one_in,
      contributed_amount: level.contributed_amount,
      hits_amount: level.hits_amount,
    })),
  };
}
