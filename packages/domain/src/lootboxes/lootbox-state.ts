/**
 * The state of a lootbox campaign (spec promotions §4 "Lootbox states: active, created, disabled,
 * finished, paused") and the chest's picture size (§9 "small 1, medium 2, large otherwise").
 * Choices where the spec is silent, checked in this order:
 * - disabled: the operator ended the campaign (before or after its end);
 * - paused: the operator paused it;
 * - finished: its end (valid_to) has passed;
 * - created: it has not started (valid_from in the future);
 * - active: otherwise. Only boxes of an active campaign open.
 */
import type { CampaignStatus } from '../bonuses/bonus-user-status';
import type { LootboxState } from '../bonuses/bonus-types';

export function lootboxState(campaign: { status: CampaignStatus; validFrom: Date | null; validTo: Date | null }, now: Date): LootboxState {
  if (campaign.status === 'ended') return 'disabled';
  if (campaign.status === 'paused') return 'paused';
  if (campaign.validTo !== null && campaign.validTo.getTime() <= now.getTime()) return 'finished';
  if (campaign.validFrom !== null && campaign.validFrom.getTime() > now.getTime()) return 'created';
  return 'active';
}

export const CHEST_SIZES = ['small', 'medium', 'large'] as const;
export type ChestSize = (typeof CHEST_SIZES)[number];

/**
 * The chest picture of a campaign's card from how many unopened boxes of it the player holds:
 * 1 small, 2 medium, any other count large (the spec's constant; a visitor's card, 0 boxes, is
 * large too).
 */
export function chestSize(unopenedBoxes: number): ChestSize {
  if (unopenedBoxes === 1) return 'small';
  if (unopenedBoxes === 2) return 'medium';
  return 'large';
}

/** Why a box cannot be opened now (null: it can): the campaign not active, the box expired, already opened. */
export type LootboxOpenProblem = 'not_active' | 'expired' | 'opened';

export function lootboxOpenProblem(box: { state: LootboxState; expiresAt: Date | null; opened: boolean }, now: Date): LootboxOpenProblem | null {
  if (box.opened) return 'opened';
  if (box.expiresAt !== null && box.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (box.state !== 'active') return 'not_active';
  return null;
}
