import { Redis } from 'ioredis';
import { newEpoch, type ChannelHistory, type RealtimeBroker, type StreamListener, type StreamPublication } from '../broker';
import { RevokedSessions, type RevocationListener, type SessionRevocation, type SessionStatus } from '../revocations';
import type { Publication } from '../types';
import { PUBLISH_SCRIPT } from './redis-scripts';

export interface RedisBrokerOptions {
  url: string;
  /** Key and pub/sub prefix, so several deployments can share one Redis. */
  prefix?: string;
  historySize?: number;
  historyTtlSeconds?: number;
  /** How long a quiet channel keeps its epoch and offset. */
  metaTtlSeconds?: number;
}

interface ScriptedRedis extends Redis {
  sportsbookPublish(meta: string, history: string, ...args: (string | number)[]): Promise<number>;
}

interface WireMessage {
  c: string;
  e: string;
  o: number;
  d: Publication;
}

/**
 * Redis pub/sub broker for many API nodes (ARCHITECTURE §3). Offsets and epochs live in Redis
 * (one hash and one capped list per channel, hash-tagged for Redis Cluster), assigned atomically
 * by PUBLISH_SCRIPT: every node streams the same positions, and history survives node restarts,
 * so a client recovers on whichever node it reconnects to. A node that misses a pub/sub message
 * sees an offset gap and makes the affected clients resubscribe and recover (subscriber.ts).
 */
export class RedisBroker implements RealtimeBroker {
  private readonly commands: ScriptedRedis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<StreamListener>();
  private readonly prefix: string;
  private readonly topic: string;
  private readonly historySize: number;
  private readonly historyTtl: number;
  private readonly metaTtl: number;
  private readonly subscribed: Promise<void>;
  private readonly revocationTopic: string;
  /** Sorted set of ended sessions (score: until when, ms), loaded by a starting or reconnected node. */
  private readonly revokedKey: string;
  private readonly revocationListeners = new Set<RevocationListener>();
  /** Every node loads the revocations kept in Redis, so none is unknown to it. */
  private readonly revoked = new RevokedSessions();

  constructor(options: RedisBrokerOptions) {
    this.prefix = options.prefix ?? 'sportsbook:realtime:';
    this.topic = `${this.prefix}publications`;
    this.revocationTopic = `${this.prefix}revocations`;
    this.revokedKey = `${this.prefix}revoked-sessions`;
    this.historySize = options.historySize ?? 100;
    this.historyTtl = options.historyTtlSeconds ?? 300;
    this.metaTtl = options.metaTtlSeconds ?? 86_400;
    this.commands = new Redis(options.url, { maxRetriesPerRequest: 3 }) as ScriptedRedis;
    this.commands.defineCommand('sportsbookPublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
    this.subscriber = new Redis(options.url);
    this.subscriber.on('message', (topic: string, message: string) => {
      if (topic === this.topic) this.receive(message);
      else if (topic === this.revocationTopic) this.receiveRevocation(message);
    });
    this.subscribed = this.subscriber.subscribe(this.topic, this.revocationTopic).then(() => this.loadRevoked());
    // Reported to whoever awaits ready(); a broker closed before that must not leave a rejection unhandled.
    this.subscribed.catch(() => undefined);
    // Revocations published while the subscriber was reconnecting were missed: read them again.
    this.subscriber.on('ready', () => void this.loadRevoked().catch(() => undefined));
    // ioredis reconnects and resubscribes by itself; errors are reported through the calls.
    this.commands.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  onPublication(listener: StreamListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(channel: string, publication: Publication): Promise<void> {
    const { meta, history } = this.keys(channel);
    await this.commands.sportsbookPublish(meta, history, JSON.stringify(publication), newEpoch(), this.historySize, this.historyTtl, this.metaTtl, this.topic, JSON.stringify(channel));
  }

  async history(channel: string, since: number): Promise<ChannelHistory> {
    const { meta, history } = this.keys(channel);
    const replies = await this.commands.multi().hsetnx(meta, 'epoch', newEpoch()).hgetall(meta).lrange(history, 0, -1).expire(meta, this.metaTtl).exec();
    const failed = replies?.find(([error]) => error !== null);
    if (!replies || failed) throw failed?.[0] ?? new Error('redis history transaction aborted');
    const fields = replies[1]?.[1] as Record<string, string>;
    const entries = replies[2]?.[1] as string[];
    const epoch = fields['epoch'] ?? '';
    const publications: StreamPublication[] = [];
    for (const entry of entries) {
      const separator = entry.indexOf(':');
      const offset = Number(entry.slice(0, separator));
      if (offset > since) publications.push({ channel, epoch, offset, data: JSON.parse(entry.slice(separator + 1)) as Publication });
    }
    return { epoch, offset: Number(fields['offset'] ?? 0), publications };
  }

  async revokeSessions(revocation: SessionRevocation): Promise<void> {
    if (revocation.sessions.length === 0) return;
    const now = Date.now();
    const until = now + this.revoked.retentionMs;
    // This node at once (the answer that ended the sessions follows), the others by pub/sub.
    this.applyRevocation(revocation, until);
    const members = revocation.sessions.flatMap((session) => [until, session]);
    const replies = await this.commands.multi()
      .zadd(this.revokedKey, ...members)
      .zremrangebyscore(this.revokedKey, '-inf', now)
      .pexpire(this.revokedKey, this.revoked.retentionMs)
      .publish(this.revocationTopic, JSON.stringify({ ...revocation, until }))
      .exec();
    const failed = replies?.find(([error]) => error !== null);
    if (!replies || failed) throw failed?.[0] ?? new Error('redis revocation transaction aborted');
  }

  onRevocation(listener: RevocationListener): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  sessionStatus(session: string | undefined, issuedAt: number | undefined): SessionStatus {
    return this.revoked.status(session, issuedAt);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.revocationListeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.commands.quit()]);
  }

  private keys(channel: string): { meta: string; history: string } {
    return { meta: `${this.prefix}{${channel}}:meta`, history: `${this.prefix}{${channel}}:history` };
  }

  private async loadRevoked(): Promise<void> {
    const entries = await this.commands.zrangebyscore(this.revokedKey, Date.now(), '+inf', 'WITHSCORES');
    for (let index = 0; index + 1 < entries.length; index += 2) this.revoked.add([entries[index] ?? ''], Number(entries[index + 1]));
  }

  private receiveRevocation(message: string): void {
    let revocation: SessionRevocation & { until: number };
    try {
      revocation = JSON.parse(message) as SessionRevocation & { until: number };
    } catch {
      return;
    }
    if (typeof revocation.user !== 'string' || !Array.isArray(revocation.sessions)) return;
    this.applyRevocation({ user: revocation.user, sessions: revocation.sessions }, Number(revocation.until) || undefined);
  }

  private applyRevocation(revocation: SessionRevocation, until: number | undefined): void {
    this.revoked.add(revocation.sessions, until);
    for (const listener of this.revocationListeners) listener(revocation);
  }

  private receive(message: string): void {
    let wire: WireMessage;
    try {
      wire = JSON.parse(message) as WireMessage;
    } catch {
      return;
    }
    const publication: StreamPublication = { channel: wire.c, epoch: wire.e, offset: wire.o, data: wire.d };
    for (const listener of this.listeners) listener(publication);
  }
}
