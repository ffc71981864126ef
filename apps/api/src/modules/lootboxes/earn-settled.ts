import { issuedExpiry, playerProblem, prizeCurrencies, qualifiesForTournament, type TournamentTerms } from '@sportsbook/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idArray } from '../../db/rows';
import { bonusCampaigns } from '../../db/schema';
import { issueEachIn, type IssueOf, type IssueTarget } from '../bonuses/issue-repository';
import { LOOTBOX, type BonusesRepository } from '../bonuses/repository';
import { eventConditionOf, playerConditionsOf, type CampaignRow } from '../bonuses/terms';
import { promotionBetOf } from '../hunting/apply-settled';
import { readBets, type PromotionBetRow } from '../hunting/repository';

/** No end: far beyond any bet (the tournaments' qualification wants one). */
const OPEN_END = new Date(8.64e15);

/**
 * What makes a settled bet earn a box of a lootbox campaign: the rule a tournament counts a bet by
 * (domain qualifiesForTournament: cash stake of at least the currency's minimum, placed in the
 * campaign's time, odds and event conditions, a result that kept the stake at risk), from the
 * campaign's start (valid_from, and never before it was created) to its expiry.
 */
export function earningTermsOf(campaign: CampaignRow): TournamentTerms {
  const start = Math.max(campaign.createdAt.getTime(), campaign.validFrom?.getTime() ?? 0);
  return {
    startsAt: new Date(start),
    endsAt: campaign.validTo ?? OPEN_END,
    minStakes: campaign.earnMinStakes ?? {},
    minOddsThousandths: campaign.minOdds,
    eventConditions: campaign.eventConditions.map(eventConditionOf),
  };
}

/**
 * `bets_settled` for lootboxes (docs/promotions.md "Lootboxes"): each qualifying settled bet earns
 * one box of each running lootbox campaign earned by bets, in the bet's currency when the prize
 * table pays in it, to a player who meets the campaign's player conditions. Issued in one
 * transaction through issueEachIn with trigger bet:<id>: a replayed event issues nothing twice.
 * Answers how many boxes were issued.
 */
export async function earnBoxesFromSettledBets(db: Database, bonuses: BonusesRepository, betIds: readonly number[], now: Date): Promise<number> {
  if (betIds.length === 0) return 0;
  const campaigns = (await db.select().from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.type, LOOTBOX), eq(bonusCampaigns.status, 'active'), isNotNull(bonusCampaigns.earnMinStakes))))
    .filter((campaign) => campaign.validTo === null || campaign.validTo.getTime() > now.getTime());
  if (campaigns.length === 0) return 0;
  const bets = await readBets(db, sql`b.id = any(${idArray(betIds)}) and b.result is not null`);
  const players = new Map((await bonuses.playersByIds([...new Set(bets.map((bet) => bet.user_id))])).map((player) => [player.id, player]));
  const rows: (IssueOf & IssueTarget)[] = [];
  for (const campaign of campaigns) {
    const terms = earningTermsOf(campaign);
    const currencies = prizeCurrencies(campaign.prizes ?? []);
    const what = { campaignId: campaign.id, kind: LOOTBOX, usesCount: 1, expiresAt: issuedExpiry(campaign.validTo, campaign.expiryDays, now) };
    for (const bet of bets) {
      const player = players.get(bet.user_id);
      if (!player || playerProblem(playerConditionsOf(campaign), { country: player.country, verified: player.verified }) !== null) continue;
      if (currencies !== null && !currencies.includes(bet.currency)) continue;
      if (!qualifiesForTournament(settledBetOf(bet), terms)) continue;
      rows.push({ ...what, trigger: `bet:${bet.id}`, userId: bet.user_id, currency: bet.currency, amount: null, isActive: false });
    }
  }
  if (rows.length === 0) return 0;
  return (await db.transaction((tx) => issueEachIn(tx, rows, now))).length;
}

function settledBetOf(row: PromotionBetRow) {
  const bet = promotionBetOf(row);
  return { ...bet, placedAt: new Date(bet.placedAt), result: row.result ?? '' };
}
