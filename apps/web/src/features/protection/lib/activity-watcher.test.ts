import type { ActivityTrackDto, UserLimit } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { ActivityWatcher } from './activity-watcher';

const limit = { id: 7, type: 'activity', status: 'active', period: 'day', amount: 30 } as UserLimit;
const answer = (intervalSeconds = 60, limits = 1): ActivityTrackDto => ({
  interval_seconds: intervalSeconds,
  limits: Array.from({ length: limits }, () => ({ id: 7, period: 'day', amount: 30, used: 5, resets_at: '2025-03-02T00:00:00.000Z' })),
});
const refusal = (status: number, code: string) => new ApiError(status, '/platform/player/activity_limit_track', { error: { code, message: 'x' } });
const view = () => ({ limitReached: vi.fn(), unauthorized: vi.fn() });

/** Two tabs' channels joined in memory (BroadcastChannel delivers to the others, not to itself). */
function channels() {
  const members: { onmessage: ((event: MessageEvent<unknown>) => void) | null; postMessage: (message: unknown) => void; close: () => void }[] = [];
  const make = () => {
    const member = {
      onmessage: null as ((event: MessageEvent<unknown>) => void) | null,
      postMessage: (message: unknown) => { for (const other of members) if (other !== member) other.onmessage?.({ data: message } as MessageEvent<unknown>); },
      close: () => undefined,
    };
    members.push(member);
    return member;
  };
  return [make(), make()] as const;
}

describe('ActivityWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings at once and then every interval the API names while the player is active', async () => {
    const calls = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => answer(5)) };
    new ActivityWatcher(calls, view(), () => true, null).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls.ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.ping).toHaveBeenCalledTimes(2);
  });

  it('does not ping while the player is idle or the page hidden, and pings again once active', async () => {
    let active = false;
    const calls = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => answer()) };
    new ActivityWatcher(calls, view(), () => active, null).start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(calls.ping).not.toHaveBeenCalled();
    active = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.ping).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an activity limit in force until the limits change', async () => {
    const limits = vi.fn(async (): Promise<UserLimit[]> => []);
    const calls = { limits, ping: vi.fn(async () => answer()) };
    const watcher = new ActivityWatcher(calls, view(), () => true, null);
    watcher.start();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls.ping).not.toHaveBeenCalled();
    limits.mockResolvedValue([limit]);
    watcher.limitsChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.ping).toHaveBeenCalledTimes(1);
  });

  it('stops pinging once the answer names no limit in force (removed meanwhile)', async () => {
    const calls = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => answer(60, 0)) };
    new ActivityWatcher(calls, view(), () => true, null).start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls.ping).toHaveBeenCalledTimes(1);
  });

  it('on 401 ACTIVITY_LIMIT_REACHED ends play here and in the other tabs', async () => {
    const [one, two] = channels();
    const here = view();
    const other = view();
    const otherCalls = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => answer()) };
    new ActivityWatcher(otherCalls, other, () => false, two).start();
    new ActivityWatcher({ limits: vi.fn(async () => [limit]), ping: vi.fn(async () => { throw refusal(401, 'ACTIVITY_LIMIT_REACHED'); }) }, here, () => true, one).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(here.limitReached).toHaveBeenCalledTimes(1);
    expect(here.unauthorized).not.toHaveBeenCalled();
    expect(other.limitReached).toHaveBeenCalledTimes(1);
    otherCalls.ping.mockClear();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(otherCalls.ping).not.toHaveBeenCalled();
  });

  it('hands another 401 to the usual signed-out handling, stops on 400, retries other failures', async () => {
    const signedOut = view();
    new ActivityWatcher({ limits: vi.fn(async () => [limit]), ping: vi.fn(async () => { throw refusal(401, 'UNAUTHORIZED'); }) }, signedOut, () => true, null).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut.unauthorized).toHaveBeenCalledTimes(1);
    expect(signedOut.limitReached).not.toHaveBeenCalled();

    const stopped = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => { throw refusal(400, 'BAD_REQUEST'); }) };
    new ActivityWatcher(stopped, view(), () => true, null).start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(stopped.ping).toHaveBeenCalledTimes(1);

    const flaky = { limits: vi.fn(async () => [limit]), ping: vi.fn(async () => { throw new Error('offline'); }) };
    new ActivityWatcher(flaky, view(), () => true, null).start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(flaky.ping).toHaveBeenCalledTimes(3);
  });
});
