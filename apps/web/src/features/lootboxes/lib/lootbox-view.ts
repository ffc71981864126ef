import type { LootboxDto, LootboxWonDto } from '@sportsbook/contracts/models';

/** A prize as a message key of the Lootboxes namespace and its amount (minor units), if any (none in a visitor's table). */
export interface PrizeText {
  key: 'prize.freebet' | 'prize.cash' | 'prize.nothing' | 'kind.freebet' | 'kind.cash';
  amount: number | null;
  currency: string | null;
}

export function prizeText(prize: Pick<LootboxWonDto, 'kind' | 'amount' | 'currency'>): PrizeText {
  if (prize.kind === 'nothing') return { key: 'prize.nothing', amount: null, currency: null };
  // A visitor's table: no currency, so the kind alone.
  if (prize.amount === null) return { key: prize.kind === 'freebet' ? 'kind.freebet' : 'kind.cash', amount: null, currency: null };
  return { key: prize.kind === 'freebet' ? 'prize.freebet' : 'prize.cash', amount: prize.amount, currency: prize.currency };
}

/** A chance (0–1) as a whole per cent, at least "<1" for a prize that can come up but rounds to 0. */
export function chancePercent(chance: number): string {
  if (chance > 0 && chance < 0.01) return '<1';
  return String(Math.round(chance * 100));
}

/** The player can open it now: their box, available (not opened, not expired, campaign active). */
export function canOpen(lootbox: LootboxDto): boolean {
  return lootbox.box !== null && lootbox.box.computed_status === 'available' && lootbox.state === 'active';
}
