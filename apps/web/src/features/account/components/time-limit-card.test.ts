import { TIME_LIMIT_MAX_MINUTES } from '@sportsbook/contracts/models';
import { describe, expect, it } from 'vitest';
import { parseMinutes } from './time-limit-card';

describe('parseMinutes (the session-time and activity limit forms)', () => {
  it('takes whole minutes from 1 to the longest time limit', () => {
    expect(parseMinutes('1')).toBe(1);
    expect(parseMinutes(' 90 ')).toBe(90);
    expect(parseMinutes(String(TIME_LIMIT_MAX_MINUTES))).toBe(TIME_LIMIT_MAX_MINUTES);
  });

  it('refuses nothing, zero, fractions, signs and more than the longest limit', () => {
    for (const text of ['', '0', '1.5', '-5', '+5', '1e3', 'abc', String(TIME_LIMIT_MAX_MINUTES + 1)]) expect(parseMinutes(text)).toBeNull();
  });
});
