import type { StatusGroup } from '@sportsbook/contracts/models';

export interface LoyaltyProgress {
  group: StatusGroup | null;
  next: StatusGroup | null;
  /** 0..1 through the current group towards the next; 1 at the top group. */
  ratio: number;
}

/** The status group the comp points fall in and how far the player is towards the next one. */
export function loyaltyProgress(points: number, groups: readonly StatusGroup[]): LoyaltyProgress {
  const sorted = [...groups].sort((a, b) => a.minPoints - b.minPoints);
  const group = [...sorted].reverse().find((item) => points >= item.minPoints && (item.maxPoints === null || points <= item.maxPoints)) ?? null;
  const next = sorted.find((item) => item.minPoints > points) ?? null;
  if (!next) return { group, next, ratio: group ? 1 : 0 };
  const start = group?.minPoints ?? 0;
  const span = next.minPoints - start;
  return { group, next, ratio: span > 0 ? Math.min(1, Math.max(0, (points - start) / span)) : 0 };
}
