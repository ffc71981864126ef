import { describe, expect, it } from 'vitest';
import type { StreamPublication } from '../../src/realtime/broker';
import { PushFrames } from '../../src/realtime/gateway/push-frames';
import { recoverPublications } from '../../src/realtime/gateway/recovery';
import { Subscriber, type SubscriberSink } from '../../src/realtime/gateway/subscriber';
import { systemTimers } from '../../src/realtime/gateway/timers';

const pub = (offset: number, epoch = 'e1'): StreamPublication => ({ channel: 'c', epoch, offset, data: { event_name: 'x', message: { offset } } });

function sink() {
  const frames: string[] = [];
  const unsubscribes: number[] = [];
  const target: SubscriberSink = { send: (frame) => frames.push(frame.toString()), unsubscribe: (_channel, { code }) => unsubscribes.push(code) };
  return { frames, unsubscribes, target };
}

describe('subscriber positions (realtime-protocol.md "Recovery and delta")', () => {
  it('buffers until the reply is written, then drops what the reply already covered', () => {
    const { frames, target } = sink();
    const subscriber = new Subscriber(target, 'c', false, systemTimers);
    subscriber.deliver(new PushFrames(pub(5)));
    subscriber.deliver(new PushFrames(pub(6)));
    expect(frames).toEqual([]);
    subscriber.activate('e1', 5, null);
    expect(frames.map((f) => (JSON.parse(f) as { push: { pub: { offset: number } } }).push.pub.offset)).toEqual([6]);
  });

  it('asks the client to resubscribe (2500) on an offset gap or an epoch change, e.g. a lost Redis message', () => {
    const { unsubscribes, target } = sink();
    const subscriber = new Subscriber(target, 'c', false, systemTimers);
    subscriber.activate('e1', 1, null);
    subscriber.deliver(new PushFrames(pub(3)));
    expect(unsubscribes).toEqual([2500]);
    const other = new Subscriber(target, 'c', false, systemTimers);
    other.activate('e1', 1, null);
    other.deliver(new PushFrames(pub(2, 'e2')));
    expect(unsubscribes).toEqual([2500, 2500]);
  });

  it('recovers only a complete range with the same epoch', () => {
    const history = { epoch: 'e1', offset: 4, publications: [pub(3), pub(4)] };
    expect(recoverPublications({ recover: true, epoch: 'e1', offset: 2 }, history)).toEqual({ recovered: true, publications: [pub(3), pub(4)] });
    expect(recoverPublications({ recover: true, epoch: 'e1', offset: 4 }, history)).toEqual({ recovered: true, publications: [] });
    expect(recoverPublications({ recover: true, epoch: 'e1', offset: 1 }, history).recovered).toBe(false);
    expect(recoverPublications({ recover: true, epoch: 'e0', offset: 2 }, history).recovered).toBe(false);
    expect(recoverPublications({ recover: true, epoch: 'e1', offset: 9 }, history).recovered).toBe(false);
  });
});
