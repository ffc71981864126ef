/**
 * The user status of a hunting or a free-bet progress (spec promotions-and-live §4 "Lootbox,
 * hunting, tournament and free bet carry a user status computed by the server"), checked in this
 * order: deactivated (campaign ended), expired (its end passed), not_available (paused or not
 * started), bonus_over (nothing more to give: the pool spent, every range reached), active (taking
 * part: a hunting once activated, a progress always), available (a hunting waiting for activation).
 */
import type { BonusStatus } from '../bonuses/bonus-types';
import type { CampaignStatus } from '../bonuses/bonus-user-status';

export interface PromotionState {
  campaignStatus: CampaignStatus;
  /** Epoch milliseconds, null: no bound. */
  validFrom: number | null;
  validTo: number | null;
  now: number;
  takingPart: boolean;
  over: boolean;
}

export function promotionUserStatus(state: PromotionState): BonusStatus {
  if (state.campaignStatus === 'ended') return 'deactivated';
  if (state.validTo !== null && state.validTo <= state.now) return 'expired';
  if (state.campaignStatus === 'paused' || (state.validFrom !== null && state.validFrom > state.now)) return 'not_available';
  if (state.over) return 'bonus_over';
  return state.takingPart ? 'active' : 'available';
}
