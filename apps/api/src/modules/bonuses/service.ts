import {
  BONUS_ERROR_CODES,
  ERROR_CODES,
  type BonusDto,
  type BonusesQuery,
  type BonusListKind,
  type BonusListQuery,
  type BonusTermsDto,
  type MarkAsSeenBody,
  type PaginationDto,
  type PromoCodeBonusDto,
} from '@sportsbook/contracts';
import { bonusTiming, isActivatable, isFreebetType, overriddenByActivation, playerProblem, type BonusPlayer } from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { BonusIssuer } from './issuer';
import type { BonusesRepository, BonusPlayerRow, HeldBonus } from './repository';
import { bonusDto, bonusTerms } from './serialize';
import { playerConditionsOf, type CampaignRow } from './terms';

/** A bonus of a list with what its filters need. */
interface Listed {
  dto: BonusDto;
  campaign: CampaignRow;
  held: HeldBonus | null;
}

const KIND_OF_LIST: Record<BonusListKind, (type: string) => boolean> = {
  comboboosts: (type) => type === 'comboboost',
  freebets: (type) => isFreebetType(type),
};

/** spec promotions §4 "The default filter is available and active". */
const DEFAULT_STATUSES = ['available', 'active'] as const;

const bonusPlayerOf = (player: BonusPlayerRow): BonusPlayer => ({ country: player.country, verified: player.verified });

/**
 * The player's bonus calls (spec promotions §7): lists with the server's user status, detail,
 * terms, mark-as-seen, activation and promo codes. A visitor sees the public campaigns instead.
 */
export class BonusService {
  constructor(
    private readonly repository: BonusesRepository,
    private readonly issuer: BonusIssuer,
    private readonly clock: Clock,
    private readonly multipleActiveFreebets: boolean,
  ) {}

  /** GET /bonuses: every type at most limit_per_type, newest first. */
  async list(userId: number | null, query: BonusesQuery): Promise<{ data: BonusDto[] }> {
    const listed = this.filter(await this.listed(userId), { status: query.status, available: query.available, unseen: query.unseen });
    const types = query.type;
    const counts = new Map<string, number>();
    const data = listed.filter(({ dto }) => {
      if (types && !types.includes(dto.type)) return false;
      const count = counts.get(dto.type) ?? 0;
      counts.set(dto.type, count + 1);
      return count < query.limit_per_type;
    });
    return { data: data.map(({ dto }) => dto) };
  }

