import type { LootboxDrawDto, LootboxDto, LootboxWonDto } from '@sportsbook/contracts';
import { chestSize, lootboxState, totalWeight, userBonusStatus, type BonusPlayer } from '@sportsbook/domain';
import { publicId, isPlayerEligible } from '../bonuses/serialize';
import { issuedStateOf, type CampaignRow } from '../bonuses/terms';
import type { BoxRow, DrawRow } from './repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The operator's text in the locale (else its language, else English), null when none. */
export function termsText(campaign: CampaignRow, locale: string | undefined): string | null {
  const wanted = locale ?? 'en';
  return campaign.terms[wanted] ?? campaign.terms[wanted.split('-')[0] ?? ''] ?? campaign.terms.en ?? null;
}

/** What a draw gave, in the player's currency. */
export function wonDto(draw: DrawRow): LootboxWonDto {
  const prize = draw.prizes[draw.prizeIndex];
  return {
    kind: prize?.kind ?? 'nothing',
    amount: draw.amount,
    currency: draw.amount === null ? null : draw.currency,
    freebet_id: draw.freebetId === null ? null : String(draw.freebetId),
    opened_at: draw.createdAt.toISOString(),
  };
}

/**
 * A lootbox as GET /bonuses/lootboxes lists it: the campaign's state and prize table (amounts in
 * `currency`, the player's; null for a visitor), the chest size from `unopened` (the player's
 * unopened boxes of the campaign), and the box with its user status and prize; `box` null for a
 * visitor's public campaign.
 */
export function lootboxDto(campaign: CampaignRow, box: BoxRow | null, options: { player: BonusPlayer | null; currency: string | null; unopened: number; locale: string | undefined; now: Date }): LootboxDto {
  const prizes = campaign.prizes ?? [];
  const total = totalWeight(prizes);
  return {
    id: box === null ? publicId(campaign.id) : String(box.issued.id),
    type: 'lootbox',
    campaign_id: campaign.id,
    name: campaign.name,
    state: lootboxState(campaign, options.now),
    valid_from: iso(campaign.validFrom),
    valid_to: iso(campaign.validTo),
    banners: campaign.banners,
    terms: termsText(campaign, options.locale),
    prizes: prizes.map((prize) => {
      const amount = options.currency === null || prize.kind === 'nothing' ? null : prize.amounts?.[options.currency] ?? null;
      return { kind: prize.kind, amount, currency: amount === null ? null : options.currency, chance: total === 0 ? 0 : prize.weight / total };
    }),
    chest_size: chestSize(options.unopened),
    box: box === null ? null : {
      computed_status: userBonusStatus(issuedStateOf(campaign, box.issued, isPlayerEligible(campaign, options.player)), options.now),
      seen: box.issued.seen,
      created_at: box.issued.createdAt.toISOString(),
      expired_at: iso(box.issued.expiresAt),
      prize: box.draw === null ? null : wonDto(box.draw),
    },
  };
}

export function drawDto(draw: DrawRow): LootboxDrawDto {
  return {
    id: draw.id,
    box_id: draw.issuedId,
    campaign_id: draw.campaignId,
    user_id: draw.userId,
    campaign_version: draw.campaignVersion,
    prizes: draw.prizes,
    total_weight: draw.totalWeight,
    random: draw.random,
    prize_index: draw.prizeIndex,
    currency: draw.currency,
    amount: draw.amount,
    freebet_id: draw.freebetId,
    created_at: draw.createdAt.toISOString(),
  };
}
