import {
  BONUS_ERROR_CODES,
  CHANNELS,
  type AmbBody,
  type AmbDto,
  type BonusListQuery,
  type BoostResponse,
  type HuntingBody,
  type HuntingDto,
  type OperatorAmbDto,
  type OperatorHuntingDto,
  type PaginationDto,
} from '@sportsbook/contracts';
import {
  ambTermsProblem,
  farmingStats,
  freebetBoost,
  huntingTermsProblem,
  isFreebetType,
  oddsToThousandths,
  poolLeft,
  possibleProgressCount,
  potentialHuntingPoints,
  promotionUserStatus,
  type BonusStatus,
} from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { idArray, rowsOf } from '../../db/rows';
import type { StoredEventCondition } from '../../db/schema';
import type { EventHandler } from '../../events/worker';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { postBonusEntries } from '../bonuses/bonus-ledger-repository';
import type { BonusesRepository } from '../bonuses/repository';
import type { CampaignsRepository } from '../campaigns/repository';
import { badField } from '../campaigns/service';
import { currencyOf } from '../wallet/currencies';
import { applySettledBets, huntingWindow, promotionBetOf } from './apply-settled';
import { huntingOf, playerOf, type AmbRow, type HuntingRepository, type HuntingRow } from './repository';
import { ambDto, huntingDto, operatorAmbDto, operatorHuntingDto } from './serialize';
import { huntingTermsOf } from './terms';

/** The refusal of a boost: nothing the points can add, or not a free bet this hunting farmed (422). */
export const NOTHING_TO_BOOST = 'NOTHING_TO_BOOST';

export interface HuntingServiceOptions {
  repository: HuntingRepository;
  campaigns: CampaignsRepository;
  bonuses: BonusesRepository;
  clock: Clock;
  multipleActiveFreebets: boolean;
  /** After free bets were issued (the worker publishes bonus_issued). */
  onIssued: () => void;
  /** promotion_progress_changed goes to the private channel of each player whose progress moved. */
  publisher: RealtimePublisher;
}

/** The list's default statuses (spec promotions §4 "The default filter is available and active"). */
const DEFAULT_STATUSES: readonly string[] = ['available', 'active'];

function paged<T>(items: T[], query: BonusListQuery): { data: T[]; pagination: PaginationDto } {
  const start = (query.page - 1) * query.limit;
  return { data: items.slice(start, start + query.limit), pagination: { total: items.length, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(items.length / query.limit)) } };
}

/**
 * Hunting and free-bet progress (issue 23; docs/promotions.md "Hunting", "Free-bet progress"): the
 * operator's calls, the player's lists, activation and boost, and the event worker's handling of
 * `bets_settled` (points and progress counted after the settlement's commit).
 */
export class HuntingService {
  constructor(private readonly options: HuntingServiceOptions) {}

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  // The operator's calls.

  async createHunting(body: HuntingBody): Promise<OperatorHuntingDto> {
    const now = this.now();
    const minOdds = body.min_odds === null ? null : oddsToThousandths(body.min_odds);
    const maxOdds = body.max_odds === null ? null : oddsToThousandths(body.max_odds);
    const problem = huntingTermsProblem({
      currency: body.currency, minStake: body.min_stake, minOddsThousandths: minOdds, maxOddsThousandths: maxOdds, eventConditions: [],
      farmOncePerEvent: body.farm_once_per_event, stakePerPoint: body.stake_per_point, pointsPerFreebet: body.points_per_freebet,
      freebetAmount: body.freebet_amount, initialPool: body.initial_pool,
    });
    if (problem) throw badField(problem.field, problem.message);
    const conditions = await this.checked(body, body.valid_from, body.valid_to, 'valid_to', now);
    const id = await this.options.repository.createHunting({
      name: body.name, status: body.status, currency: body.currency, minStake: body.min_stake, minOdds, maxOdds, eventConditions: conditions,
      farmOncePerEvent: body.farm_once_per_event, showInPromotion: body.show_in_promotion, stakePerPoint: body.stake_per_point,
      pointsPerFreebet: body.points_per_freebet, freebetAmount: body.freebet_amount, freebetCampaignId: body.freebet_campaign_id,
      initialPool: body.initial_pool, validFrom: body.valid_from === null ? null : new Date(body.valid_from), validTo: body.valid_to === null ? null : new Date(body.valid_to),
    }, now);
    return this.operatorHunting(id);
  }

  async operatorHuntings(): Promise<{ data: OperatorHuntingDto[] }> {
    return { data: (await this.options.repository.huntings({})).map(operatorHuntingDto) };
  }

