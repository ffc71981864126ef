/**
 * Lootboxes (issue 23; spec promotions-and-live §4 "Lootbox states", §9 "Lootbox chest image sizes";
 * docs/promotions.md "Lootboxes"). A lootbox campaign has a prize table: each prize a kind (a free
 * bet of an amount per currency, a cash prize paid through the ledger, or nothing) and a whole
 * positive weight. Opening a box draws one uniform whole number in [0, total weight) from the
 * server's cryptographic source; the prize is the one whose cumulative weight range holds it. The
 * number, the total and the table are stored with the draw, so an auditor can redo it.
 */

export const LOOTBOX_PRIZE_KINDS = ['freebet', 'cash', 'nothing'] as const;
export type LootboxPrizeKind = (typeof LOOTBOX_PRIZE_KINDS)[number];

export interface LootboxPrize {
  kind: LootboxPrizeKind;
  /** Whole, positive: the prize's chance is weight / total weight. */
  weight: number;
  /** Minor units per currency (free bet, cash); null for nothing. */
  amounts: Record<string, number> | null;
}

/** The largest total weight a table may have (node:crypto randomInt draws below 2^48). */
export const MAX_LOOTBOX_TOTAL_WEIGHT = 2 ** 48 - 1;

export function totalWeight(prizes: readonly LootboxPrize[]): number {
  return prizes.reduce((total, prize) => total + prize.weight, 0);
}

/**
 * The index of the prize that `random` draws: `random` must be a whole number in
 * [0, totalWeight(prizes)); prize i wins the numbers from the sum of the weights before it, up to
 * (not including) that sum plus its own weight.
 */
export function drawnPrizeIndex(random: number, prizes: readonly LootboxPrize[]): number {
  const total = totalWeight(prizes);
  if (!Number.isInteger(random) || random < 0 || random >= total) throw new RangeError(`draw ${random} outside [0, ${total})`);
  let below = 0;
  for (const [index, prize] of prizes.entries()) {
    below += prize.weight;
    if (random < below) return index;
  }
  /* c8 ignore next */
  throw new RangeError('unreachable: the weights sum to the total');
}

/** Whether the prize pays something (a free bet or cash) rather than nothing. */
export function isMoneyPrize(prize: Pick<LootboxPrize, 'kind'>): boolean {
  return prize.kind !== 'nothing';
}

/** The currencies a table pays in: those of its money prizes (all name the same ones); null when it pays no money. */
export function prizeCurrencies(prizes: readonly LootboxPrize[]): string[] | null {
  const first = prizes.find(isMoneyPrize);
  return first ? Object.keys(first.amounts ?? {}).sort() : null;
}

export interface LootboxProblem {
  field: string;
  message: string;
}

/**
 * What makes a prize table wrong (400 naming the field): no prize, a weight that is not a whole
 * positive number, weights that together pass MAX_LOOTBOX_TOTAL_WEIGHT, a money prize without
 * amounts or with an amount not positive, money prizes naming different currencies (a player of
 * any currency the table pays in can win every prize), or amounts on "nothing".
 */
export function lootboxPrizesProblem(prizes: readonly LootboxPrize[]): LootboxProblem | null {
  if (prizes.length === 0) return { field: 'prizes', message: 'at least one prize is needed' };
  // The currencies of the first money prize: every other money prize must name the same.
  const currencies = prizeCurrencies(prizes) ?? [];
  let total = 0;
  for (const [index, prize] of prizes.entries()) {
    if (!Number.isInteger(prize.weight) || prize.weight < 1) return { field: `prizes.${index}.weight`, message: 'a weight is a whole number of at least 1' };
    total += prize.weight;
    if (total > MAX_LOOTBOX_TOTAL_WEIGHT) return { field: `prizes.${index}.weight`, message: `the weights together pass ${MAX_LOOTBOX_TOTAL_WEIGHT}` };
    if (!isMoneyPrize(prize)) {
      if (prize.amounts !== null && Object.keys(prize.amounts).length > 0) return { field: `prizes.${index}.amounts`, message: 'a prize of nothing has no amounts' };
      continue;
    }
    const amounts = prize.amounts ?? {};
    if (Object.keys(amounts).length === 0) return { field: `prizes.${index}.amounts`, message: 'a free bet or cash prize needs an amount per currency' };
    const bad = Object.entries(amounts).find(([, amount]) => !Number.isInteger(amount) || amount < 1);
    if (bad) return { field: `prizes.${index}.amounts.${bad[0]}`, message: 'an amount is a whole number of minor units, at least 1' };
    const missing = currencies.find((currency) => amounts[currency] === undefined);
    if (missing !== undefined) return { field: `prizes.${index}.amounts.${missing}`, message: 'every money prize names the same currencies' };
    const extra = Object.keys(amounts).find((currency) => !currencies.includes(currency));
    if (extra !== undefined) return { field: `prizes.${index}.amounts.${extra}`, message: 'every money prize names the same currencies' };
  }
  return null;
}
