/**
 * The one door through which the feed simulator, and later bets, wallet, notifications and
 * bonuses, publish realtime events (ARCHITECTURE §6): the `RealtimePublisher` interface (in
 * types.ts) and its default, in-process implementation. The Redis (`brokers/redis.ts`) and
 * Centrifugo (`brokers/centrifugo.ts`) ones live beside it; `factory.ts` picks one.
 */
export type { Publication, PublicationListener, RealtimePublisher } from './types';

import type { ChannelHistory, RealtimeBroker, StreamListener } from './broker';
import { ChannelStream, DEFAULT_HISTORY, type HistoryOptions } from './brokers/ring-buffer';
import { RevokedSessions, type RevocationListener, type SessionRevocation, type SessionStatus } from './revocations';
import type { Publication, PublicationListener } from './types';

export interface InProcessOptions {
  history?: Partial<HistoryOptions>;
  now?: () => number;
}


/**
 * The default broker (ARCHITECTURE §3, one machine): publications go to the gateways of this
 * process, and each channel keeps an in-memory ring buffer for recovery. The epoch lives as long
 * as this object, so a gateway restarted within the process still recovers its clients; a process
 * restart changes every epoch and clients get `recovered: false` (they refetch by REST).
 */
export class InProcessPublisher implements RealtimeBroker {
  private readonly listeners = new Set<PublicationListener>();
  private readonly streamListeners = new Set<StreamListener>();
  private readonly streams = new Map<string, ChannelStream>();
  private readonly revocationListeners = new Set<RevocationListener>();
  /**
   * Revocations live in this process only: a token issued before it started may belong to a
   * session that ended meanwhile, so such tokens are `unknown` (the client fetches a fresh one).
   * On the wall clock, as tokens' `iat`.
   */
  private readonly revoked = new RevokedSessions(Date.now, Date.now());
  private readonly history_: HistoryOptions;
  private readonly now: () => number;
  /**
   * When expired history was last freed. History reads skip expired entries themselves, so the
   * sweep only returns memory: once per half history TTL is enough (a sweep walks every channel's
   * ring, and with one private channel per player a sweep per N publications cost more than them).
   */
  private lastSweep: number;

  constructor(options: InProcessOptions = {}) {
    this.history_ = { ...DEFAULT_HISTORY, ...options.history };
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Plain listener of {event_name, message} publications (kept for in-process consumers). */
  subscribe(listener: PublicationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onPublication(listener: StreamListener): () => void {
    this.streamListeners.add(listener);
    return () => this.streamListeners.delete(listener);
  }

  publish(channel: string, publication: Publication): Promise<void> {
    const now = this.now();
    const positioned = this.stream(channel).append(publication, now);
    for (const listener of this.streamListeners) listener(positioned);
    for (const listener of this.listeners) listener(channel, publication);
    if (now - this.lastSweep >= this.history_.ttlMs / 2) this.sweep(now);
    return Promise.resolve();
  }

  history(channel: string, since: number): Promise<ChannelHistory> {
    return Promise.resolve(this.stream(channel).history(since, this.now()));
  }

  revokeSessions(revocation: SessionRevocation): Promise<void> {
    this.revoked.add(revocation.sessions);
    for (const listener of this.revocationListeners) listener(revocation);
    return Promise.resolve();
  }

  onRevocation(listener: RevocationListener): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  sessionStatus(session: string | undefined, issuedAt: number | undefined): SessionStatus {
    return this.revoked.status(session, issuedAt);
  }

  close(): Promise<void> {
    this.listeners.clear();
    this.streamListeners.clear();
    this.revocationListeners.clear();
    return Promise.resolve();
  }

  private stream(channel: string): ChannelStream {
    let stream = this.streams.get(channel);
    if (!stream) {
      stream = new ChannelStream(channel, this.history_);
      this.streams.set(channel, stream);
    }
    return stream;
  }

  /** Frees expired publications; epochs and offsets stay so positions keep matching. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const stream of this.streams.values()) stream.prune(now);
  }
}
