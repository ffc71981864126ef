import type { TrackerEventDto, TrackerEventKind } from '@sportsbook/contracts/models';

/**
 * Where the tracker's marker stands for an event (docs/match-centre.md): a point on a 100 × 60
 * field, the home side defending the left goal (x = 0) and attacking the right one; the away
 * side mirrored. Events of neither side (periods, the final whistle) stand at the centre spot.
 */
const DEPTH: Partial<Record<TrackerEventKind, number>> = {
  attack: 64, dangerous_attack: 80, shot_off_target: 90, shot_on_target: 92, goal: 97, corner: 99,
  yellow_card: 55, red_card: 55, score: 85, point: 75, ace: 85, double_fault: 20, kill: 70, set_won: 75,
};

export const FIELD = { width: 100, height: 60 } as const;

export function markerPosition(event: TrackerEventDto | undefined): { x: number; y: number } {
  if (!event || event.team === null) return { x: FIELD.width / 2, y: FIELD.height / 2 };
  const depth = DEPTH[event.kind] ?? 60;
  // A corner is taken from the corner flag; other plays spread across the width (the same event always in the same place).
  const y = event.kind === 'corner' ? (event.id % 2 === 0 ? 2 : FIELD.height - 2) : 12 + ((event.id * 37) % 36);
  return { x: event.team === 'home' ? depth : FIELD.width - depth, y };
}

/** Events worth telling a screen-reader user (the live region says the latest of them, not every attack). */
const ANNOUNCED: ReadonlySet<TrackerEventKind> = new Set(['goal', 'corner', 'yellow_card', 'red_card', 'score', 'set_won', 'period_started', 'period_ended', 'finished', 'ace', 'double_fault']);

export function latestAnnounced(events: readonly TrackerEventDto[]): TrackerEventDto | undefined {
  return events.find((event) => ANNOUNCED.has(event.kind));
}

/** Home's share of a statistic in per cent (50 when neither side has any). */
export function homeShare(home: number, away: number): number {
  return home + away === 0 ? 50 : Math.round((home / (home + away)) * 100);
}

/** The surface the tracker draws: a pitch or rink with goals, or a court / table / map with a net. */
export function surfaceOf(sport: string): 'pitch' | 'court' {
  return sport === 'football' || sport === 'ice-hockey' ? 'pitch' : 'court';
}

/** What a sport calls its periods, for the period events ("Half 2 started", "Map 1 won"). */
export type PeriodUnit = 'half' | 'period' | 'quarter' | 'innings' | 'set' | 'map';

const PERIOD_UNITS: Readonly<Record<string, PeriodUnit>> = {
  football: 'half', 'ice-hockey': 'period', basketball: 'quarter', cricket: 'innings',
  tennis: 'set', volleyball: 'set', 'table-tennis': 'set', cs2: 'map', dota2: 'map', lol: 'map',
};

export function periodUnitOf(sport: string): PeriodUnit {
  return PERIOD_UNITS[sport] ?? 'period';
}
