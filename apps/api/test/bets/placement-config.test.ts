import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { betsConfigFromEnv, DEFAULT_DELAY_MS_BY_SPORT, DEFAULT_VIP_THRESHOLDS, liveDelayMs, resolveBetsConfig } from '../../src/modules/bets/config';
import { customPriceMoved } from '../../src/modules/bets/placement';
import { largestAllowed } from '../../src/modules/bets/service';

describe('bets configuration', () => {
  it('takes the longest live sport delay, scaled, and the default for unknown sports; prematch waits nothing', () => {
    const config = resolveBetsConfig();
    expect(liveDelayMs(config, [])).toBe(0);
    expect(liveDelayMs(config, ['tennis'])).toBe(3_000);
    expect(liveDelayMs(config, ['tennis', 'football'])).toBe(5_000);
    expect(liveDelayMs(config, ['curling'])).toBe(DEFAULT_DELAY_MS_BY_SPORT.default);
    expect(liveDelayMs({ ...config, delayScale: 0.5 }, ['football'])).toBe(2_500);
    expect(liveDelayMs({ ...config, delayScale: 0 }, ['football'])).toBe(0);
  });

  it('reads BET_DELAY_MS, BET_DELAY_SCALE, BET_VIP_THRESHOLDS and OPERATOR_API_KEY from the environment', () => {
    const key = 'k'.repeat(32);
    const env = loadEnv({ BET_DELAY_MS: '1500', BET_DELAY_SCALE: '2', BET_VIP_THRESHOLDS: 'eur:100000, BTC:5, bad, USD:x', NODE_ENV: 'production', OPERATOR_API_KEY: key });
    const config = resolveBetsConfig(betsConfigFromEnv(env));
    expect(liveDelayMs(config, ['football'])).toBe(3_000);
    expect(config.vipThresholds).toEqual({ ...DEFAULT_VIP_THRESHOLDS, EUR: 100_000, BTC: 5 });
    expect(env.OPERATOR_API_KEY).toBe(key);
    const defaults = resolveBetsConfig(betsConfigFromEnv(loadEnv({})));
    expect(defaults.delayMsBySport).toEqual(DEFAULT_DELAY_MS_BY_SPORT);
    // No key, no operator route: not even outside production (nothing decides a VIP bet unauthenticated).
    expect(loadEnv({}).OPERATOR_API_KEY).toBeUndefined();
    expect(() => loadEnv({ OPERATOR_API_KEY: 'short' })).toThrow(/OPERATOR_API_KEY/);
    expect(() => loadEnv({ BET_DELAY_MS: '-1' })).toThrow(/BET_DELAY_MS/);
  });
});

describe('pure helpers', () => {
  it('finds the largest allowed stake by binary search', () => {
    expect(largestAllowed(10_000, (stake) => stake <= 4_321)).toBe(4_321);
    expect(largestAllowed(10_000, () => true)).toBe(10_000);
    expect(largestAllowed(10_000, () => false)).toBe(0);
    expect(largestAllowed(0, () => true)).toBe(0);
  });

  it('judges a moved bet builder price by the acceptance mode', () => {
    expect([customPriceMoved(2_000, 2_000, 'NONE'), customPriceMoved(2_000, 2_100, 'NONE'), customPriceMoved(2_000, 2_100, 'HIGHER'), customPriceMoved(2_000, 1_900, 'HIGHER'), customPriceMoved(2_000, 1_000, 'ANY')]).toEqual([false, true, false, true, false]);
  });
});