  async operatorHunting(id: number): Promise<OperatorHuntingDto> {
    const [row] = await this.options.repository.huntings({ ids: [id] });
    if (!row) throw notFound('Hunting', id);
    return operatorHuntingDto(row);
  }

  async setHuntingStatus(id: number, action: 'pause' | 'resume' | 'end'): Promise<OperatorHuntingDto> {
    const outcome = await this.options.repository.setHuntingStatus(id, statusOf(action));
    if (outcome === 'missing') throw notFound('Hunting', id);
    if (outcome === 'ended') throw new HttpError(409, BONUS_ERROR_CODES.campaignEnded, 'The hunting has ended: it can no longer change.');
    return this.operatorHunting(id);
  }

  async createAmb(body: AmbBody): Promise<OperatorAmbDto> {
    const now = this.now();
    const minOdds = body.min_odds === null ? null : oddsToThousandths(body.min_odds);
    const ranges = body.amb_ranges.map((range) => ({ numberOfBets: range.number_of_bets, numberOfFreebets: range.number_of_freebets, issuedBonusAmount: range.issued_bonus_amount }));
    const problem = ambTermsProblem({ currency: body.currency, minStake: body.min_stake, minOddsThousandths: minOdds, eventConditions: [], ranges });
    if (problem) throw badField(problem.field, problem.message);
    const conditions = await this.checked(body, body.valid_from, body.issue_to, 'issue_to', now);
    const id = await this.options.repository.createAmb({
      name: body.name, status: body.status, currency: body.currency, minStake: body.min_stake, minOdds, eventConditions: conditions,
      ranges: body.amb_ranges, freebetCampaignId: body.freebet_campaign_id,
      validFrom: body.valid_from === null ? null : new Date(body.valid_from), issueTo: body.issue_to === null ? null : new Date(body.issue_to),
    }, now);
    return this.operatorAmb(id);
  }

  async operatorAmbs(): Promise<{ data: OperatorAmbDto[] }> {
    return { data: (await this.options.repository.ambs({})).map(operatorAmbDto) };
  }

  async operatorAmb(id: number): Promise<OperatorAmbDto> {
    const [row] = await this.options.repository.ambs({ ids: [id] });
    if (!row) throw notFound('Free-bet progress', id);
    return operatorAmbDto(row);
  }

  async setAmbStatus(id: number, action: 'pause' | 'resume' | 'end'): Promise<OperatorAmbDto> {
    const outcome = await this.options.repository.setAmbStatus(id, statusOf(action));
    if (outcome === 'missing') throw notFound('Free-bet progress', id);
    if (outcome === 'ended') throw new HttpError(409, BONUS_ERROR_CODES.campaignEnded, 'The free-bet progress has ended: it can no longer change.');
    return this.operatorAmb(id);
  }

  /** What the body's schema cannot check: the currency, the free-bet campaign, the times, the catalogue's events. */
  private async checked(body: { currency: string; freebet_campaign_id: number; event_conditions: HuntingBody['event_conditions'] }, from: string | null, to: string | null, toField: string, now: Date): Promise<StoredEventCondition[]> {
    if (!currencyOf(body.currency)) throw badField('currency', `${body.currency} is not a wallet currency`);
    const campaign = await this.options.bonuses.campaign(body.freebet_campaign_id);
    if (!campaign || !isFreebetType(campaign.type) || campaign.status === 'ended') throw badField('freebet_campaign_id', 'not a free-bet campaign that is running');
    if (to !== null && new Date(to).getTime() <= now.getTime()) throw badField(toField, 'is in the past');
    if (from !== null && to !== null && new Date(from).getTime() >= new Date(to).getTime()) throw badField('valid_from', `is not before ${toField}`);
    const resolved = await this.options.campaigns.resolveConditions(body.event_conditions);
    if ('unknown' in resolved) throw badField(resolved.unknown, 'not in the catalogue');
    return resolved.conditions;
  }

  // The player's calls.

  private status(row: { status: HuntingRow['status']; valid_from: Date | null }, validTo: Date | null, takingPart: boolean, over: boolean): BonusStatus {
    return promotionUserStatus({ campaignStatus: row.status, validFrom: row.valid_from?.getTime() ?? null, validTo: validTo?.getTime() ?? null, now: this.options.clock.now(), takingPart, over });
  }

