import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '@/lib/live/events';
import { emitUserEvent, forgetUserEvents, onUserEvent, onUserEventOnce, RECENT_USER_EVENTS } from './user-events';

const payment = (amount: number): UserEvent => ({ event_name: 'payment_notification', message: { title: 'success', kind: 'withdrawal_processed', amount, currency: 'EUR', subunits: 100 } });

afterEach(() => {
  forgetUserEvents();
  vi.useRealTimers();
});

describe('user events', () => {
  it('a listener registered after an event does not receive it; a once-consumer does, once', () => {
    emitUserEvent(payment(1000));
    const plain = vi.fn();
    const stopPlain = onUserEvent(plain);
    const alerts = vi.fn();
    const stop = onUserEventOnce('payment-alerts', alerts);
    expect(plain).not.toHaveBeenCalled();
    expect(alerts).toHaveBeenCalledExactlyOnceWith(payment(1000));

    emitUserEvent(payment(2000));
    expect(plain).toHaveBeenCalledTimes(1);
    expect(alerts).toHaveBeenCalledTimes(2);
    expect(alerts).toHaveBeenLastCalledWith(payment(2000));

    // Registering again (a remount) replays nothing it has had; another consumer gets both.
    stop();
    const again = vi.fn();
    const stopAgain = onUserEventOnce('payment-alerts', again);
    expect(again).not.toHaveBeenCalled();
    const other = vi.fn();
    const stopOther = onUserEventOnce('bonus-toaster', other);
    expect(other).toHaveBeenCalledTimes(2);
    stopAgain();
    stopOther();
    stopPlain();
  });

  it('replays only the last 30 s, and nothing of a player who has gone', () => {
    vi.useFakeTimers();
    emitUserEvent(payment(1000));
    vi.advanceTimersByTime(RECENT_USER_EVENTS.maxAgeMs + 1);
    emitUserEvent(payment(2000));
    const late = vi.fn();
    const stop = onUserEventOnce('payment-alerts', late);
    expect(late).toHaveBeenCalledExactlyOnceWith(payment(2000));
    stop();

    emitUserEvent(payment(3000));
    forgetUserEvents();
    const next = vi.fn();
    const stopNext = onUserEventOnce('bonus-toaster', next);
    expect(next).not.toHaveBeenCalled();
    stopNext();
  });
});
