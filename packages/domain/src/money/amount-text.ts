import { subunitDecimals } from './money';

/**
 * Why a typed amount is not one (issue 18 point 1): each has its own message, so "abc" is told it
 * is not a number rather than that it has too many decimals.
 */
export const AMOUNT_PROBLEM = {
  empty: 'empty',
  notANumber: 'not_a_number',
  negative: 'negative',
  tooManyDecimals: 'too_many_decimals',
  tooLarge: 'too_large',
} as const;
export type AmountProblem = (typeof AMOUNT_PROBLEM)[keyof typeof AMOUNT_PROBLEM];

export type AmountText = { ok: true; value: number } | { ok: false; problem: AmountProblem };

const PLAIN_AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Reads a typed amount ("12.5", "0,01", ".5") as minor units, all or nothing: no prefix of it is
 * ever kept, so "5x" is not €5 and "1e3" is not €1. Only digits with one decimal point (or comma)
 * are an amount; a leading minus is told apart as negative.
 */
export function parseAmountText(text: string, subunits: number): AmountText {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return { ok: false, problem: AMOUNT_PROBLEM.empty };
  const unsigned = normalized.startsWith('-') ? normalized.slice(1).trimStart() : normalized;
  const match = PLAIN_AMOUNT.exec(unsigned);
  const [, whole = '', fraction = ''] = match ?? [];
  if (match === null || whole + fraction === '') return { ok: false, problem: AMOUNT_PROBLEM.notANumber };
  if (unsigned !== normalized) return { ok: false, problem: AMOUNT_PROBLEM.negative };
  const decimals = subunitDecimals(subunits);
  if (fraction.length > decimals) return { ok: false, problem: AMOUNT_PROBLEM.tooManyDecimals };
  const value = Number(whole || '0') * subunits + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, problem: AMOUNT_PROBLEM.tooLarge };
}

/** A typed amount in minor units, or null when it is not one (see `parseAmountText`). */
export function parseAmount(text: string, subunits: number): number | null {
  const parsed = parseAmountText(text, subunits);
  return parsed.ok ? parsed.value : null;
}
