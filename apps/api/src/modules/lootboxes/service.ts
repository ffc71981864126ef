import { randomInt } from 'node:crypto';
import { ERROR_CODES, LOOTBOX_NOT_OPENABLE, type LootboxDrawDto, type LootboxDrawQuery, type LootboxDto, type LootboxListQuery, type LootboxOpenResponse, type PaginationDto } from '@sportsbook/contracts';
import { bonusTiming, type BonusPlayer } from '@sportsbook/domain';
import type { EventHandler } from '../../events/worker';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { RealtimePublisher } from '../../realtime/types';
import { LOOTBOX, type BonusesRepository } from '../bonuses/repository';
import { publishBalance } from '../settlement/service';
import { LOOTBOX_PRIZE_KIND, type LootboxesRepository, type LootboxRandom } from './repository';
import { drawDto, lootboxDto, wonDto } from './serialize';

/** The cryptographic source of every lootbox draw (ARCHITECTURE §10 "Randomness that pays money"). */
export const cryptoRandom: LootboxRandom = (below) => (below === 1 ? 0 : randomInt(0, below));

/** The status filter of spec §4 "The default filter is available and active". */
const DEFAULT_STATUSES = ['available', 'active'];

export interface LootboxServiceOptions {
  repository: LootboxesRepository;
  bonuses: BonusesRepository;
  clock: Clock;
  publisher: RealtimePublisher;
  multipleActiveFreebets: boolean;
  /** After an open issued a free bet, or bets earned boxes (pokes the event worker, which announces them). */
  onFreebetIssued: () => void;
  /** Tests only: a seeded source instead of node:crypto. */
  random?: LootboxRandom;
  /** Boxes earned by settled bets (earn-settled.ts), handed in by the app. */
  earn?: (betIds: readonly number[], now: Date) => Promise<number>;
}

/**
 * Lootboxes (issue 23; docs/promotions.md "Lootboxes"): the player's list with the server's user
 * status, the open, and the operator's audit of the draws.
 */
export class LootboxService {
  private readonly random: LootboxRandom;

  constructor(private readonly options: LootboxServiceOptions) {
    this.random = options.random ?? cryptoRandom;
  }

  /** GET /bonuses/lootboxes: the player's boxes (default status available and active), or a visitor's public lootbox campaigns. */
  async list(userId: number | null, query: LootboxListQuery): Promise<{ data: LootboxDto[]; pagination: PaginationDto }> {
    const now = new Date(this.options.clock.now());
    const all = userId === null ? await this.visitorList(query, now) : await this.playerList(userId, query, now);
    const statuses = query.status ?? (query.isAvailable === undefined ? DEFAULT_STATUSES : null);
    const listed = all.filter((dto) => {
      const upcoming = bonusTiming(dto.valid_from === null ? null : new Date(dto.valid_from), null, now) === 'Upcoming';
      const status = dto.box?.computed_status ?? (upcoming ? 'not_available' : 'available');
      if (statuses && !(statuses.includes(status) || (upcoming && statuses.includes('upcoming')))) return false;
      return query.isAvailable === undefined || (status === 'available') === query.isAvailable;
    });
    const start = (query.page - 1) * query.limit;
    return {
      data: listed.slice(start, start + query.limit),
      pagination: { total: listed.length, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(listed.length / query.limit)) },
    };
  }

  /**
   * POST /bonuses/lootboxes/{id}/open: draws and pays the prize once; a box opened before answers
   * its prize again (opened_now false). 404 for a box that is not the player's, 422
   * LOOTBOX_NOT_OPENABLE (reason not_active or expired) otherwise.
   */
  async open(userId: number, id: number, locale: string | undefined): Promise<LootboxOpenResponse['data']> {
    const { repository, bonuses, clock, publisher, multipleActiveFreebets, onFreebetIssued } = this.options;
    const now = new Date(clock.now());
    const outcome = await repository.open(userId, id, now, this.random, multipleActiveFreebets);
    if (outcome.kind === 'missing') throw notFound('Lootbox', id);
    if (outcome.kind === 'refused') {
      const why = outcome.problem === 'expired' ? 'it has expired' : 'its campaign is not active';
      throw new HttpError(422, LOOTBOX_NOT_OPENABLE, `This lootbox cannot be opened: ${why}.`, { reason: outcome.problem });
    }
    if (outcome.balance) await publishBalance(publisher, outcome.balance, LOOTBOX_PRIZE_KIND);
    if (outcome.freebetIssued) onFreebetIssued();
    const player = await bonuses.player(userId);
    const unopened = (await repository.boxes(userId, 500)).filter((box) => box.campaign.id === outcome.box.campaign.id && box.draw === null).length;
    return {
      box: lootboxDto(outcome.box.campaign, outcome.box, { player: player ? bonusPlayerOf(player) : null, currency: outcome.draw.currency, unopened, locale, now }),
      prize: wonDto(outcome.draw),
      opened_now: outcome.openedNow,
    };
  }

  /** GET /operator/campaigns/{id}/lootbox-draws: every draw of the campaign, newest first. */
  async draws(campaignId: number, query: LootboxDrawQuery): Promise<{ data: LootboxDrawDto[]; pagination: PaginationDto }> {
    const campaign = await this.options.repository.campaign(campaignId);
    if (!campaign) throw notFound('Campaign', campaignId);
    if (campaign.type !== LOOTBOX) throw new HttpError(400, ERROR_CODES.badRequest, 'Not a lootbox campaign.', { field: 'id' });
    const { rows, total } = await this.options.repository.draws(campaignId, query.user_id, (query.page - 1) * query.limit, query.limit);
    return { data: rows.map(drawDto), pagination: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) } };
  }

  /** bets_settled {bet_ids}: qualifying settled bets earn boxes (once per bet and campaign); the worker then announces them. */
  eventHandler(): EventHandler {
    return async (events) => {
      const ids = events.flatMap((event) => (Array.isArray(event.payload.bet_ids) ? (event.payload.bet_ids as unknown[]).map(Number) : []));
      const issued = await this.options.earn?.(ids, new Date(this.options.clock.now())) ?? 0;
      if (issued > 0) this.options.onFreebetIssued();
    };
  }

  private async playerList(userId: number, query: LootboxListQuery, now: Date): Promise<LootboxDto[]> {
    const [player, boxes] = await Promise.all([this.options.bonuses.player(userId), this.options.repository.boxes(userId, 500)]);
    const unopened = new Map<number, number>();
    for (const box of boxes) if (box.draw === null) unopened.set(box.campaign.id, (unopened.get(box.campaign.id) ?? 0) + 1);
    return boxes.map((box) => lootboxDto(box.campaign, box, {
      player: player ? bonusPlayerOf(player) : null, currency: box.issued.currency, unopened: unopened.get(box.campaign.id) ?? 0, locale: query.locale, now,
    }));
  }

  private async visitorList(query: LootboxListQuery, now: Date): Promise<LootboxDto[]> {
    const campaigns = await this.options.repository.publicCampaigns(500);
    return campaigns.filter((campaign) => bonusTiming(null, campaign.validTo, now) !== 'Past')
      .map((campaign) => lootboxDto(campaign, null, { player: null, currency: null, unopened: 0, locale: query.locale, now }));
  }
}

const bonusPlayerOf = (player: { country: string | null; verified: boolean }): BonusPlayer => ({ country: player.country, verified: player.verified });
