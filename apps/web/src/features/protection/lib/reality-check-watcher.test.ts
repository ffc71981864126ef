import type { RealityCheckBroadcast, SportsbookSessionDto } from '@sportsbook/contracts/models';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { RealityCheckWatcher } from './reality-check-watcher';

const session = (next: string, to = '2025-03-01T12:00:00.000Z'): SportsbookSessionDto => ({
  bets_sum: 500, wins_sum: 0, currency: 'EUR', period: { from: '2025-03-01T11:00:00.000Z', to }, reality_check_interval_seconds: 3600, next_reality_check_at: next, session_ends_at: null,
});
const refusal = (status: number) => new ApiError(status, '/platform/sportsbook_sessions', { error: { code: 'X', message: 'x' } });

/** Two tabs' channels joined in memory (BroadcastChannel delivers to the others, not to itself). */
function channels() {
  const members: { onmessage: ((event: MessageEvent<RealityCheckBroadcast>) => void) | null; postMessage: (message: RealityCheckBroadcast) => void; close: () => void }[] = [];
  const make = () => {
    const member = {
      onmessage: null as ((event: MessageEvent<RealityCheckBroadcast>) => void) | null,
      postMessage: (message: RealityCheckBroadcast) => { for (const other of members) if (other !== member) other.onmessage?.({ data: message } as MessageEvent<RealityCheckBroadcast>); },
      close: () => undefined,
    };
    members.push(member);
    return member;
  };
  return [make(), make()] as const;
}

describe('RealityCheckWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the check once due, in every tab, and one answer closes it everywhere', async () => {
    const [one, two] = channels();
    const dueOne = vi.fn();
    const dueTwo = vi.fn();
    const calls = { session: vi.fn(async () => session('2025-03-01T12:00:00.000Z')), continueSession: vi.fn(async () => session('2025-03-01T13:00:00.000Z')) };
    const first = new RealityCheckWatcher(calls, { due: dueOne, outOfSession: vi.fn() }, one);
    new RealityCheckWatcher({ ...calls, session: vi.fn(async () => session('2025-03-01T12:30:00.000Z')) }, { due: dueTwo, outOfSession: vi.fn() }, two).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(dueTwo).not.toHaveBeenCalledWith(expect.objectContaining({ bets_sum: 500 }));
    first.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(dueOne).toHaveBeenLastCalledWith(expect.objectContaining({ bets_sum: 500 }));
    expect(dueTwo).toHaveBeenLastCalledWith(expect.objectContaining({ bets_sum: 500 }));
    await first.continueSession();
    expect(dueOne).toHaveBeenLastCalledWith(null);
    expect(dueTwo).toHaveBeenLastCalledWith(null);
  });

  it('asks again every 30 s, sooner when the check is due before', async () => {
    const calls = { session: vi.fn(async () => session('2025-03-01T12:00:10.000Z')), continueSession: vi.fn() };
    new RealityCheckWatcher(calls, { due: vi.fn(), outOfSession: vi.fn() }, null).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.session).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.session).toHaveBeenCalledTimes(2);
  });

  it('asks again when the session-time limit ends the session, before the 30 s are up', async () => {
    const ending = { ...session('2025-03-01T13:00:00.000Z'), session_ends_at: '2025-03-01T12:00:05.000Z' };
    const calls = { session: vi.fn(async () => ending), continueSession: vi.fn() };
    new RealityCheckWatcher(calls, { due: vi.fn(), outOfSession: vi.fn() }, null).start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls.session).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.session).toHaveBeenCalledTimes(2);
  });

  it('asks again at once when refreshed (a limit changed)', async () => {
    const calls = { session: vi.fn(async () => session('2025-03-01T13:00:00.000Z')), continueSession: vi.fn() };
    const watcher = new RealityCheckWatcher(calls, { due: vi.fn(), outOfSession: vi.fn() }, null);
    watcher.start();
    await vi.advanceTimersByTimeAsync(0);
    watcher.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.session).toHaveBeenCalledTimes(2);
  });

  it('opens the out-of-session modal on 403 (and tells the other tabs), and stops on 400', async () => {
    const [one, two] = channels();
    const outOne = vi.fn();
    const outTwo = vi.fn();
    new RealityCheckWatcher({ session: vi.fn(async () => { throw refusal(403); }), continueSession: vi.fn() }, { due: vi.fn(), outOfSession: outOne }, one).start();
    new RealityCheckWatcher({ session: vi.fn(() => new Promise<SportsbookSessionDto>(() => undefined)), continueSession: vi.fn() }, { due: vi.fn(), outOfSession: outTwo }, two);
    await vi.advanceTimersByTimeAsync(0);
    expect(outOne).toHaveBeenCalledTimes(1);
    expect(outTwo).toHaveBeenCalledTimes(1);

    const stopped = { session: vi.fn(async () => { throw refusal(400); }), continueSession: vi.fn() };
    new RealityCheckWatcher(stopped, { due: vi.fn(), outOfSession: vi.fn() }, null).start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(stopped.session).toHaveBeenCalledTimes(1);
  });
});
