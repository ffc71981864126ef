/**
 * The one door through which the feed simulator, and later bets, wallet, notifications and
 * bonuses, publish realtime events (ARCHITECTURE §6). Every publication is {event_name, message}.
 * Implementations: in-process (default, `publisher.ts`), Redis pub/sub across nodes
 * (`brokers/redis.ts`), Centrifugo's HTTP API (`brokers/centrifugo.ts`); `factory.ts` picks one.
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
