import type { RealtimeBroker } from '../src/realtime/broker';

/** What the publishing node of bench/realtime.ts publishes, and to how many subscribers. */
export interface PublishPlan {
  publicChannel: string;
  matchChannels: string[];
  /** Publications per second on the public channel. */
  publicRate: number;
  /** Publications per second on each match channel. */
  matchRate: number;
  /** Connections held across all nodes: each is on the public channel and on match channel `index % M`. */
  held: number;
  /** What the per-match channels carry: match_changed (the default) or chat_message (RT_SCENARIO=chat). */
  payload?: 'match' | 'chat';
}

export interface Publishing {
  startCounting(): void;
  stop(): void;
  /** Publications made since `startCounting`. */
  readonly published: number;
  /** Deliveries those publications owe the clients (subscribers of each channel at publish time). */
  readonly expectedDeliveries: number;
}

// A realistic payload (a match_changed of a live match), with the publish time embedded.
const MATCH = {
  id: 0, sport_id: 1, category_id: 10, tournament_id: 100, status: 1, type: 'match', start_time: '2025-03-01T12:00:00.000Z',
  competitors: [{ id: 1, name: 'Home FC', qualifier: 'home' }, { id: 2, name: 'Away United', qualifier: 'away' }],
  stage: { period: '2nd_half', clock: "67'" }, statistics: { score: { home: 2, away: 1 }, periods: [[1, 1], [1, 0]] }, provider: 'betradar',
};
/** A chat_message as modules/chat publishes it (a typical short message). */
const CHAT_MESSAGE = { match_id: 1_000, user_id: 4_242, author: 'Supporter', text: 'What a save! Keeper is having a great game tonight ⚽', created_at: '2025-03-01T12:00:00.000Z' };
const TICK_MS = 5;

/**
 * Publishes at fixed rates computed from elapsed time (timer drift does not lower them): public
 * publications evenly spread, match channels round-robin, checked every 5 ms.
 */
export function startPublishing(broker: RealtimeBroker, plan: PublishPlan): Publishing {
  const { publicChannel, matchChannels, publicRate, matchRate, held, payload = 'match' } = plan;
  const matchCount = matchChannels.length;
  let chatId = 0;
  const publish = (channel: string, id: number): void => {
    const sentAt = performance.timeOrigin + performance.now();
    const publication = payload === 'chat' && channel !== publicChannel
      ? { event_name: 'chat_message', message: { sent_at: sentAt, ...CHAT_MESSAGE, id: (chatId += 1) } }
      : { event_name: 'match_changed', message: { sent_at: sentAt, match: { ...MATCH, id } } };
    broker.publish(channel, publication).catch((error: unknown) => console.error('publish failed', error));
  };
  const started = performance.now();
  let publicDone = 0;
  let matchDone = 0;
  let cursor = 0;
  let counting = false;
  const state = { published: 0, expectedDeliveries: 0 };
  const ticker = setInterval(() => {
    const elapsed = (performance.now() - started) / 1_000;
    for (; publicDone < Math.floor(elapsed * publicRate); publicDone += 1) {
      publish(publicChannel, 1);
      if (counting) {
        state.published += 1;
        state.expectedDeliveries += held;
      }
    }
    for (; matchDone < Math.floor(elapsed * matchRate * matchCount); matchDone += 1) {
      publish(matchChannels[cursor] ?? publicChannel, 1_000 + cursor);
      if (counting) {
        state.published += 1;
        state.expectedDeliveries += Math.floor(held / matchCount) + (cursor < held % matchCount ? 1 : 0);
      }
      cursor = (cursor + 1) % matchCount;
    }
  }, TICK_MS);
  return {
    startCounting: () => {
      counting = true;
    },
    stop: () => clearInterval(ticker),
    get published() {
      return state.published;
    },
    get expectedDeliveries() {
      return state.expectedDeliveries;
    },
  };
}
