import type { MatchStatus } from '@sportsbook/domain';
import type { PlayState, Strength } from './engine/types';
import type { TrackerState } from './tracker/tracker-state';

/** The simulator's per-match memory, persisted as JSON in feed_match_states. */
export interface SimMatch {
  id: number;
  sportKey: string;
  startTime: number;
  status: MatchStatus;
  strength: Strength;
  play: PlayState;
  /** Markets stay suspended until then after a goal, point or set (ARCHITECTURE §7). */
  suspendedUntil: number | null;
  nextPriceAt: number;
  finishedAt: number | null;
  /** Prices set by hand through feed control, applied at every re-price. */
  oddsOverrides?: OddsOverride[];
  /** The live tracker's play-by-play and running statistics (feed/tracker); absent before kick-off and in older states. */
  tracker?: TrackerState;
}

export function isSimMatch(value: unknown): value is Omit<SimMatch, 'id'> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.sportKey === 'string' && typeof record.startTime === 'number' && typeof record.play === 'object';
}

/** A price set by hand (feed control): kept at every re-price until the match is settled. */
export interface OddsOverride {
  typeId: number;
  specifier: string;
  outcomeKey: string;
  odds: number;
}
