import { describe, expect, it } from 'vitest';
import { advanceClock, formatClock, isHalfTime, parseClock } from './match-clock';

describe('match clock', () => {
  it.each([
    ['00:00', 0],
    ['45:12', 2712],
    ['105:03', 6303],
    ['12:75', null],
    ['45', null],
    ['HT', null],
  ])('parses %s → %s', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
  });

  it('formats with two-digit minutes and seconds', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(6303)).toBe('105:03');
  });

  it('advances a running clock by whole seconds', () => {
    expect(advanceClock('45:58', false, 3_400)).toBe('46:01');
  });

  it('keeps a stopped clock or an unknown format as sent', () => {
    expect(advanceClock('45:58', true, 3_000)).toBe('45:58');
    expect(advanceClock("45'", false, 3_000)).toBe("45'");
  });
});

describe('half-time', () => {
  const statistics = (stopped: boolean, periods: number, maxPeriodNumber: number | null = 2) => ({
    clock: { matchTime: '45:00', stoppageTime: null, remainingTime: null, stopped },
    periodScore: Array.from({ length: periods }, (_, index) => ({ periodKey: `period_${index + 1}`, periodName: '', number: index + 1, type: 'regular_period', homeScore: 0, awayScore: 0 })),
    maxPeriodNumber,
  });

  it('is the stopped clock between the first and the second of two halves', () => {
    expect(isHalfTime(statistics(true, 1), null)).toBe(true);
    expect(isHalfTime(statistics(true, 1), '1st half')).toBe(true);
  });

  it('is not the first half running, the second half, or a break of a sport with more periods', () => {
    expect(isHalfTime(statistics(false, 1), '1st half')).toBe(false);
    expect(isHalfTime(statistics(false, 2), '2nd half')).toBe(false);
    expect(isHalfTime(statistics(true, 2), null)).toBe(false);
    expect(isHalfTime(statistics(true, 1, 3), 'Pause')).toBe(false);
    expect(isHalfTime(null, null)).toBe(false);
    expect(isHalfTime({ clock: null, periodScore: [], maxPeriodNumber: 2 }, null)).toBe(false);
  });

  it('follows the feed stage when it names half-time', () => {
    expect(isHalfTime(null, 'Half-time')).toBe(true);
    expect(isHalfTime(statistics(false, 1, null), 'halftime')).toBe(true);
    expect(isHalfTime(null, 'HT')).toBe(true);
  });
});
