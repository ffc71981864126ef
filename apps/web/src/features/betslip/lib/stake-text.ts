import { parseAmount, subunitDecimals, toDecimalString } from '@sportsbook/domain';

/** Minor units → the text of a stake input ("" for 0). */
export function stakeToText(stake: number, subunits: number, currency: string): string {
  return stake > 0 ? toDecimalString({ value: stake, subunits, currency }) : '';
}

/** A typed stake → minor units (empty = 0), or null when it is not a valid amount. */
export function textToStake(text: string, subunits: number): number | null {
  if (text.trim() === '') return 0;
  return parseAmount(text, subunits);
}

export { subunitDecimals };
