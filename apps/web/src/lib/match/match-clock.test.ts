import { describe, expect, it } from 'vitest';
import { advanceClock, formatClock, parseClock } from './match-clock';

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
