/**
 * Bet type rules (spec core §4 "Bet type"): which type a bet takes after its selections change,
 * when switching type is refused, and what switching does to the slip.
 *
 * Choices where the spec is silent:
 * - A system bet that gains or loses a selection keeps its winCount when the new count offers it,
 *   otherwise takes the first system type for the new count, otherwise becomes combo.
 * - Switching multi-singles to combo or system merges every selection into one bet that keeps the
 *   first bet's stake; bonuses of the merged bets are dropped.
 * - Splitting a stake across singles floors each share and gives the remainder to the first single,
 *   so the total staked never changes.
 */
import type { SystemType } from '../calculations/system-bets';
import type { Provider } from '../catalogue/statuses';
import { selectionConflicts } from '../validation/selection-validation';
import { BET_TYPE, type BetType, type SlipBet, type Ticket } from './slip-types';
import { stakePerLine, withStakePerLine } from './system-stake';

/** Which providers allow several single bets on one slip (spec core §3 multiSingleAvailableByProvider). */
export type MultiSingleAvailability = Readonly<Partial<Record<Provider, boolean>>>;

/** The system type for `count` selections, preferring `winCount`; null when none is offered. */
export function systemTypeForCount(types: readonly SystemType[], count: number, winCount?: number): SystemType | null {
  const forCount = types.filter((type) => type.totalCount === count);
  return forCount.find((type) => type.winCount === winCount) ?? forCount[0] ?? null;
}

/**
 * The bet after its selections changed: one selection → single; a single with more → combo; a
 * system whose count no longer matches → another system type or combo. A custom bet keeps its type.
 * A system keeps its stake per line (system-stake): a new system type's total follows it, and a
 * bet that stops being a system is staked with it.
 */
export function normalizeBetType(bet: SlipBet, systemTypes: readonly SystemType[]): SlipBet {
  if (bet.betType === BET_TYPE.customBet) return bet;
  const count = bet.selections.length;
  const perLine = stakePerLine(bet);
  if (count === 1) return bet.betType === BET_TYPE.single ? bet : { ...bet, betType: BET_TYPE.single, systemType: null, stake: perLine };
  if (bet.betType === BET_TYPE.single) return { ...bet, betType: BET_TYPE.combo };
  if (bet.betType === BET_TYPE.system && bet.systemType?.totalCount !== count) {
    const next = systemTypeForCount(systemTypes, count, bet.systemType?.winCount);
    return next === null ? { ...bet, betType: BET_TYPE.combo, systemType: null, stake: perLine } : withStakePerLine({ ...bet, systemType: next }, perLine);
  }
  return bet;
}

export const SWITCH_REFUSAL = {
  emptySlip: 'empty_slip',
  sameType: 'same_type',
  singleSelection: 'single_selection',
  multiSingleUnavailable: 'multi_single_unavailable',
  noSystemType: 'no_system_type',
  customBet: 'custom_bet',
  conflictingSelections: 'conflicting_selections',
} as const;
export type SwitchRefusal = (typeof SWITCH_REFUSAL)[keyof typeof SWITCH_REFUSAL];

/** The slip's current type: the first bet's type. */
export function currentBetType(ticket: Pick<Ticket, 'bets'>): BetType | null {
  return ticket.bets[0]?.betType ?? null;
}

/** Every selection of the slip, in order. */
export function slipSelections(ticket: Pick<Ticket, 'bets'>) {
  return ticket.bets.flatMap((bet) => bet.selections);
}

/** True when every provider of the selections allows multi-singles (spec core §4). */
export function isMultiSingleAvailable(providers: readonly Provider[], availability: MultiSingleAvailability): boolean {
  return providers.every((provider) => availability[provider] === true);
}

/**
 * Why switching the slip to `target` is refused (spec core §4 "Switching type is refused when …"),
 * or null. Beyond the spec's list (issue 18 point 7: offer only the bet types that can be placed):
 * a combo or system whose selections would break a restriction of spec core §5
 * (selectionConflicts) is refused too, as the API would refuse placing it.
 */
export function betTypeSwitchRefusal(
  ticket: Pick<Ticket, 'bets' | 'systemTypes'>,
  target: BetType,
  availability: MultiSingleAvailability,
): SwitchRefusal | null {
  const current = currentBetType(ticket);
  if (current === null) return SWITCH_REFUSAL.emptySlip;
  const selections = slipSelections(ticket);
  if (target === current) return SWITCH_REFUSAL.sameType;
  if (selections.length === 1) return SWITCH_REFUSAL.singleSelection;
  if (target === BET_TYPE.single && !isMultiSingleAvailable(selections.map((s) => s.provider), availability)) {
    return SWITCH_REFUSAL.multiSingleUnavailable;
  }
  if (target === BET_TYPE.system && systemTypeForCount(ticket.systemTypes, selections.length) === null) {
    return SWITCH_REFUSAL.noSystemType;
  }
  if (current === BET_TYPE.customBet || target === BET_TYPE.customBet) return SWITCH_REFUSAL.customBet;
  if (target !== BET_TYPE.single && selectionConflicts({ betType: target, selections }).length > 0) return SWITCH_REFUSAL.conflictingSelections;
  return null;
}

/** Share number `index` of a stake split into `parts`: floored, the first takes the remainder. */
function stakeShare(stake: number, parts: number, index: number): number {
  const share = Math.floor(stake / parts);
  return index === 0 ? stake - share * (parts - 1) : share;
}

/** Splits a stake into `parts` integer shares whose sum is the stake; the first takes the remainder. */
export function splitStake(stake: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) => stakeShare(stake, parts, index));
}

/** The bets after switching to `target`; assumes `betTypeSwitchRefusal` returned null. */
export function switchBets(ticket: Pick<Ticket, 'bets' | 'systemTypes'>, target: BetType, systemType?: SystemType): SlipBet[] {
  const [first] = ticket.bets;
  if (first === undefined) return ticket.bets;
  const selections = slipSelections(ticket);
  if (target === BET_TYPE.single) {
    return selections.map((selection, index) => ({
      ...first,
      betType: BET_TYPE.single,
      systemType: null,
      selections: [selection],
      stake: stakeShare(first.stake, selections.length, index),
      bonus: null,
      bonusOdds: null,
      freebetStake: null,
    }));
  }
  // The stake in the field stays: per line for a system (system-stake), the whole stake otherwise.
  const perLine = stakePerLine(first);
  const merged: SlipBet = { ...first, selections, betType: target, systemType: null, stake: perLine };
  if (target !== BET_TYPE.system) return [merged];
  const chosen = systemType !== undefined && systemType.totalCount === selections.length ? systemType : undefined;
  return [withStakePerLine({ ...merged, systemType: chosen ?? systemTypeForCount(ticket.systemTypes, selections.length) }, perLine)];
}
