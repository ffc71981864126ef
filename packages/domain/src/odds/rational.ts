/**
 * Exact decimal rendering of a ratio of integers, so displayed odds never show float artefacts
 * (1.1 - 1 = 0.10000000000000009). Internal to the odds module.
 */

/** Renders numerator / denominator with `decimals` places, rounding half away from zero. */
export function formatRatio(numerator: number, denominator: number, decimals: number): string {
  const negative = numerator < 0 !== denominator < 0 && numerator !== 0;
  const num = BigInt(Math.abs(numerator));
  const den = BigInt(Math.abs(denominator));
  const scale = 10n ** BigInt(decimals);
  const scaled = (num * scale * 2n + den) / (den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  const sign = negative && scaled !== 0n ? '-' : '';
  return decimals > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}
