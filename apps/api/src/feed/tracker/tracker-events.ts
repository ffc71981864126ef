import type { MatchEvent, PlayState, Score, Strength } from '../engine/types';
import { Rng } from '../random';
import type { TrackerProfile } from './tracker-profiles';
import type { TrackerEventDraft } from './tracker-state';

/** One simulator step of a match, as the tracker sees it. */
export interface TrackerStep {
  profile: TrackerProfile;
  /** The booking counters before the step (goal sports add a corner or card event per new one). */
  before: { phase: PlayState['phase']; corners: Score; yellowCards: Score; redCards: Score };
  /** The play state after the step. */
  play: PlayState;
  /** What the engine reported, in order (goals, points, periods). */
  events: readonly MatchEvent[];
  /** Match time the step played. */
  dtMs: number;
  /** The match clock after the step (mm:ss), null for sports without one. */
  matchTime: string | null;
  strength: Strength;
  rng: Rng;
}

const SLICE_MS = 5_000;
const TEAMS = ['home', 'away'] as const;

/**
 * A random stream of its own for each step of each match, so the tracker never shifts the
 * simulator's goals and prices, and the same seed replays the same play-by-play.
 */
export function trackerRng(seed: number, matchId: number, step: number): Rng {
  return new Rng((seed ^ Math.imul(matchId, 0x9e3779b1) ^ Math.imul(step + 1, 0x85ebca6b)) >>> 0);
}

/**
 * The tracker events of one step (docs/match-centre.md): the engine's own events turned into
 * plays (a goal is a dangerous attack and a goal; a set sport's point may be an ace or a double
 * fault), one event per new corner or card, and the sport's filler plays (attacks, shots, kills)
 * drawn in proportion to the match time played, the stronger side having more of them.
 */
export function trackerEventsOf(step: TrackerStep): TrackerEventDraft[] {
  const { profile, play, rng } = step;
  const at = (kind: TrackerEventDraft['kind'], team: 'home' | 'away' | null, points: number | null = null, period = play.period): TrackerEventDraft =>
    ({ kind, team, period, match_time: step.matchTime, points });
  const drafts: TrackerEventDraft[] = [];

  const playing = step.before.phase === 'playing' || play.phase === 'playing';
  const share = Math.min(0.75, Math.max(0.25, 0.5 + (step.strength.home - step.strength.away) * 0.4));
  if (playing) {
    for (let left = step.dtMs; left > 0; left -= SLICE_MS) {
      const slice = Math.min(left, SLICE_MS);
      for (const [kind, perMinute] of Object.entries(profile.perMinute) as [TrackerEventDraft['kind'], number][]) {
        if (rng.chance((perMinute * slice) / 60_000)) drafts.push(at(kind, rng.chance(share) ? 'home' : 'away'));
      }
    }
  }

  if (profile.family === 'goals') {
    const counters = [['corner', 'corners'], ['yellow_card', 'yellowCards'], ['red_card', 'redCards']] as const;
    for (const [kind, field] of counters) {
      for (const team of TEAMS) {
        for (let count = step.before[field][team]; count < play[field][team]; count += 1) drafts.push(at(kind, team));
      }
    }
  }

  for (const event of step.events) {
    switch (event.kind) {
      case 'period_started':
        drafts.push(at('period_started', null, null, event.period));
        break;
      case 'period_ended':
        drafts.push(at('period_ended', null, null, event.period));
        break;
      case 'finished':
        drafts.push(at('finished', null));
        break;
      case 'score':
        if (profile.family === 'goals') drafts.push(at('dangerous_attack', event.team), at('goal', event.team));
        else if (profile.family === 'points') drafts.push(at('score', event.team, event.points ?? 1));
        else drafts.push(at('set_won', event.team));
        break;
      case 'point':
        if (profile.pointsShown) drafts.push(pointOf(event.team, event.server, profile, rng, at));
        break;
    }
  }
  return drafts;
}

/** A point of a set sport; with a server's faults (tennis), an ace or a double fault some of the time. */
function pointOf(
  team: 'home' | 'away',
  server: 'home' | 'away' | null,
  profile: TrackerProfile,
  rng: Rng,
  at: (kind: TrackerEventDraft['kind'], team: 'home' | 'away' | null) => TrackerEventDraft,
): TrackerEventDraft {
  const faults = profile.serveFaults;
  if (faults && server === team && rng.chance(faults.ace)) return at('ace', team);
  if (faults && server !== null && server !== team && rng.chance(faults.doubleFault)) return at('double_fault', server);
  return at('point', team);
}
