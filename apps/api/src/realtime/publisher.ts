/**
 * The one door through which the feed simulator, and later bets, wallet, notifications and
 * bonuses, publish realtime events (ARCHITECTURE §6). Every publication is {event_name, message}.
 * Implementations: in-process (default), Redis pub/sub across nodes, Centrifugo's HTTP API.
 */
export interface Publication {
  event_name: string;
  message: unknown;
}

export interface RealtimePublisher {
  publish(channel: string, publication: Publication): Promise<void>;
  close(): Promise<void>;
}

export type PublicationListener = (channel: string, publication: Publication) => void;

/** Delivers publications to listeners in this process (the gateway subscribes here). */
export class InProcessPublisher implements RealtimePublisher {
  private readonly listeners = new Set<PublicationListener>();

  subscribe(listener: PublicationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(channel: string, publication: Publication): Promise<void> {
    for (const listener of this.listeners) listener(channel, publication);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
