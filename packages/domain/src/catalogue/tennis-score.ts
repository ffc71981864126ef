/**
 * Tennis game points (spec core §9 "Tennis scores above 40 show as advantage").
 * Choice: advantage shows as "A", the usual scoreboard abbreviation.
 */
export const TENNIS_ADVANTAGE = 'A';

/** "0" | "15" | "30" | "40" shown as is; any number above 40 (feeds send 50) as advantage. */
export function tennisPointLabel(points: number | string): string {
  const value = typeof points === 'number' ? points : Number(points);
  return Number.isFinite(value) && value > 40 ? TENNIS_ADVANTAGE : String(points);
}
