import type { Match } from '@sportsbook/contracts/models';

/**
 * Start times formatted on the server for the matches it rendered, keyed by match and start time
 * (a moved start time is no longer found and is formatted in the browser). The listing's first
 * render in the browser then creates no date formatter: the first one costs a long task (ICU data).
 */
export type StartLabels = Readonly<Record<string, string>>;

export function startLabelKey(match: Pick<Match, 'matchId' | 'startTime'>): string {
  return `${String(match.matchId)}|${match.startTime}`;
}

export function buildStartLabels(matches: readonly Match[], format: (startTime: Date) => string): StartLabels {
  const labels: Record<string, string> = {};
  for (const match of matches) if (!match.isLive) labels[startLabelKey(match)] = format(new Date(match.startTime));
  return labels;
}
