import type { AvailableBonuses, SlipBonus } from '@sportsbook/domain';
import { dispatch } from './betslip-store';

/**
 * The slip's bonus actions (spec promotions §4 "Bonuses"; core §4): the domain's reducer keeps,
 * refreshes or replaces the chosen bonus (hunting, then tournament, then combo boost), a free bet
 * sets the stake to its amount and removing it (or it being no longer offered) resets the stake to 0.
 */

/** Bonuses the server offers bet `betIndex` now (POST /bonuses/bet-slip). */
export function offerBonuses(betIndex: number, available: AvailableBonuses): void {
  dispatch({ type: 'bonusesOffered', betIndex, available });
}

export function chooseSlipBonus(betIndex: number, bonus: SlipBonus): void {
  dispatch({ type: 'bonusChosen', betIndex, bonus });
}

export function removeSlipBonus(betIndex: number): void {
  dispatch({ type: 'bonusRemoved', betIndex });
}