  /** Each hunting shown (active or paused, shown in promotions) with the player's farming_stats. */
  private async huntingViews(userId: number | null, ids?: readonly number[]): Promise<HuntingDto[]> {
    const { repository } = this.options;
    const rows = (await repository.huntings({ statuses: ['active', 'paused'], ...(ids ? { ids } : {}) })).filter((row) => ids !== undefined || row.show_in_promotion);
    const players = userId === null ? [] : await repository.players(userId, rows.map((row) => row.id));
    const now = this.now();
    const open = userId !== null && players.length > 0 ? await repository.openBets(userId, Math.min(...players.map((player) => player.after_bet_id))) : [];
    const views: HuntingDto[] = [];
    for (const row of rows) {
      const player = players.find((found) => found.campaign_id === row.id) ?? null;
      const terms = huntingTermsOf(row);
      const left = poolLeft(row.initial_pool, row.given_amount);
      const openPoints = player ? potentialHuntingPoints(open.map(promotionBetOf), terms, huntingWindow(row, player), new Set(player.farmed_event_ids)) : 0;
      const stats = farmingStats({ betsCount: player?.bets_count ?? 0, stakeSum: player?.stake_sum ?? 0, points: player?.points ?? 0, spentPoints: player?.spent_points ?? 0, openPoints }, terms, left);
      const over = left !== null && left < row.freebet_amount;
      views.push(huntingDto({
        row, player, stats, status: this.status(row, row.valid_to, player !== null, over),
        usedInBets: player && userId !== null ? await repository.farmedBets(row.id, userId) : [],
        toBoost: player && userId !== null ? await repository.boostable(row.id, userId, now) : [],
      }));
    }
    return views;
  }

  /** GET /bonuses/huntings (default: available and active). */
  async huntings(userId: number | null, query: BonusListQuery): Promise<{ data: HuntingDto[]; pagination: PaginationDto }> {
    const statuses = query.status ?? DEFAULT_STATUSES;
    const views = (await this.huntingViews(userId)).filter((view) => statuses.includes(view.computed_status) || (statuses.includes('upcoming') && view.valid_from !== null && new Date(view.valid_from).getTime() > this.options.clock.now()))
      .filter((view) => query.isAvailable === undefined || (view.computed_status === 'available' || view.computed_status === 'active') === query.isAvailable);
    return paged(views, query);
  }

  /** POST /bonuses/h<id>/activate: the player takes part from now (bets placed from now farm). */
  async activate(userId: number, campaignId: number): Promise<HuntingDto> {
    const [view] = await this.huntingViews(userId, [campaignId]);
    if (!view) throw notFound('Bonus', `h${campaignId}`);
    if (view.computed_status !== 'available' && view.computed_status !== 'active') {
      throw new HttpError(422, BONUS_ERROR_CODES.notActivatable, `This bonus cannot be activated: it is ${view.computed_status}.`, { status: view.computed_status });
    }
    await this.options.repository.join(campaignId, userId, this.now());
    const [after] = await this.huntingViews(userId, [campaignId]);
    return after ?? view;
  }

