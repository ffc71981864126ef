import { describe, expect, it } from 'vitest';
import { effectiveLimitStatus, exceededLimit, limitBinds, limitChangeCooling, limitChangeKind, limitWindow, type LimitClock } from '../src';

const at = (iso: string) => Date.parse(iso);
const iso = (window: { start: number; end: number }) => [new Date(window.start).toISOString(), new Date(window.end).toISOString()];

describe('limitWindow (calendar, UTC)', () => {
  it('counts a day from midnight to midnight', () => {
    expect(iso(limitWindow('day', at('2025-03-01T23:59:59.999Z')))).toEqual(['2025-03-01T00:00:00.000Z', '2025-03-02T00:00:00.000Z']);
  });

  it('counts a week from Monday, Sunday included in the week before it', () => {
    expect(iso(limitWindow('week', at('2025-03-05T10:00:00Z')))).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-10T00:00:00.000Z']);
    expect(iso(limitWindow('week', at('2025-03-09T23:00:00Z')))).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-10T00:00:00.000Z']);
    expect(iso(limitWindow('week', at('2025-03-03T00:00:00Z')))).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-10T00:00:00.000Z']);
  });

  it('counts a month from its first day, across the year end', () => {
    expect(iso(limitWindow('month', at('2025-02-28T12:00:00Z')))).toEqual(['2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z']);
    expect(iso(limitWindow('month', at('2025-12-31T12:00:00Z')))).toEqual(['2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
  });
});

describe('limitChangeKind', () => {
  it('tells a lower, higher, equal or no amount apart', () => {
    expect(limitChangeKind(1_000, 500)).toBe('lower');
    expect(limitChangeKind(1_000, 2_000)).toBe('raise');
    expect(limitChangeKind(1_000, 1_000)).toBe('same');
    expect(limitChangeKind(1_000, null)).toBe('remove');
  });
});

describe('effectiveLimitStatus', () => {
  const requested: LimitClock = { status: 'active', disableAt: 1_000, confirmUntil: 2_000 };

  it('keeps an active limit without an end active, and stored end states as they are', () => {
    expect(effectiveLimitStatus({ status: 'active', disableAt: null, confirmUntil: null }, 5)).toBe('active');
    expect(effectiveLimitStatus({ status: 'confirmed_disabled', disableAt: 1, confirmUntil: 2 }, 5)).toBe('confirmed_disabled');
    expect(effectiveLimitStatus({ status: 'expired', disableAt: null, confirmUntil: null }, 5)).toBe('expired');
  });

  it('shows a requested change active while cooling, unconfirmed_disabled until confirm_until, active again after', () => {
    expect(effectiveLimitStatus(requested, 999)).toBe('active');
    expect(limitChangeCooling(requested, 999)).toBe(true);
    expect(effectiveLimitStatus(requested, 1_000)).toBe('unconfirmed_disabled');
    expect(limitChangeCooling(requested, 1_000)).toBe(false);
    expect(limitBinds(requested, 1_500)).toBe(true);
    expect(effectiveLimitStatus(requested, 2_000)).toBe('active');
    expect(limitChangeCooling({ status: 'active', disableAt: 1_000, confirmUntil: null }, 5)).toBe(false);
    expect(limitChangeCooling({ status: 'expired', disableAt: 1_000, confirmUntil: 2_000 }, 5)).toBe(false);
  });

  it('ends a limit with an end and nothing to confirm (a time-out) at its end', () => {
    const timeOut: LimitClock = { status: 'active', disableAt: 1_000, confirmUntil: null };
    expect(effectiveLimitStatus(timeOut, 999)).toBe('active');
    expect(limitBinds(timeOut, 999)).toBe(true);
    expect(effectiveLimitStatus(timeOut, 1_000)).toBe('expired');
    expect(limitBinds(timeOut, 1_000)).toBe(false);
  });

  it('expires a pending raise with its unconfirmed request', () => {
    const pending: LimitClock = { status: 'pending', disableAt: 1_000, confirmUntil: 2_000 };
    expect(effectiveLimitStatus(pending, 1_999)).toBe('pending');
    expect(limitBinds(pending, 1_999)).toBe(false);
    expect(effectiveLimitStatus(pending, 2_000)).toBe('expired');
    expect(effectiveLimitStatus({ status: 'pending', disableAt: null, confirmUntil: null }, 2_000)).toBe('pending');
    expect(limitBinds({ status: 'confirmed_disabled', disableAt: null, confirmUntil: null }, 0)).toBe(false);
  });
});

describe('exceededLimit', () => {
  it('answers null when every limit holds the amount, the exact remainder included', () => {
    expect(exceededLimit([{ id: 1, period: 'day', amount: 1_000, used: 400 }], 600)).toBeNull();
    expect(exceededLimit([], 600)).toBeNull();
  });

  it('names the limit with the least left, the shorter period on a tie', () => {
    const usages = [
      { id: 1, period: 'month' as const, amount: 5_000, used: 4_500 },
      { id: 2, period: 'week' as const, amount: 3_000, used: 2_500 },
      { id: 3, period: 'day' as const, amount: 1_000, used: 0 },
    ];
    expect(exceededLimit(usages, 600)?.id).toBe(2);
    expect(exceededLimit(usages, 1_001)?.id).toBe(2);
    expect(exceededLimit([{ id: 4, period: 'day' as const, amount: 1_000, used: 0 }, { id: 5, period: 'week' as const, amount: 2_000, used: 900 }].reverse(), 1_200)?.id).toBe(4);
  });
});
