/**
 * Odds display formats (spec core §3 "Odds formats", §6 "Odds display in the format the user
 * selected"). Decimal (European) is the default.
 */
export const ODDS_FORMATS = [
  'decimal',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

/** Narrows a stored or server-sent string (local storage, settings) to an odds format. */
export function isOddsFormat(value: string): value is OddsFormat {
  return (ODDS_FORMATS as readonly string[]).includes(value);
}

/** Decimals shown per numeric format (spec core §9: 2 for European, HK, Indonesian; 4 for Malaysian). */
export const ODDS_DECIMALS = {
  decimal: 2,
  hongkong: 2,
  indonesian: 2,
  malaysian: 4,
  percent: 2,
  american: 0,
} as const satisfies Record<Exclude<OddsFormat, 'british'>, number>;