  /**
   * POST /bonuses/{id}/boost: the points left over in the hunting that farmed free bet {id} raise
   * its amount by what they are worth (domain freebetBoost), once per free bet, while it is unused.
   * Locks in the order of the other writers: the hunting, its player, the account, the free bet.
   */
  async boost(userId: number, issuedId: number): Promise<BoostResponse['data']> {
    const { repository } = this.options;
    const trigger = await repository.issuedTrigger(issuedId, userId);
    const match = trigger === null ? null : /^hunting:(\d+):\d+$/.exec(trigger);
    if (!match) throw notFound('Free bet', issuedId);
    const huntingId = Number(match[1]);
    const now = this.now();
    const outcome = await repository.db.transaction(async (tx) => {
      const [hunting] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select h.*, c.type as freebet_type from hunting_campaigns h join bonus_campaigns c on c.id = h.freebet_campaign_id
        where h.id = ${huntingId} for update of h`)).map(huntingOf);
      const [player] = rowsOf<Record<string, unknown>>(await tx.execute(sql`select * from hunting_players where campaign_id = ${huntingId} and user_id = ${userId} for update`)).map(playerOf);
      if (!hunting || !player || hunting.status === 'ended') return { refused: 'The hunting has ended.' };
      await tx.execute(sql`select id from accounts where user_id = ${userId} and currency = ${hunting.currency} for update`);
      const [freebet] = rowsOf<{ amount: string | number; uses_count: number; times_used: number; open: boolean; boosted: boolean }>(await tx.execute(sql`select ib.amount, ib.uses_count, ib.times_used,
          ib.closed_at is null and (ib.expires_at is null or ib.expires_at > ${now.toISOString()}::timestamptz) as open,
          exists (select 1 from hunting_boosts hb where hb.issued_id = ib.id) as boosted
        from issued_bonuses ib where ib.id = ${issuedId} and ib.user_id = ${userId} for update`));
      if (!freebet || !freebet.open || freebet.times_used > 0 || freebet.boosted) return { refused: 'This free bet can no longer be boosted.' };
      const amount = Number(freebet.amount);
      const boost = freebetBoost(player.points - player.spent_points, amount, huntingTermsOf(hunting), poolLeft(hunting.initial_pool, hunting.given_amount));
      if (!boost) return { refused: 'There are no points to boost with.' };
      await tx.execute(sql`update issued_bonuses set amount = amount + ${boost.added} where id = ${issuedId}`);
      await tx.execute(sql`update hunting_players set spent_points = spent_points + ${boost.points} where campaign_id = ${huntingId} and user_id = ${userId}`);
      await tx.execute(sql`update hunting_campaigns set given_amount = given_amount + ${boost.added} where id = ${huntingId}`);
      await tx.execute(sql`insert into hunting_boosts (issued_id, campaign_id, user_id, points, added_amount, boost_multiplier, created_at)
        values (${issuedId}, ${huntingId}, ${userId}, ${boost.points}, ${boost.added}, ${boost.multiplierThousandths}, ${now.toISOString()}::timestamptz)`);
      // The free bet's value is bonus money: its rise is credited as such (every use left).
      await postBonusEntries(tx, [{ userId, currency: hunting.currency, amount: boost.added * (freebet.uses_count - freebet.times_used), kind: 'freebet_boost', reference: `issued:${issuedId}` }], now);
      return { boosted: { freebet_id: String(issuedId), hunting_id: `h${huntingId}`, points: boost.points, added_amount: boost.added, amount: amount + boost.added, boost_multiplier: boost.multiplierThousandths / 1000 } };
    });
    if ('refused' in outcome) throw new HttpError(422, NOTHING_TO_BOOST, outcome.refused ?? 'Nothing to boost.');
    return outcome.boosted;
  }

  /** GET /bonuses/freebets/amb (default: available and active): each progress with the player's count. */
  async ambs(userId: number | null, query: BonusListQuery): Promise<{ data: AmbDto[]; pagination: PaginationDto }> {
    const rows = await this.options.repository.ambs({ statuses: ['active', 'paused'] });
    const progress = userId === null ? new Map<number, number>() : await this.options.repository.ambProgress(userId, rows.map((row) => row.id));
    const statuses = query.status ?? DEFAULT_STATUSES;
    const views = rows.map((row) => this.amb(row, progress.get(row.id) ?? 0, userId !== null))
      .filter((view) => statuses.includes(view.computed_status))
      .filter((view) => query.isAvailable === undefined || (view.computed_status === 'available' || view.computed_status === 'active') === query.isAvailable);
    return paged(views, query);
  }

  private amb(row: AmbRow, progress: number, player: boolean): AmbDto {
    const possible = possibleProgressCount(row.ranges.map((range) => ({ numberOfBets: range.number_of_bets, numberOfFreebets: range.number_of_freebets, issuedBonusAmount: range.issued_bonus_amount })));
    return ambDto(row, progress, this.status(row, row.issue_to, player, progress >= possible));
  }

  // The event worker's part.

  /** bets_settled {bet_ids}: hunting points and amb progress, in one transaction per run of events. */
  eventHandler(): EventHandler {
    return async (events) => {
      const ids = events.flatMap((event) => (Array.isArray(event.payload.bet_ids) ? (event.payload.bet_ids as unknown[]).map(Number) : []));
      const applied = await this.options.repository.db.transaction((tx) => applySettledBets(tx, ids, { now: this.now(), multipleActiveFreebets: this.options.multipleActiveFreebets }));
      if (applied.issued > 0) this.options.onIssued();
      await this.publishProgress(applied.progressed);
    };
  }

  /**
   * After the commit: `promotion_progress_changed` (no body: the client reads its huntings and
   * free-bet progress again) on the private channel of each player whose points or progress moved.
   */
  private async publishProgress(userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    const players = rowsOf<{ id: number; language: string }>(await this.options.repository.db.execute(sql`select id, language from users where id = any(${idArray(userIds)})`));
    for (const player of players) {
      await this.options.publisher.publish(CHANNELS.user(player.language, String(player.id)), { event_name: 'promotion_progress_changed', message: {} }).catch(() => undefined);
    }
  }
}

function statusOf(action: 'pause' | 'resume' | 'end'): 'active' | 'paused' | 'ended' {
  return action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended';
}
