import { createHmac } from 'node:crypto';
import { CHANNELS, type OperatorTournamentDto, type PromoTournamentDto, type TournamentBody, type TournamentPayoutDto, type TournamentRatingDto } from '@sportsbook/contracts';
import { oddsToThousandths, payoutTransition, type PayoutAction } from '@sportsbook/domain';
import type { EventHandler } from '../../events/worker';
import type { Clock } from '../../feed/clock';
import { HttpError } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { badField } from '../campaigns/service';
import type { CampaignsRepository } from '../campaigns/repository';
import { publishBalance } from '../settlement/service';
import { currencyOf } from '../wallet/currencies';
import type { MovedStanding, TournamentRow, TournamentsRepository } from './repository';
import { operatorTournamentDto, payoutDto, rowDto, subunitsOf, tournamentDto } from './serialize';

export interface TournamentServiceOptions {
  repository: TournamentsRepository;
  /** Resolves the operator's event conditions against the catalogue (the campaigns' own check). */
  conditions: Pick<CampaignsRepository, 'resolveConditions'>;
  clock: Clock;
  publisher: RealtimePublisher;
  /** The public channels' languages: tournament_pool_changed goes to each. */
  languages: readonly string[];
  /** Keys the players' hashes (the JWT secret): stable per player, not reversible without it. */
  secret: string;
  log?: { error(details: unknown, message: string): void };
}

const notFound = () => new HttpError(404, 'TOURNAMENT_NOT_FOUND', 'No such tournament');

/**
 * Tournaments (issue 23; docs/promotions.md "Tournaments"): the public list and rating, the
 * operator's calls (create, pause, resume, finish, payouts), and what the event worker does with
 * `bets_settled` (the leaderboards grow, then tournament_pool_changed on the public channels).
 */
export class TournamentService {
  constructor(private readonly options: TournamentServiceOptions) {}

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  async list(query: { status: readonly string[]; page: number; limit: number }): Promise<{ data: PromoTournamentDto[] }> {
    const rows = await this.options.repository.list({ statuses: query.status, offset: (query.page - 1) * query.limit, limit: query.limit });
    const now = this.now();
    return { data: rows.map((row) => tournamentDto(row, now)) };
  }

  async get(id: number): Promise<PromoTournamentDto> {
    return tournamentDto(await this.row(id), this.now());
  }

  userHash(userId: number): string {
    return createHmac('sha256', this.options.secret).update(`tournament-player:${userId}`).digest('hex').slice(0, 12);
  }

  /**
   * GET /tournaments/{id}/rating: the top `limit` rows of a currency's leaderboard (default the
   * tournament's first currency) and the caller's own row wherever it stands.
   */
  async rating(id: number, callerId: number | null, query: { currency?: string | undefined; limit: number }): Promise<TournamentRatingDto> {
    const row = await this.row(id);
    const currencies = Object.keys(row.minStakes);
    const currency = query.currency ?? currencies[0] ?? 'EUR';
    if (!currencies.includes(currency)) throw badField('currency', `the tournament does not rank ${currency}`);
    const bands = row.prizes[currency] ?? [];
    const hash = (userId: number) => this.userHash(userId);
    const { top, own } = await this.options.repository.rating(id, currency, query.limit, callerId);
    return {
      tournament_id: id,
      currency,
      currency_subunits: subunitsOf(currency),
      participants: row.standings.find((standing) => standing.currency === currency)?.participants ?? 0,
      rows: top.map((entry) => rowDto(entry, currency, bands, callerId, hash)),
      current_user: own === null ? null : rowDto(own, currency, bands, callerId, hash),
    };
  }

  // The operator's calls.

  async create(body: TournamentBody): Promise<OperatorTournamentDto> {
    const unknown = Object.keys(body.min_stake).find((code) => currencyOf(code) === null);
    if (unknown !== undefined) throw badField(`min_stake.${unknown}`, 'the wallet holds no such currency');
    const resolved = await this.options.conditions.resolveConditions(body.event_conditions);
    if ('unknown' in resolved) throw badField(resolved.unknown, 'not in the catalogue');
    const id = await this.options.repository.create({
      name: body.name,
      status: body.status,
      startsAt: new Date(body.starts_at),
      endsAt: new Date(body.ends_at),
      minStakes: body.min_stake,
      minOdds: body.min_odds === null ? null : oddsToThousandths(body.min_odds),
      eventConditions: resolved.conditions,
      prizes: body.prizes,
    }, this.now());
    return this.operatorGet(id);
  }

