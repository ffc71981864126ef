import { newEpoch, type ChannelHistory, type StreamPublication } from '../broker';
import type { Publication } from '../types';

/** Retention of a channel's history (Centrifugo's history_size / history_ttl). */
export interface HistoryOptions {
  size: number;
  ttlMs: number;
}

export const DEFAULT_HISTORY: HistoryOptions = { size: 100, ttlMs: 5 * 60_000 };

interface Entry {
  publication: StreamPublication;
  at: number;
}

/**
 * One channel's stream: a random epoch, an increasing offset and a ring of the last `size`
 * publications younger than `ttlMs` (realtime-protocol.md "Recovery and delta"). Epoch and offset
 * outlive the entries, so a quiet channel still answers a matching position.
 */
export class ChannelStream {
  readonly epoch = newEpoch();
  private offset = 0;
  private readonly ring: (Entry | undefined)[];
  private next = 0;

  constructor(
    readonly channel: string,
    private readonly options: HistoryOptions,
  ) {
    this.ring = new Array<Entry | undefined>(options.size);
  }

  append(data: Publication, now: number): StreamPublication {
    this.offset += 1;
    const publication = { channel: this.channel, epoch: this.epoch, offset: this.offset, data };
    if (this.options.size > 0) {
      this.ring[this.next] = { publication, at: now };
      this.next = (this.next + 1) % this.options.size;
    }
    return publication;
  }

  history(since: number, now: number): ChannelHistory {
    const publications: StreamPublication[] = [];
    const size = this.options.size;
    for (let i = 0; i < size; i += 1) {
      const entry = this.ring[(this.next + i) % size];
      if (!entry) continue;
      if (now - entry.at > this.options.ttlMs) continue;
      if (entry.publication.offset > since) publications.push(entry.publication);
    }
    return { epoch: this.epoch, offset: this.offset, publications };
  }

  /** Drops expired entries; true when nothing is retained any more. */
  prune(now: number): boolean {
    let empty = true;
    for (let i = 0; i < this.ring.length; i += 1) {
      const entry = this.ring[i];
      if (!entry) continue;
      if (now - entry.at > this.options.ttlMs) this.ring[i] = undefined;
      else empty = false;
    }
    return empty;
  }
}
