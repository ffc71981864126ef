import type { Statistics } from '@sportsbook/contracts/models';

/**
 * The match clock between two updates. The feed sends `match_time` as "MM:SS" (or minutes
 * only); while the clock runs we advance it locally so it moves every second, and the next
 * server value takes over.
 */
export function parseClock(matchTime: string): number | null {
  const found = /^(\d{1,3}):(\d{2})$/.exec(matchTime.trim());
  if (!found) return null;
  const seconds = Number(found[2]);
  return seconds < 60 ? Number(found[1]) * 60 + seconds : null;
}

export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** The clock `elapsedMs` after the server value; unchanged when stopped or not in MM:SS form. */
export function advanceClock(matchTime: string, stopped: boolean, elapsedMs: number): string {
  const base = parseClock(matchTime);
  if (base === null || stopped || elapsedMs <= 0) return matchTime;
  return formatClock(base + Math.floor(elapsedMs / 1000));
}

/**
 * Half-time (issue 18 point 11): the clock of a match played in two halves stopped after the first
 * half and before the second (one period played of two), or the feed's stage says so. A listing
 * shows "HT" then instead of the first half's last minute; the second half's first update starts
 * the clock again.
 */
export function isHalfTime(statistics: Pick<Statistics, 'clock' | 'periodScore' | 'maxPeriodNumber'> | null, stage: string | null): boolean {
  if (stage !== null && /^(half[\s-]?time|HT)$/i.test(stage.trim())) return true;
  if (!statistics?.clock?.stopped) return false;
  return statistics.maxPeriodNumber === 2 && statistics.periodScore.length === 1;
}
