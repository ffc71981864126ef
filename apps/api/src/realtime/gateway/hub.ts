import type { StreamPublication } from '../broker';
import { PushFrames } from './push-frames';
import type { Subscriber } from './subscriber';

/** Channel → subscribers of this node; encodes each publication once for all of them. */
export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();

  add(subscriber: Subscriber): void {
    let set = this.channels.get(subscriber.channel);
    if (!set) {
      set = new Set();
      this.channels.set(subscriber.channel, set);
    }
    set.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    const set = this.channels.get(subscriber.channel);
    if (!set) return;
    set.delete(subscriber);
    if (set.size === 0) this.channels.delete(subscriber.channel);
  }

  /** Delivers a publication to the channel's subscribers of this node; answers how many. */
  dispatch(publication: StreamPublication): number {
    const set = this.channels.get(publication.channel);
    if (!set) return 0;
    const count = set.size;
    const frames = new PushFrames(publication);
    // Deleting from a Set while iterating it is safe (an insufficient-state delivery unsubscribes).
    for (const subscriber of set) subscriber.deliver(frames);
    return count;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
