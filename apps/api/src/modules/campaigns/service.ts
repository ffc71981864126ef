import {
  BONUS_ERROR_CODES,
  campaignBodySchema,
  ERROR_CODES,
  type CampaignBody,
  type CampaignDto,
  type CampaignListQuery,
  type CampaignPatch,
  type IssueBody,
  type IssueResponse,
  type LootboxCampaignBody,
  type PaginationDto,
} from '@sportsbook/contracts';
import { bonusTiming, isFreebetType, isInThePast } from '@sportsbook/domain';
import type { StoredEventCondition } from '../../db/schema';
import type { Clock } from '../../feed/clock';
import { HttpError, notFound } from '../../plugins/errors';
import type { BonusIssuer } from '../bonuses/issuer';
import type { BonusesRepository } from '../bonuses/repository';
import type { CampaignRow } from '../bonuses/terms';
import { currencyOf } from '../wallet/currencies';
import type { CampaignsRepository } from './repository';
import { bodyOfCampaign, campaignDto, valuesOfBody } from './serialize';

/** 400 naming the field, as the validation of a body answers it. */
export function badField(field: string, message: string): HttpError {
  return new HttpError(400, ERROR_CODES.badRequest, `Invalid body parameter "${field}": ${message}`, { fields: [{ field, message }] });
}

const PROMO_CODE_TAKEN = 'PROMO_CODE_TAKEN';

/**
 * The operator's campaigns (issue 20 "Operator side"): create, change, pause, resume, end, and issue
 * to players or a group. Every change bumps the campaign's version, which placement checks in its
 * transaction; an ended campaign is final.
 */
export class CampaignService {
  constructor(
    private readonly repository: CampaignsRepository,
    private readonly bonuses: BonusesRepository,
    private readonly issuer: BonusIssuer,
    private readonly clock: Clock,
    /** After an end: the event worker's sweep takes the unused free bets' value out of the bonus money. */
    private readonly onEnded: () => void,
  ) {}

  async create(body: CampaignBody): Promise<CampaignDto> {
    const now = new Date(this.clock.now());
    const values = valuesOfBody(body, await this.checked(body, now, null), now);
    const row = await this.repository.insert(values, now);
    if (!row) throw new HttpError(409, PROMO_CODE_TAKEN, 'Another campaign has this promo code.', { field: 'promo_code' });
    return campaignDto(row, 0);
  }

