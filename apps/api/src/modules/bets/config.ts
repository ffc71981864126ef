import type { SystemSettingsDto } from '@sportsbook/contracts';
import type { BetLimits } from '@sportsbook/domain';
import { SYSTEM_SETTINGS } from '../settings/system-settings';

type BetLimitsSettings = SystemSettingsDto['bet_limits_settings'];

/**
 * Bet placement configuration (apps/api/README.md "Bets (issue 6)"). Server: from env (BET_DELAY_MS,
 * BET_DELAY_SCALE, BET_VIP_THRESHOLDS); tests pass their own through buildApp({ bets }).
 */
export interface BetsConfig {
  /** Live bet delay per sport key in ms (spec: "a few seconds per sport"); `default` for the rest. */
  delayMsBySport: Readonly<Record<string, number>>;
  /** Multiplies every delay (0 turns the delay off). */
  delayScale: number;
  /** A stake above this (minor units, per currency) is a VIP bet: stored `submitted` until an operator decides. */
  vipThresholds: Readonly<Record<string, number>>;
  /** Bet limits (spec core §3 "Bet limits"): the system settings' lists unless overridden. */
  limits: BetLimitsSettings;
  /** Max stake is also supported for the second provider (spec core §5 "when a flag allows it"). */
  maxStakeSecondProvider: boolean;
  /** How the live delay waits; tests replace it to move the book during the delay. */
  sleep: (ms: number) => Promise<void>;
}

/** Real books hold in-play bets 3–8 s; tennis and table tennis change faster than football. */
export const DEFAULT_DELAY_MS_BY_SPORT: Readonly<Record<string, number>> = {
  football: 5_000,
  tennis: 3_000,
  basketball: 4_000,
  'ice-hockey': 4_000,
  volleyball: 3_000,
  'table-tennis': 3_000,
  cricket: 5_000,
  cs2: 4_000,
  dota2: 4_000,
  lol: 4_000,
  default: 4_000,
};

/** About 5,000 in fiat minor units; 0.1 BTC. */
export const DEFAULT_VIP_THRESHOLDS: Readonly<Record<string, number>> = {
  EUR: 5_000_00,
  USD: 5_000_00,
  GBP: 5_000_00,
  BRL: 25_000_00,
  BTC: 10_000_000,
};

export const DEFAULT_BETS_CONFIG: BetsConfig = {
  delayMsBySport: DEFAULT_DELAY_MS_BY_SPORT,
  delayScale: 1,
  vipThresholds: DEFAULT_VIP_THRESHOLDS,
  limits: SYSTEM_SETTINGS.bet_limits_settings,
  maxStakeSecondProvider: true,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function resolveBetsConfig(overrides: Partial<BetsConfig> = {}): BetsConfig {
  return { ...DEFAULT_BETS_CONFIG, ...overrides };
}

/** The env part of the config: BET_DELAY_MS (one value for every sport), BET_DELAY_SCALE, BET_VIP_THRESHOLDS. */
export function betsConfigFromEnv(env: { BET_DELAY_MS?: number | undefined; BET_DELAY_SCALE: number; BET_VIP_THRESHOLDS: string[] }): Partial<BetsConfig> {
  const thresholds = Object.fromEntries(env.BET_VIP_THRESHOLDS.map((pair) => pair.split(':')).filter((pair) => pair.length === 2 && /^\d+$/.test(pair[1] ?? '')).map(([code, amount]) => [String(code).toUpperCase(), Number(amount)]));
  return {
    ...(env.BET_DELAY_MS === undefined ? {} : { delayMsBySport: { default: env.BET_DELAY_MS } }),
    delayScale: env.BET_DELAY_SCALE,
    ...(Object.keys(thresholds).length > 0 ? { vipThresholds: { ...DEFAULT_VIP_THRESHOLDS, ...thresholds } } : {}),
  };
}

/** The system settings' limit lists as the domain's BetLimits (snake_case → camelCase). */
export function domainLimits(settings: BetLimitsSettings): BetLimits {
  const list = (entries: readonly { currency_code: string; amount: number }[]) => entries.map((entry) => ({ currencyCode: entry.currency_code, amount: entry.amount }));
  return {
    selectionLimit: { value: settings.selection_limit.value },
    oddsLimit: { value: settings.odds_limit.value, action: settings.odds_limit.action },
    maxStakeLimit: { fiat: list(settings.max_stake_limit.fiat), crypto: list(settings.max_stake_limit.crypto) },
    payoutLimit: { fiat: list(settings.payout_limit.fiat), crypto: list(settings.payout_limit.crypto), action: settings.payout_limit.action },
  };
}

/** The live delay of a bet: the longest delay among the sports of its live selections, scaled. */
export function liveDelayMs(config: Pick<BetsConfig, 'delayMsBySport' | 'delayScale'>, liveSportKeys: readonly string[]): number {
  if (liveSportKeys.length === 0) return 0;
  const fallback = config.delayMsBySport.default ?? 0;
  return Math.round(Math.max(...liveSportKeys.map((key) => config.delayMsBySport[key] ?? fallback)) * config.delayScale);
}