  async operatorList(): Promise<{ data: OperatorTournamentDto[] }> {
    const now = this.now();
    return { data: (await this.options.repository.list({})).map((row) => operatorTournamentDto(row, now)) };
  }

  async operatorGet(id: number): Promise<OperatorTournamentDto> {
    return operatorTournamentDto(await this.row(id), this.now());
  }

  async setStatus(id: number, action: 'pause' | 'resume'): Promise<OperatorTournamentDto> {
    this.finalOr(await this.options.repository.setStatus(id, action === 'pause' ? 'paused' : 'active'));
    return this.operatorGet(id);
  }

  /** Finish (only once its period is over): the leaderboards freeze and each paid position gets a payout `initial`. */
  async finish(id: number): Promise<OperatorTournamentDto> {
    const row = await this.row(id);
    const now = this.now();
    if (row.status !== 'finished' && row.endsAt.getTime() > now.getTime()) throw new HttpError(409, 'TOURNAMENT_NOT_OVER', 'The tournament runs until ends_at: it finishes after');
    this.finalOr(await this.options.repository.finish(id, now));
    await this.publishStandings((await this.row(id)).standings.map((standing) => ({ tournamentId: id, ...standing })));
    return this.operatorGet(id);
  }

  async payouts(id: number): Promise<{ data: TournamentPayoutDto[] }> {
    await this.row(id);
    return { data: (await this.options.repository.payouts(id)).map(payoutDto) };
  }

  /** approve / decline (initial → approved / declined), pay (approved → paid, through the ledger); 409 PAYOUT_STATE otherwise. */
  async payout(id: number, payoutId: number, action: PayoutAction): Promise<TournamentPayoutDto> {
    const now = this.now();
    const outcome: Awaited<ReturnType<TournamentsRepository['pay']>> = action === 'pay'
      ? await this.options.repository.pay(id, payoutId, now)
      : await this.options.repository.decide(id, payoutId, 'initial', payoutTransition('initial', action) ?? 'initial', now);
    if (!outcome) throw new HttpError(404, 'PAYOUT_NOT_FOUND', 'No such payout in this tournament');
    if (!outcome.moved) {
      const next = payoutTransition(outcome.payout.status, action);
      throw new HttpError(409, 'PAYOUT_STATE', next === null ? `A payout ${outcome.payout.status} cannot be ${action === 'pay' ? 'paid' : `${action}d`}` : 'The player has no account in the payout\'s currency');
    }
    const credited = outcome.balance;
    if (credited) await publishBalance(this.options.publisher, credited, 'tournament_prize');
    return payoutDto(outcome.payout);
  }

  // The event worker's part.

  /** bets_settled {bet_ids}: the leaderboards grow in one transaction, then each moved one is announced. */
  eventHandler(): EventHandler {
    return async (events) => {
      const ids = events.flatMap((event) => (Array.isArray(event.payload.bet_ids) ? (event.payload.bet_ids as unknown[]).map(Number) : []));
      await this.publishStandings(await this.options.repository.applySettledBets(ids));
    };
  }

  private async publishStandings(moved: readonly MovedStanding[]): Promise<void> {
    for (const standing of moved) {
      const message = { tournament_id: standing.tournamentId, currency: standing.currency, participants: standing.participants, farmed_total: standing.farmedTotal };
      for (const language of this.options.languages) {
        await this.options.publisher.publish(CHANNELS.public(language), { event_name: 'tournament_pool_changed', message }).catch((error: unknown) => {
          this.options.log?.error({ err: error }, 'tournament_pool_changed not published');
        });
      }
    }
  }

  private async row(id: number): Promise<TournamentRow> {
    const [row] = await this.options.repository.list({ ids: [id] });
    if (!row) throw notFound();
    return row;
  }

  private finalOr(outcome: 'ok' | 'missing' | 'finished'): void {
    if (outcome === 'missing') throw notFound();
    if (outcome === 'finished') throw new HttpError(409, 'TOURNAMENT_FINISHED', 'The tournament has finished');
  }
}
