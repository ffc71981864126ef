/**
 * Which free bets are active (spec core §3 system setting "isMultiActiveFreebetsAllowed"
 * (allow_multiple_active_user_freebets); promotions §3 free bet `issued.is_active`; §7
 * POST /bonuses/{id}/activate).
 *
 * Choices where the spec is silent: a combo boost is active from its issue (nothing to choose); a
 * free bet is active from its issue unless only one active free bet is allowed and the player
 * already has one, and then waits for the player to activate it. Activating a free bet while only
 * one may be active deactivates the others (they become `overridden`).
 */
import { isFreebetType } from '../calculations/freebet-payout';

export interface ActiveBonusRef {
  id: number;
  type: string;
}

/** Whether a bonus is active the moment it is issued. */
export function isActiveOnIssue(type: string, playerHasActiveFreebet: boolean, multipleActiveFreebets: boolean): boolean {
  return !isFreebetType(type) || multipleActiveFreebets || !playerHasActiveFreebet;
}

/** Ids of the active bonuses that activating `activating` deactivates. */
export function overriddenByActivation(activating: ActiveBonusRef, active: readonly ActiveBonusRef[], multipleActiveFreebets: boolean): number[] {
  if (multipleActiveFreebets || !isFreebetType(activating.type)) return [];
  return active.filter((bonus) => bonus.id !== activating.id && isFreebetType(bonus.type)).map((bonus) => bonus.id);
}
