import type { MatchTrackerDto } from '@sportsbook/contracts';
import { engineFor } from '../engine/registry';
import type { MatchEvent, PlayState, SportEngine } from '../engine/types';
import type { Rng } from '../random';
import type { SimMatch } from '../sim-match';
import { trackerEventsOf, trackerRng, type TrackerStep } from './tracker-events';
import { trackerProfileFor } from './tracker-profiles';
import { creditPossession, initialTracker, recordEvents, toTrackerDto, type TrackerState } from './tracker-state';

/** What the tracker needs of the play state before a step (copies: the engine changes the state in place). */
export function beforeStep(play: PlayState): TrackerStep['before'] {
  return { phase: play.phase, corners: { ...play.corners }, yellowCards: { ...play.yellowCards }, redCards: { ...play.redCards } };
}

/**
 * Adds the tracker events of one step to the match's tracker (match.tracker, saved with the
 * simulator's state). Returns the tracker to publish when the step added events, else null.
 */
export function trackStep(match: SimMatch, before: TrackerStep['before'], events: readonly MatchEvent[], dtMs: number, seed: number): MatchTrackerDto | null {
  const profile = trackerProfileFor(match.sportKey);
  if (!profile) return null;
  const state = match.tracker ?? initialTracker();
  const drafts = trackerEventsOf({
    profile, before, play: match.play, events, dtMs, strength: match.strength,
    matchTime: engineFor(match.sportKey).statistics(match.play).clock?.match_time ?? null,
    rng: trackerRng(seed, match.id, state.steps),
  });
  // The side that had the ball keeps it until the next attack (possession counts play only).
  const played = before.phase === 'playing' ? creditPossession(state, dtMs) : state;
  match.tracker = recordEvents({ ...played, steps: state.steps + 1 }, drafts, profile);
  return drafts.length > 0 ? toTrackerDto(match.id, match.sportKey, match.tracker, profile) : null;
}

/**
 * The longest stretch of match time one batch of tracker events stands for: a longer advance (a
 * kick-off part-way through, feed control) is played in pieces, so each event carries about the
 * clock it happened at. A multiple of the engines' time slices (1 s and 5 s): the engine plays
 * exactly as in one advance (test/feed/tracker.test.ts).
 */
export const TRACKED_PIECE_MS = 60_000;

/** engine.advance with the tracker following: the engine's events, and the tracker to publish (null: no new event). */
export function advanceTracked(match: SimMatch, engine: SportEngine, dtMs: number, rng: Rng, seed: number): { events: MatchEvent[]; tracker: MatchTrackerDto | null } {
  const events: MatchEvent[] = [];
  let tracker: MatchTrackerDto | null = null;
  for (let left = dtMs; left > 0 && match.play.phase !== 'ended'; left -= TRACKED_PIECE_MS) {
    const piece = Math.min(left, TRACKED_PIECE_MS);
    const before = beforeStep(match.play);
    const played = engine.advance(match.play, piece, match.strength, rng);
    events.push(...played);
    tracker = trackStep(match, before, played, piece, seed) ?? tracker;
  }
  return { events, tracker };
}

/** The tracker of a match from the simulator's saved state (feed_match_states); null when it has none. */
export function trackerOfState(matchId: number, state: unknown): MatchTrackerDto | null {
  if (typeof state !== 'object' || state === null) return null;
  const { sportKey, tracker } = state as { sportKey?: unknown; tracker?: TrackerState };
  // No tracker yet: not kicked off (or a state saved before trackers existed, until its next step).
  if (typeof sportKey !== 'string' || !tracker) return null;
  const profile = trackerProfileFor(sportKey);
  if (!profile) return null;
  return toTrackerDto(matchId, sportKey, tracker, profile);
}
