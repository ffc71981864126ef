import type { MatchEvent, PlayState } from './types';

/**
 * The period transitions every sport engine shares: kick-off of the next period once the break
 * is over, and the end of a period (the match is over, or a break follows).
 */

/** Starts the next period when the match has not begun or its break is over; true when it did. */
export function startPeriodIfDue(play: PlayState, sliceMs: number, breakMs: number, events: MatchEvent[]): boolean {
  const due = play.phase === 'prematch' || (play.phase === 'break' && play.periodElapsedMs + sliceMs >= breakMs);
  if (!due) return false;
  play.phase = 'playing';
  play.period += 1;
  play.periodElapsedMs = 0;
  play.periods.push({ home: 0, away: 0 });
  events.push({ kind: 'period_started', period: play.period });
  return true;
}

/** After a period ends: the match finishes, or a break starts. */
export function finishOrBreak(play: PlayState, matchOver: boolean, events: MatchEvent[]): void {
  if (matchOver) {
    play.phase = 'ended';
    events.push({ kind: 'finished' });
  } else {
    play.phase = 'break';
    play.periodElapsedMs = 0;
  }
}