  /** GET /bonuses/comboboosts, /freebets: one page. */
  async listKind(userId: number | null, kind: BonusListKind, query: BonusListQuery): Promise<{ data: BonusDto[]; pagination: PaginationDto }> {
    const listed = this.filter(await this.listed(userId), { status: query.status, available: query.isAvailable, unseen: undefined })
      .filter(({ dto }) => KIND_OF_LIST[kind](dto.type));
    const start = (query.page - 1) * query.limit;
    return {
      data: listed.slice(start, start + query.limit).map(({ dto }) => dto),
      pagination: { total: listed.length, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(listed.length / query.limit)) },
    };
  }

  /** GET /bonuses/{kind}/{id}: the player's bonus, or (anyone) a public campaign `c<id>`. */
  async detail(userId: number | null, kind: BonusListKind, id: string): Promise<BonusDto> {
    return (await this.find(userId, kind, id)).dto;
  }

  async terms(userId: number | null, kind: BonusListKind, ids: readonly string[], locale: string): Promise<BonusTermsDto[]> {
    const found = await Promise.all(ids.map((id) => this.find(userId, kind, id)));
    return found.map(({ campaign, held }) => bonusTerms(campaign, held?.issued ?? null, locale));
  }

  /** POST /bonuses/mark-as-seen: only the player's own, only those not yet seen, change. */
  async markSeen(userId: number, body: MarkAsSeenBody): Promise<{ marked: number }> {
    return { marked: await this.repository.markSeen(userId, body.bonuses.map((bonus) => Number(bonus.id))) };
  }

  /** POST /bonuses/{id}/activate: the bonus becomes active (overriding other free bets when only one may be). */
  async activate(userId: number, id: string): Promise<BonusDto> {
    const listed = await this.listed(userId);
    const target = listed.find(({ held }) => held !== null && String(held.issued.id) === id);
    if (!target?.held) throw notFound('Bonus', id);
    const status = target.dto.issued?.computed_status ?? 'unknown';
    if (!isActivatable(status)) throw new HttpError(422, BONUS_ERROR_CODES.notActivatable, `This bonus cannot be activated: it is ${status}.`, { status });
    const active = listed.filter(({ dto, held }) => held !== null && dto.issued?.computed_status === 'active').map(({ held, dto }) => ({ id: held?.issued.id ?? 0, type: dto.type }));
    const overridden = overriddenByActivation({ id: target.held.issued.id, type: target.dto.type }, active, this.multipleActiveFreebets);
    await this.repository.activate(userId, target.held.issued.id, overridden, new Date(this.clock.now()));
    return (await this.find(userId, target.dto.type === 'comboboost' ? 'comboboosts' : 'freebets', id)).dto;
  }

  /** POST /bonuses/promo-code: issues the code's campaign (idempotent: the same bonus again). */
  async promoCode(userId: number, code: string): Promise<PromoCodeBonusDto> {
    const campaign = await this.repository.campaignByPromoCode(code);
    if (!campaign) throw new HttpError(404, BONUS_ERROR_CODES.promoCodeUnknown, 'This promo code does not exist.', { field: 'code' });
    const player = await this.repository.player(userId);
    if (!player) throw new HttpError(401, ERROR_CODES.unauthorized, 'You need to sign in.');
    const now = this.clock.now();
    const over = campaign.status !== 'active' || bonusTiming(campaign.validFrom, campaign.validTo, new Date(now)) !== 'Valid';
    const problem = over ? 'campaign' : playerProblem(playerConditionsOf(campaign), bonusPlayerOf(player)) ?? (isFreebetType(campaign.type) && campaign.amounts?.[player.currency] === undefined ? 'currency' : null);
    const held = (await this.repository.held(userId, true)).find((bonus) => bonus.campaign.id === campaign.id && bonus.issued.trigger === 'promo_code');
    if (!held && problem !== null) throw new HttpError(422, BONUS_ERROR_CODES.promoCodeUnavailable, 'This promo code cannot be used now.', { reason: problem });
    const issued = held?.issued ?? (await this.issuer.issue(campaign, [player], 'promo_code')).issued[0];
    if (!issued) throw new HttpError(422, BONUS_ERROR_CODES.promoCodeUnavailable, 'This promo code cannot be used now.', { reason: 'issue' });
    return { bonus_id: String(issued.id), bonus_type: issued.kind as PromoCodeBonusDto['bonus_type'], name: campaign.name };
  }

  /** The player's bonuses (or a visitor's public campaigns) as DTOs. */
  private async listed(userId: number | null): Promise<Listed[]> {
    const now = new Date(this.clock.now());
    if (userId === null) {
      const campaigns = await this.repository.publicCampaigns();
      return campaigns.filter((campaign) => bonusTiming(null, campaign.validTo, now) !== 'Past').map((campaign) => ({ dto: bonusDto(campaign, null, null, now), campaign, held: null }));
    }
    const player = await this.repository.player(userId);
    const bonusPlayer = player ? bonusPlayerOf(player) : null;
    return (await this.repository.held(userId)).map((held) => ({ dto: bonusDto(held.campaign, held.issued, bonusPlayer, now, held.boostMultiplier ?? null), campaign: held.campaign, held }));
  }

  /** Status filters: the listed statuses (`upcoming`: not started), `available` (usable or activatable), unseen. */
  private filter(listed: Listed[], filters: { status: readonly string[] | undefined; available: boolean | undefined; unseen: boolean | undefined }): Listed[] {
    const now = new Date(this.clock.now());
    const statuses = filters.status ?? (filters.available === undefined ? DEFAULT_STATUSES : null);
    return listed.filter(({ dto, campaign }) => {
      const upcoming = bonusTiming(campaign.validFrom, campaign.validTo, now) === 'Upcoming';
      // A visitor's campaign has no user status: it counts as available while valid.
      const status = dto.issued?.computed_status ?? (upcoming ? 'not_available' : 'available');
      if (statuses && !(statuses.includes(status) || (upcoming && statuses.includes('upcoming')))) return false;
      if (filters.available !== undefined && (status === 'available' || status === 'active') !== filters.available) return false;
      if (filters.unseen === true && dto.issued?.seen !== false) return false;
      return true;
    });
  }

  private async find(userId: number | null, kind: BonusListKind, id: string): Promise<Listed> {
    const now = new Date(this.clock.now());
    if (id.startsWith('c')) {
      const campaign = await this.repository.campaign(Number(id.slice(1)));
      if (!campaign?.public || campaign.status === 'ended' || !KIND_OF_LIST[kind](campaign.type)) throw notFound('Bonus', id);
      return { dto: bonusDto(campaign, null, null, now), campaign, held: null };
    }
    if (userId === null) throw notFound('Bonus', id);
    const found = (await this.listed(userId)).find(({ held }) => held !== null && String(held.issued.id) === id);
    if (!found || !KIND_OF_LIST[kind](found.dto.type)) throw notFound('Bonus', id);
    return found;
  }
}

