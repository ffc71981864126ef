import type { GenericBonusDto, SlipOffersBody, SlipOffersResponse } from '@sportsbook/contracts';
import {
  comboBoostOdds,
  comboBoostSelectionProblem,
  freebetSelectionProblem,
  isFreebetType,
  isUsableStatus,
  matchesEventCondition,
  oddsToThousandths,
  suitsFreebetMatchStatus,
  thousandthsToOdds,
  multiplyOddsThousandths,
  userBonusStatus,
  type BonusBet,
  type BonusPlayer,
  type MatchStatus,
} from '@sportsbook/domain';
import type { Clock } from '../../feed/clock';
import type { BonusesRepository, HeldBonus } from './repository';
import { isPlayerEligible } from './serialize';
import { comboBoostTermsOf, freebetTermsOf, issuedStateOf } from './terms';

type SlipBet = SlipOffersBody['bets'][number];

/**
 * POST /bonuses/bet-slip (issue 20 "the offers that suit the slip's bets (the server decides which
 * apply)"): for each bet, the player's usable bonuses (user status active) whose conditions the
 * bet meets at the odds the slip shows, by the domain's eligibility rules: the combo boost with
 * the highest boost for the bet's count (the slip has one combo-boost slot), and every free bet
 * in the bet's currency (spec core §3 "availableBonuses (comboboost, freebet list, …)").
 * Placement checks again, against the book, in its transaction.
 */
export class SlipOfferService {
  constructor(private readonly repository: BonusesRepository, private readonly clock: Clock) {}

  async offers(userId: number, body: SlipOffersBody): Promise<SlipOffersResponse> {
    const now = new Date(this.clock.now());
    const [player, held] = await Promise.all([this.repository.player(userId), this.repository.held(userId)]);
    const who: BonusPlayer = { country: player?.country ?? null, verified: player?.verified ?? false };
    const usable = held.filter(({ campaign, issued }) => isUsableStatus(userBonusStatus(issuedStateOf(campaign, issued, isPlayerEligible(campaign, who)), now)));
    if (usable.length === 0) return { data: body.bets.map((_, index) => ({ bet_index: index, bonuses: [] })) };
    const events = await this.repository.selectionEvents([...new Set(body.bets.flatMap((bet) => bet.selections.map((selection) => selection.match_id)))]);
    return {
      data: body.bets.map((bet, index) => {
        const candidate = bonusBetOf(bet, events);
        return { bet_index: index, bonuses: candidate === null ? [] : offersFor(candidate, usable, who) };
      }),
    };
  }
}

/** The slip bet as the eligibility rules read it, or null when a selection's match is unknown. */
function bonusBetOf(bet: SlipBet, events: Awaited<ReturnType<BonusesRepository['selectionEvents']>>): BonusBet | null {
  const selections = [];
  for (const selection of bet.selections) {
    const event = events.get(selection.match_id);
    if (!event) return null;
    selections.push({ odds: oddsToThousandths(selection.odds), matchStatus: event.status as MatchStatus, event });
  }
  return { betType: bet.type, stake: 0, currency: bet.currency.toUpperCase(), totalOdds: multiplyOddsThousandths(selections.map((selection) => selection.odds)), selections };
}

function offersFor(bet: BonusBet, usable: readonly HeldBonus[], who: BonusPlayer): GenericBonusDto[] {
  const offers: GenericBonusDto[] = [];
  let boost: { offer: GenericBonusDto; odds: number } | null = null;
  for (const { campaign, issued } of usable) {
    if (isFreebetType(issued.kind)) {
      const terms = freebetTermsOf(campaign);
      if (issued.currency !== bet.currency || freebetSelectionProblem(terms, bet, who) !== null) continue;
      const suitable = bet.selections.flatMap((selection, at) => (suitsFreebetMatchStatus(terms.matchStatus, selection.matchStatus) ? [at] : []));
      offers.push(generic(issued.kind, String(issued.id), campaign.name, issued.amount, null, null, suitable, issued.currency));
      continue;
    }
    const terms = comboBoostTermsOf(campaign);
    const odds = comboBoostOdds(terms, bet.selections.length);
    if (odds === null || comboBoostSelectionProblem(terms, bet, who) !== null || (boost !== null && boost.odds >= odds)) continue;
    const ranges = (campaign.ranges ?? []).map((range) => ({ min_count: range.min_count, max_count: range.max_count, bonus_odds: thousandthsToOdds(range.bonus_odds) }));
    const selected = ranges.findIndex((range) => bet.selections.length >= range.min_count && bet.selections.length <= range.max_count);
    const conditions = terms.eventConditions;
    const suitable = bet.selections.flatMap((selection, at) => (selection.odds >= terms.minOdds && (conditions.length === 0 || conditions.some((condition) => matchesEventCondition(condition, selection.event))) ? [at] : []));
    boost = { odds, offer: generic('comboboost', String(issued.id), campaign.name, null, ranges, selected, suitable, null) };
  }
  return boost === null ? offers : [boost.offer, ...offers];
}

function generic(type: GenericBonusDto['type'], id: string, name: string, amount: number | null, ranges: GenericBonusDto['details']['ranges'], selected: number | null, suitable: number[], currency: string | null): GenericBonusDto {
  return { type, details: { id, name, amount, ranges, selected_range: selected, suitable_selections: suitable, farming_stats: null }, currency, farming_freebet_type: null };
}