  async update(id: number, patch: CampaignPatch): Promise<CampaignDto> {
    const row = await this.open(id);
    const parsed = campaignBodySchema.safeParse({ ...bodyOfCampaign(row), ...patch });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = [...issue?.path ?? [], ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])];
      throw badField(path.join('.'), issue?.message ?? 'invalid');
    }
    const now = new Date(this.clock.now());
    const conditions = await this.checked(parsed.data, now, 'event_conditions' in patch ? null : row.eventConditions);
    const updated = await this.repository.update(id, { ...valuesOfBody(parsed.data, conditions, now), status: row.status });
    if (!updated) throw new HttpError(409, PROMO_CODE_TAKEN, 'Another campaign has this promo code.', { field: 'promo_code' });
    return this.dto(updated);
  }

  async setStatus(id: number, action: 'pause' | 'resume' | 'end'): Promise<CampaignDto> {
    await this.open(id);
    const row = await this.repository.setStatus(id, action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended', new Date(this.clock.now()));
    if (!row) throw notFound('Campaign', id);
    if (action === 'end') this.onEnded();
    return this.dto(row);
  }

  async get(id: number): Promise<CampaignDto> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('Campaign', id);
    return this.dto(row);
  }

  async list(query: CampaignListQuery): Promise<{ data: CampaignDto[]; pagination: PaginationDto }> {
    const { rows, total } = await this.repository.list(query.status, (query.page - 1) * query.limit, query.limit);
    const counts = await this.repository.issuedCounts(rows.map((row) => row.id));
    return { data: rows.map((row) => campaignDto(row, counts.get(row.id) ?? 0)), pagination: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) } };
  }

  /** Issues to players by id or to a group's members (trigger `manual`, idempotent). */
  async issue(id: number, body: IssueBody): Promise<IssueResponse['data']> {
    const campaign = await this.open(id);
    if (bonusTiming(null, campaign.validTo, new Date(this.clock.now())) === 'Past') throw new HttpError(409, BONUS_ERROR_CODES.campaignEnded, 'The campaign has ended: it can no longer be issued.');
    const ids = body.user_ids ?? [];
    const players = body.group === undefined ? await this.bonuses.playersByIds(ids) : await this.bonuses.playersInGroup(body.group);
    const outcome = await this.issuer.issue(campaign, players, 'manual');
    return { issued: outcome.issued.length, already_issued: outcome.alreadyIssued, skipped: outcome.skipped + (body.group === undefined ? ids.length - players.length : 0) };
  }

  /** A campaign that has not ended (404 unknown, 409 ended). */
  private async open(id: number): Promise<CampaignRow> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('Campaign', id);
    if (row.status === 'ended') throw new HttpError(409, BONUS_ERROR_CODES.campaignEnded, 'The campaign has ended: it can no longer change.');
    return row;
  }

  private async dto(row: CampaignRow): Promise<CampaignDto> {
    return campaignDto(row, (await this.repository.issuedCounts([row.id])).get(row.id) ?? 0);
  }

  /** A lootbox's prizes: currencies the wallet holds, free-bet prizes of a free-bet campaign that has not ended. */
  private async checkPrizes(prizes: LootboxCampaignBody['prizes']): Promise<void> {
    for (const [index, prize] of prizes.entries()) {
      const unknown = Object.keys(prize.amounts ?? {}).find((code) => currencyOf(code) === null);
      if (unknown !== undefined) throw badField(`prizes.${index}.amounts.${unknown}`, 'the wallet holds no such currency');
      if (prize.freebet_campaign_id === null) continue;
      const freebets = await this.repository.byId(prize.freebet_campaign_id);
      if (!freebets || !isFreebetType(freebets.type)) throw badField(`prizes.${index}.freebet_campaign_id`, 'not a free-bet campaign');
      if (freebets.status === 'ended') throw badField(`prizes.${index}.freebet_campaign_id`, 'the free-bet campaign has ended');
    }
  }

  /**
   * What the body's own schema cannot check: an expiry (or end) in the past, a start after the end,
   * currencies the wallet does not hold, event conditions the catalogue does not know. Answers
   * the stored conditions (`kept` when they did not change).
   */
  private async checked(body: CampaignBody, now: Date, kept: StoredEventCondition[] | null): Promise<StoredEventCondition[]> {
    const endField = body.type === 'comboboost' ? 'valid_to' : 'expiry';
    const end = body.type === 'comboboost' ? body.valid_to : body.expiry;
    if (isInThePast(end === null ? null : new Date(end), now)) throw badField(endField, 'is in the past');
    if (end !== null && body.valid_from !== null && new Date(body.valid_from).getTime() >= new Date(end).getTime()) throw badField('valid_from', `is not before ${endField}`);
    if (body.type === 'lootbox') {
      await this.checkPrizes(body.prizes);
      const unknown = Object.keys(body.earn_min_stakes ?? {}).find((code) => currencyOf(code) === null);
      if (unknown !== undefined) throw badField(`earn_min_stakes.${unknown}`, 'the wallet holds no such currency');
    }
    else if (body.type !== 'comboboost') {
      const unknown = Object.keys(body.amounts).find((code) => currencyOf(code) === null);
      if (unknown !== undefined) throw badField(`amounts.${unknown}`, 'the wallet holds no such currency');
    }
    if (kept !== null) return kept;
    const resolved = await this.repository.resolveConditions(body.event_conditions);
    if ('unknown' in resolved) throw badField(resolved.unknown, 'not in the catalogue');
    return resolved.conditions;
  }
}
