import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamPublication } from '../../src/realtime/broker';
import { Hub, MAX_BATCH_BYTES } from '../../src/realtime/gateway/hub';
import { Subscriber, type SubscriberSink } from '../../src/realtime/gateway/subscriber';
import { systemTimers } from '../../src/realtime/gateway/timers';

// The fan-out window (hub.ts): a quiet channel's publication goes out at once; what follows within
// the window goes out together at its end, one frame of newline-separated pushes per subscriber.
const WINDOW_MS = 50;
const CHANNEL = 'sportsbook:chat:1';

const pub = (offset: number, text = 'hi', epoch = 'e1'): StreamPublication => ({ channel: CHANNEL, epoch, offset, data: { event_name: 'chat_message', message: { offset, text } } });

/** A connection as the subscriber sees it: every write (one frame each) and every unsubscribe push. */
function connection() {
  const writes: { frame: string; wire: Buffer | undefined }[] = [];
  const unsubscribes: number[] = [];
  const sink: SubscriberSink = {
    send: (frame, wire) => writes.push({ frame: frame.toString(), wire }),
    unsubscribe: (_channel, { code }) => unsubscribes.push(code),
  };
  /** The offsets the client reads, in order, splitting frames at newlines as the protocol says. */
  const offsets = (): number[] => writes.flatMap(({ frame }) => frame.split('\n').map((line) => (JSON.parse(line) as { push: { pub: { offset: number } } }).push.pub.offset));
  return { writes, unsubscribes, sink, offsets };
}

function subscribed(hub: Hub, at: number, delta = false) {
  const client = connection();
  const subscriber = new Subscriber(client.sink, CHANNEL, delta, systemTimers);
  subscriber.activate('e1', at, null);
  hub.add(subscriber);
  return { ...client, subscriber };
}

describe('fan-out window (GatewayConfig.fanOutWindowMs)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a quiet channel’s publication at once, and a burst after it as one frame at the window’s end', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0);
    hub.dispatch(pub(1));
    expect(reader.offsets()).toEqual([1]);
    for (let offset = 2; offset <= 40; offset += 1) hub.dispatch(pub(offset));
    expect(reader.writes).toHaveLength(1);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reader.writes).toHaveLength(2);
    expect(reader.offsets()).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    // The frame on the wire is one RFC 6455 text frame carrying exactly the newline-joined pushes.
    const { frame, wire } = reader.writes[1]!;
    expect(wire?.[0]).toBe(0x81);
    expect(wire?.subarray(wire.length - Buffer.byteLength(frame)).toString()).toBe(frame);
  });

  it('keeps a busy channel on windows and goes back to immediate sending once it is quiet for a window', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0);
    let offset = 0;
    for (let tick = 0; tick < 10; tick += 1) {
      hub.dispatch(pub((offset += 1)));
      vi.advanceTimersByTime(10);
    }
    // 10 publications over 100 ms: the first at once, then one frame per 50 ms window.
    expect(reader.writes.length).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(2 * WINDOW_MS);
    expect(reader.offsets()).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
    const before = reader.writes.length;
    hub.dispatch(pub((offset += 1)));
    expect(reader.writes).toHaveLength(before + 1);
    expect(reader.offsets().at(-1)).toBe(11);
  });

  it('sends a window early once its pushes reach MAX_BATCH_BYTES, in order', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0);
    const text = 'x'.repeat(10_000);
    const count = 2 + Math.ceil(MAX_BATCH_BYTES / 10_000) * 2;
    for (let offset = 1; offset <= count; offset += 1) hub.dispatch(pub(offset, text));
    expect(reader.writes.length).toBeGreaterThanOrEqual(3);
    for (const { frame } of reader.writes) expect(Buffer.byteLength(frame)).toBeLessThan(MAX_BATCH_BYTES + 11_000);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reader.offsets()).toEqual(Array.from({ length: count }, (_, index) => index + 1));
  });

  it('gives a subscriber that joined during the window only what its subscribe reply did not cover', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const early = subscribed(hub, 0);
    hub.dispatch(pub(1));
    hub.dispatch(pub(2));
    hub.dispatch(pub(3));
    // Subscribed now: the reply said offset 2 (it saw publication 2 in the history), so 3 is its next.
    const late = subscribed(hub, 2);
    hub.dispatch(pub(4));
    vi.advanceTimersByTime(WINDOW_MS);
    expect(early.offsets()).toEqual([1, 2, 3, 4]);
    expect(late.offsets()).toEqual([3, 4]);
    expect(late.unsubscribes).toEqual([]);
  });

  it('asks a subscriber to recover (2500) when the window shows a gap, and writes nothing after that', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0);
    hub.dispatch(pub(1));
    hub.dispatch(pub(2));
    hub.dispatch(pub(4));
    hub.dispatch(pub(5));
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reader.unsubscribes).toEqual([2500]);
    expect(reader.offsets()).toEqual([1, 2]);
  });

  it('sends delta subscribers the window one publication at a time (each delta needs its base)', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0, true);
    for (let offset = 1; offset <= 4; offset += 1) hub.dispatch(pub(offset));
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reader.writes).toHaveLength(4);
  });

  it('never holds back a private channel: the owner’s events go at once, each in its own frame', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const own = '$sportsbook:user:en:42';
    const client = connection();
    const subscriber = new Subscriber(client.sink, own, false, systemTimers);
    subscriber.activate('e1', 0, null);
    hub.add(subscriber);
    for (let offset = 1; offset <= 3; offset += 1) hub.dispatch({ ...pub(offset), channel: own });
    expect(client.writes).toHaveLength(3);
    expect(client.offsets()).toEqual([1, 2, 3]);
  });

  it('with a window of 0 writes every publication at once, in its own frame', () => {
    const hub = new Hub(systemTimers, () => 0);
    const reader = subscribed(hub, 0);
    for (let offset = 1; offset <= 5; offset += 1) hub.dispatch(pub(offset));
    expect(reader.writes).toHaveLength(5);
    expect(reader.offsets()).toEqual([1, 2, 3, 4, 5]);
  });

  it('drops the queue of a subscriber that left before the window ended', () => {
    const hub = new Hub(systemTimers, () => WINDOW_MS);
    const reader = subscribed(hub, 0);
    hub.dispatch(pub(1));
    hub.dispatch(pub(2));
    hub.remove(reader.subscriber);
    reader.subscriber.dispose();
    vi.advanceTimersByTime(WINDOW_MS);
    expect(reader.offsets()).toEqual([1]);
  });
});
