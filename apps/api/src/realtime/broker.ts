import type { RevocationListener, SessionRevocation, SessionStatus } from './revocations';
import type { Publication, RealtimePublisher } from './types';

/**
 * What the gateway needs from a broker besides publishing (realtime-protocol.md "Recovery and
 * delta"): a live stream of positioned publications and the recent history of a channel.
 * Offsets increase by one per publication within an epoch; a new epoch means history was lost.
 */
export interface StreamPublication {
  channel: string;
  epoch: string;
  offset: number;
  data: Publication;
}

export interface ChannelHistory {
  epoch: string;
  /** Offset of the newest publication (0 when none yet). */
  offset: number;
  /** Retained publications with offset > `since`, oldest first (may start after since + 1). */
  publications: StreamPublication[];
}

export type StreamListener = (publication: StreamPublication) => void;

export interface RealtimeBroker extends RealtimePublisher {
  /** Every publication made on any node, in offset order per channel. */
  onPublication(listener: StreamListener): () => void;
  history(channel: string, since: number): Promise<ChannelHistory>;
  /** Resolves once publications from other nodes are being received (Redis subscribe done). */
  ready?(): Promise<void>;
  /** Ends sessions' realtime on every node (revocations.ts): their connections close, their tokens are refused. */
  revokeSessions(revocation: SessionRevocation): Promise<void>;
  /** Every revocation made on any node (this one's included). */
  onRevocation(listener: RevocationListener): () => void;
  /** Whether a token of `session` issued at `issuedAt` (seconds) may still be used; in memory, no I/O. */
  sessionStatus(session: string | undefined, issuedAt: number | undefined): SessionStatus;
}

export function isRealtimeBroker(publisher: RealtimePublisher): publisher is RealtimeBroker {
  const candidate = publisher as Partial<RealtimeBroker>;
  return typeof candidate.onPublication === 'function' && typeof candidate.history === 'function';
}

/** A random stream epoch, as Centrifuge's brokers pick one when a stream is (re)created. */
export function newEpoch(): string {
  return Math.random().toString(36).slice(2, 10);
}
