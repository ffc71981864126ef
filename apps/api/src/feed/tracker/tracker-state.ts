import { TRACKER_TIMELINE_LENGTH, type MatchTrackerDto, type TrackerEventDto, type TrackerStatisticKey } from '@sportsbook/contracts';
import type { Score } from '../engine/types';
import type { TrackerProfile } from './tracker-profiles';

/** A tracker event before it is numbered. */
export type TrackerEventDraft = Omit<TrackerEventDto, 'id'>;

/** The tracker's memory of a match, kept in the simulator's per-match state (feed_match_states). */
export interface TrackerState {
  /** Id of the next event. */
  nextId: number;
  /** Steps recorded so far: seeds each step's own random stream (trackerRng). */
  steps: number;
  statistics: Partial<Record<TrackerStatisticKey, Score>>;
  /** Match time each team had the ball (goal sports). */
  possessionMs: Score;
  /** The team in possession now: the team of the last play. */
  inPossession: 'home' | 'away' | null;
  /** The recent events, newest first. */
  events: TrackerEventDto[];
}

export function initialTracker(): TrackerState {
  return { nextId: 1, steps: 0, statistics: {}, possessionMs: { home: 0, away: 0 }, inPossession: null, events: [] };
}

const other = (team: 'home' | 'away') => (team === 'home' ? 'away' : 'home');

/** What one event adds to the running statistics: [statistic, team] pairs. */
export function countsOf(event: TrackerEventDraft, profile: TrackerProfile): [TrackerStatisticKey, 'home' | 'away'][] {
  const { team } = event;
  if (team === null) return [];
  switch (event.kind) {
    case 'attack': return [['attacks', team]];
    case 'dangerous_attack': return [['dangerous_attacks', team]];
    case 'shot_on_target': return [['shots_on_target', team]];
    case 'shot_off_target': return [['shots_off_target', team]];
    case 'corner': return [['corners', team]];
    case 'yellow_card': return [['yellow_cards', team]];
    case 'red_card': return [['red_cards', team]];
    // A goal is a shot on target too.
    case 'goal': return [['goals', team], ['shots_on_target', team]];
    case 'score': {
      const statistic = event.points === null ? undefined : profile.scoreStatistic[event.points];
      return statistic ? [[statistic, team]] : [];
    }
    case 'point': return [['points_won', team]];
    case 'ace': return [['aces', team], ['points_won', team]];
    // The server's fault: the point goes to the receiver.
    case 'double_fault': return [['double_faults', team], ['points_won', other(team)]];
    case 'kill': return [['kills', team]];
    case 'set_won': return [['sets_won', team]];
    default: return [];
  }
}

/** The statistics reducer: numbers the events, adds them up, keeps the latest on the timeline. */
export function recordEvents(state: TrackerState, drafts: readonly TrackerEventDraft[], profile: TrackerProfile): TrackerState {
  if (drafts.length === 0) return state;
  const statistics = { ...state.statistics };
  let nextId = state.nextId;
  let inPossession = state.inPossession;
  const added: TrackerEventDto[] = [];
  for (const draft of drafts) {
    for (const [key, team] of countsOf(draft, profile)) {
      const current = statistics[key] ?? { home: 0, away: 0 };
      statistics[key] = { ...current, [team]: current[team] + 1 };
    }
    if (draft.team && (draft.kind === 'attack' || draft.kind === 'dangerous_attack')) inPossession = draft.team;
    added.unshift({ ...draft, id: nextId });
    nextId += 1;
  }
  return { ...state, nextId, statistics, inPossession, events: [...added, ...state.events].slice(0, TRACKER_TIMELINE_LENGTH) };
}

/** Credits `ms` of play to the team in possession. */
export function creditPossession(state: TrackerState, ms: number): TrackerState {
  if (!state.inPossession || ms <= 0) return state;
  return { ...state, possessionMs: { ...state.possessionMs, [state.inPossession]: state.possessionMs[state.inPossession] + ms } };
}

/** The wire shape: every statistic of the sport (zero when nothing happened yet), possession in whole per cent. */
export function toTrackerDto(matchId: number, sportKey: string, state: TrackerState, profile: TrackerProfile): MatchTrackerDto {
  const held = state.possessionMs.home + state.possessionMs.away;
  const home = held > 0 ? Math.round((state.possessionMs.home / held) * 100) : 50;
  return {
    match_id: matchId,
    sport: sportKey,
    possession: profile.possession ? { home, away: 100 - home } : null,
    statistics: profile.statistics.map((key) => ({ key, home: state.statistics[key]?.home ?? 0, away: state.statistics[key]?.away ?? 0 })),
    events: state.events,
  };
}
