/**
 * The user status of an issued bonus, computed by the server (spec promotions §4 "Bonus states:
 * available, active, not_available, deactivated, bonus_over, expired, overridden, unknown";
 * "Lootbox, hunting, tournament and free bet carry a user status computed by the server").
 *
 * Choices where the spec is silent, in the order they are checked:
 * - deactivated: the operator ended the campaign;
 * - expired: its expiry passed;
 * - bonus_over: every use is spent;
 * - not_available: the campaign is paused or has not started, or the player does not meet its
 *   player conditions (country, verification);
 * - active: usable on the slip now (a combo boost from its issue; a free bet once activated);
 * - overridden: a free bet that was active until the player activated another while only one
 *   active free bet is allowed (system setting allow_multiple_active_user_freebets); it can be
 *   activated again;
 * - available: a free bet issued while another was active, waiting for the player to activate it.
 * Only `active` bonuses are offered on the slip and accepted by placement.
 */
import type { BonusStatus } from './bonus-types';

export const CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface IssuedBonusState {
  campaignStatus: CampaignStatus;
  /** The campaign's start, when it has one. */
  validFrom: Date | null;
  expiresAt: Date | null;
  timesUsed: number;
  usesCount: number;
  isActive: boolean;
  activatedAt: Date | null;
  /** The player meets the campaign's player conditions. */
  playerEligible: boolean;
}

export function userBonusStatus(state: IssuedBonusState, now: Date): BonusStatus {
  if (state.campaignStatus === 'ended') return 'deactivated';
  if (state.expiresAt !== null && state.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (state.timesUsed >= state.usesCount) return 'bonus_over';
  if (state.campaignStatus === 'paused' || !state.playerEligible || (state.validFrom !== null && state.validFrom.getTime() > now.getTime())) return 'not_available';
  if (state.isActive) return 'active';
  return state.activatedAt === null ? 'available' : 'overridden';
}

/** A bonus the slip may offer and placement may take (see the module comment). */
export function isUsableStatus(status: BonusStatus): boolean {
  return status === 'active';
}

/** An activation makes the bonus active; only an available or overridden one can be activated. */
export function isActivatable(status: BonusStatus): boolean {
  return status === 'available' || status === 'overridden' || status === 'active';
}
