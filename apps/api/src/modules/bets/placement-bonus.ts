/**
 * A bet placed with a bonus (issue 20; docs/bonuses.md "Placing a bet with a bonus"): whether the
 * bonus may back the bet at the prices and selections it is placed at, and what it makes of the
 * bet (potential win, where the stake comes from, the marker stored on the bet). Pure: the facts
 * (the player's bonuses, the player, where each match sits) are read before; place_bet_batch checks
 * again in its transaction that the bonus is still open, still this player's and has a use left.
 */
import type { PlaceBetBody } from '@sportsbook/contracts';
import {
  bonusPotentialWin,
  comboBoostProblem,
  freebetProblem,
  isFreebetStake,
  isFreebetType,
  isUsableStatus,
  oddsToThousandths,
  userBonusStatus,
  type BonusBet,
  type BonusPlayer,
  type SelectionEvent,
} from '@sportsbook/domain';
import type { StoredBetBonus } from '../../db/schema';
import type { HeldBonus } from '../bonuses/repository';
import { isPlayerEligible } from '../bonuses/serialize';
import { comboBoostTermsOf, freebetTermsOf, issuedStateOf } from '../bonuses/terms';
import type { EvaluatedBet } from './placement';

/** What placement reads to decide bonuses: the player's bonuses named by the bets, the player, the matches. */
export interface PlacementBonusFacts {
  player: BonusPlayer;
  held: ReadonlyMap<number, HeldBonus>;
  events: ReadonlyMap<number, SelectionEvent>;
}

/** What place_bet_batch checks again in its transaction (the bonus as validated). */
export interface BonusCheck {
  issuedId: number;
  kind: string;
  /** The campaign's version validated against: another version is validated again. */
  version: number;
  /** The player's conditions as validated (country, verified): a change is validated again. */
  country: string | null;
  verified: boolean;
}

/** A bet's bonus as accepted: stored on the bet, its potential win, which money its stake is. */
export interface PlacedBonus {
  stored: StoredBetBonus;
  potentialWin: number;
  /** `bonus`: a free bet's stake, debited from the bonus money, never the cash balance. */
  stakeMoney: 'cash' | 'bonus';
  check: BonusCheck;
}

/**
 * Why a bonus cannot back a bet: the bonus itself (unknown, type, not_active, bonus_over; from the
 * transaction closed, used) or the domain's problem with the bet (FreebetProblem, ComboBoostProblem).
 */
export type BonusRefusalReason = string;

export type BonusDecision = { ok: true; bonuses: (PlacedBonus | null)[] } | { ok: false; index: number; reason: BonusRefusalReason };

/** The issued bonus id of a marker (`"12"`), or null for anything else (a visitor's campaign id `c3`, junk). */
export function issuedIdOf(marker: { id: string }): number | null {
  return /^\d{1,9}$/.test(marker.id) ? Number(marker.id) : null;
}

/**
 * Decides each bet's bonus in request order: the bonus must be the player's, of the type sent,
 * usable now (user status active: not ended, expired, spent, paused or out of the player's
 * conditions), with a use left for every bet of the request that names it, and meet every
 * condition of its campaign at the evaluated prices (free bet: the stake is its amount in its
 * currency, odds bounds, selection count, match status, events; combo boost: a combo, each leg
 * at min_odds, a range holding the count, the marker's odds those of that range).
 */
export function decideBonuses(sent: readonly PlaceBetBody[], evaluated: readonly EvaluatedBet[], facts: PlacementBonusFacts, now: Date): BonusDecision {
  const usesLeft = new Map<number, number>();
  const bonuses: (PlacedBonus | null)[] = [];
  for (const [index, body] of sent.entries()) {
    const bet = evaluated[index];
    if (!body.bonus || !bet) {
      bonuses.push(null);
      continue;
    }
    const issuedId = issuedIdOf(body.bonus);
    const held = issuedId === null ? undefined : facts.held.get(issuedId);
    if (issuedId === null || !held) return { ok: false, index, reason: 'unknown' };
    const { campaign, issued } = held;
    if (issued.kind !== body.bonus.type) return { ok: false, index, reason: 'type' };
    const status = userBonusStatus(issuedStateOf(campaign, issued, isPlayerEligible(campaign, facts.player)), now);
    if (!isUsableStatus(status)) return { ok: false, index, reason: status === 'bonus_over' ? 'bonus_over' : 'not_active' };
    const left = usesLeft.get(issuedId) ?? issued.usesCount - issued.timesUsed;
    if (left < 1) return { ok: false, index, reason: 'bonus_over' };
    usesLeft.set(issuedId, left - 1);
    const candidate = bonusBetOf(body, bet, facts.events);
    if (candidate === null) return { ok: false, index, reason: 'event' };
    const check: BonusCheck = { issuedId, kind: issued.kind, version: campaign.version, country: facts.player.country, verified: facts.player.verified };
    if (isFreebetType(issued.kind)) {
      const problem = freebetProblem(freebetTermsOf(campaign), { currency: issued.currency ?? '', amount: issued.amount ?? 0 }, candidate, facts.player);
      if (problem !== null) return { ok: false, index, reason: problem };
      bonuses.push({
        stored: { id: String(issuedId), type: issued.kind, odds: null },
        potentialWin: bonusPotentialWin(candidate.stake, bet.oddsThousandths, { type: issued.kind }),
        stakeMoney: isFreebetStake(issued.kind) ? 'bonus' : 'cash',
        check,
      });
      continue;
    }
    const marker = body.bonus.odds == null ? null : oddsToThousandths(body.bonus.odds);
    const problem = comboBoostProblem(comboBoostTermsOf(campaign), candidate, facts.player, marker);
    if (problem !== null || marker === null) return { ok: false, index, reason: problem ?? 'boost_odds' };
    bonuses.push({
      stored: { id: String(issuedId), type: 'comboboost', odds: body.bonus.odds ?? null, ranges: campaign.ranges ?? [] },
      potentialWin: bonusPotentialWin(candidate.stake, bet.oddsThousandths, { type: 'comboboost', boostOdds: marker }),
      stakeMoney: 'cash',
      check,
    });
  }
  return { ok: true, bonuses };
}

/** The evaluated bet as the eligibility rules read it (book prices), or null when a match is not known. */
function bonusBetOf(body: PlaceBetBody, bet: EvaluatedBet, events: PlacementBonusFacts['events']): BonusBet | null {
  const selections: BonusBet['selections'][number][] = [];
  for (const [position, selection] of bet.slip.selections.entries()) {
    const event = events.get(selection.matchId);
    const line = bet.book[position];
    if (!event || !line) return null;
    selections.push({ odds: oddsToThousandths(selection.odds), matchStatus: line.matchStatus, event });
  }
  return { betType: bet.slip.betType, stake: bet.slip.stake, currency: body.stake.currency, totalOdds: bet.oddsThousandths, selections };
}
